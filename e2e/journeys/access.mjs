/**
 * Keyboard and screen-reader use in all four sites (issue 35, EAA / WCAG 2.1 AA):
 *
 * - axe on every page type a visitor reaches (index, listing, product, search, brand, the content
 *   and legal pages, reviews, sign-in, registration, password reset, cart, sell, not found), with no serious
 *   or critical violation;
 * - a purchase made with the keyboard alone, from the cookie dialog to the thank-you page: every
 *   control is reached with Tab (`tabTo` presses Tab until the control has the focus, so a control
 *   Tab cannot reach fails the journey) and used with Enter, Space, the arrow keys and typing; axe
 *   runs on each checkout step on the way.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COUNTRIES, categorySlug, routePath } from '@refurb/shared-contracts';
import { axe } from '../support/stack.mjs';
import { SITE } from './checkout.mjs';
import { PEOPLE } from './payments.mjs';

/** The page types of each site, as paths (the product page is reached from the listing). */
/** @type {Array<[string, (country: import('@refurb/shared-contracts').Country) => string]>} */
const PAGE_TYPES = [
  ['index', (c) => routePath(c, 'index')],
  ['listing', (c) => `/${categorySlug(c, 'SMARTPHONE')}/`],
  ['search', (c) => `${routePath(c, 'index')}?q=iphone`],
  ['brand', (c) => routePath(c, 'shop-brand-seo', { brandSlug: 'apple' })],
  ['faq', (c) => routePath(c, 'faq')],
  ['about', (c) => routePath(c, 'about-us')],
  ['seller guide', (c) => routePath(c, 'seller-guide')],
  ['return address', (c) => routePath(c, 'return-address')],
  ['reviews', (c) => routePath(c, 'reviews')],
  ['seller reviews', (c) => routePath(c, 'reviews-sell')],
  ['terms', (c) => routePath(c, 'terms')],
  ['privacy policy', (c) => routePath(c, 'privacy-policy')],
  ['cookie policy', (c) => routePath(c, 'cookie-policy')],
  ['withdrawal form', (c) => routePath(c, 'withdrawal-form')],
  ['login', (c) => routePath(c, 'login')],
  ['register', (c) => routePath(c, 'register')],
  ['forgot password', (c) => routePath(c, 'forgot')],
  ['empty cart', (c) => routePath(c, 'cart')],
  ['sell', (c) => routePath(c, 'sell')],
  ['not found', () => '/no-such-page-here/'],
];

/** The ways to pay on delivery by courier, per site. */
const CASH = {
  ro: 'cash-on-delivery',
  bg: 'cash-on-delivery',
  hu: 'pay-on-delivery',
  gr: 'pay-on-delivery',
};

const isFocused = (locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until `locator` has the focus; fails when `max` presses never reach it. */
async function tabTo(page, locator, max = 80) {
  await locator.waitFor({ state: 'attached' });
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(locator)) return;
  }
  throw new Error(`Tab did not reach ${locator} in ${max} presses`);
}

/** Tabs to a text field and types into it. */
async function typeInto(page, locator, text) {
  await tabTo(page, locator);
  await page.keyboard.type(text);
}

/** Tabs to a combobox, types, and picks the option named `option` with the arrow keys and Enter. */
async function pickPlace(page, label, option, typed = option) {
  const box = page.getByRole('combobox', { name: label });
  await typeInto(page, box, typed);
  const name = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( ·|$)`);
  await page.getByRole('option', { name }).first().waitFor();
  for (let presses = 0; presses < 50; presses += 1) {
    await page.keyboard.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    const text = active ? await page.locator(`[id="${active}"]`).textContent() : '';
    if (name.test(text.trim())) break;
  }
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: label, expanded: false }).waitFor();
}

/** Checks the radio `target` of its group with the arrow keys, from the group's focused radio. */
async function arrowToRadio(page, target, max = 12) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.isChecked()) return;
    await page.keyboard.press('ArrowDown');
  }
  assert.ok(await target.isChecked(), `${target} chosen with the arrow keys`);
}

export async function accessJourneys(stack) {
  for (const country of COUNTRIES) {
    await test(`${country}: every page type passes axe with no serious or critical violation`, () =>
      stack.withPage(async (page) => {
        await page.goto(stack.site(country));
        await page.getByRole('button', { name: SITE[country].consent }).click();
        for (const [name, pathOf] of PAGE_TYPES) {
          await page.goto(stack.site(country, pathOf(country)));
          await page.locator('main h1').first().waitFor();
          await page.waitForLoadState('load');
          await axe(page).catch((error) => {
            throw new Error(`${country} ${name}: ${error.message}`);
          });
        }
        // The product page, and a cart with a product in it.
        await page.goto(stack.site(country, `/${categorySlug(country, 'SMARTPHONE')}/`));
        await page.locator('.card__link').first().click();
        await page.getByRole('button', { name: SITE[country].add, exact: true }).click();
        await page.getByText(SITE[country].added).first().waitFor();
        await axe(page);
        await page.goto(stack.site(country, routePath(country, 'cart')));
        await page.getByRole('link', { name: SITE[country].toCheckout }).waitFor();
        await axe(page);
      }));

    await test(`${country}: a purchase with the keyboard alone, from the cookie dialog to the thank-you page`, () =>
      stack.withPage(async (page) => {
        const words = SITE[country];
        const { person, address } = PEOPLE[country];
        await page.goto(stack.site(country, `/${categorySlug(country, 'SMARTPHONE')}/`));
        await page.waitForLoadState('networkidle');
        // The cookie dialog comes first: its choices, then its buttons, before the page's links.
        await tabTo(page, page.getByRole('button', { name: words.consent }), 6);
        await page.keyboard.press('Enter');

        await tabTo(page, page.locator('.card__link').first());
        await page.keyboard.press('Enter');
        const add = page.getByRole('button', { name: words.add, exact: true });
        await add.waitFor();
        const grades = page.locator('.product fieldset').nth(2).getByRole('radio');
        await tabTo(page, grades.and(page.locator(':checked')));
        // Another grade with the arrow keys, and back: the focus stays on the choice each time.
        for (const key of ['ArrowLeft', 'ArrowRight']) {
          await page.keyboard.press(key);
          await page.waitForFunction(
            () => /** @type {HTMLInputElement | null} */ (document.activeElement)?.type === 'radio',
          );
        }
        await tabTo(page, add);
        await page.keyboard.press('Enter');
        await page.getByText(words.added).first().waitFor();

        await page.goto(stack.site(country, routePath(country, 'cart')));
        await tabTo(page, page.getByRole('link', { name: words.toCheckout }));
        await page.keyboard.press('Enter');
        await tabTo(page, page.getByRole('link', { name: words.guest }));
        await page.keyboard.press('Enter');

        const next = page.getByRole('button', { name: words.continue, exact: true });
        await typeInto(page, page.getByRole('textbox', { name: words.name }), person.name);
        await typeInto(page, page.getByRole('textbox', { name: words.email }), person.email);
        await typeInto(page, page.getByRole('textbox', { name: words.phone }), person.phone);
        await axe(page);
        await tabTo(page, next);
        await page.keyboard.press('Enter');

        const courier = page.getByRole('radio', { name: words.courier });
        await tabTo(page, page.locator('input[type="radio"][name]').first());
        await arrowToRadio(page, courier);
        await pickPlace(page, words.county, address.county, address.typedCounty);
        await pickPlace(page, words.locality, address.locality, address.typedLocality);
        await typeInto(page, page.getByRole('textbox', { name: words.street }), address.street);
        await typeInto(page, page.getByRole('textbox', { name: words.number }), address.number);
        const postal = { ro: '400001', bg: '1000', hu: '1051', gr: '105 57' }[country];
        await typeInto(page, page.getByRole('textbox', { name: words.postalCode }), postal);
        await axe(page);
        await tabTo(page, next);
        await page.keyboard.press('Enter');

        await page.getByRole('radio', { name: words.corporate }).waitFor();
        await axe(page);
        await tabTo(page, next);
        await page.keyboard.press('Enter');

        const cash = page.locator(`input[name="co-payment-method"][value="${CASH[country]}"]`);
        await tabTo(page, page.locator('input[name="co-payment-method"]:not(:disabled)').first());
        await arrowToRadio(page, cash);
        await axe(page);
        await tabTo(page, next);
        await page.keyboard.press('Enter');

        const place = page.getByRole('button', { name: words.place });
        await place.waitFor();
        await axe(page);
        await tabTo(page, place, 120);
        await page.keyboard.press('Enter');
        await page.getByRole('heading', { name: words.thankYou }).waitFor();
        await axe(page);
      }));
  }
}
