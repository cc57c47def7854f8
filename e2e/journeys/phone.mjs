/**
 * The shop on a phone (issue 35), 390 × 844 in all four sites: home, category, product, cart and
 * each checkout step to the thank-you page. On every page nothing scrolls sideways, the header's
 * bar is one row (logo, search, account, cart) with the logo drawn whole, and the whole header
 * stays short; the listing shows a product in the first screen with its filters behind a button;
 * the add-to-cart toast leaves the product's options and button uncovered, and the header's cart
 * button too.
 *
 * Each page is also photographed into e2e/screenshots/phone/ (`<country>-<page>.png`, not kept in
 * git) for a person's review of the run.
 */
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { COUNTRIES, categorySlug, routePath } from '@refurb/shared-contracts';
import { dismissConsent, root } from '../support/stack.mjs';
import { SITE, contactStep, courierStep, paymentStep, personalBillingStep } from './checkout.mjs';
import { PEOPLE } from './payments.mjs';

export const PHONE = { width: 390, height: 844 };
const SHOTS = join(root, 'e2e', 'screenshots', 'phone');
/** The highest a phone's header may be: the banner, the one-row bar and the category bar. */
const HEADER_MAX = 170;

/** Each site's words for the listing's filters and the way to pay on delivery by courier. */
const WORDS = {
  ro: { filters: 'Filtre', brand: 'Marcă', cash: 'cash-on-delivery' },
  bg: { filters: 'Филтри', brand: 'Марка', cash: 'cash-on-delivery' },
  hu: { filters: 'Szűrők', brand: 'Márka', cash: 'pay-on-delivery' },
  gr: { filters: 'Φίλτρα', brand: 'Μάρκα', cash: 'pay-on-delivery' },
};

/** The page's layout as the phone draws it. */
const layoutOf = (page) =>
  page.evaluate(() => {
    const box = (el) => el.getBoundingClientRect();
    const bar = document.querySelector('.header__bar');
    const shown = [...bar.children].filter((el) => box(el).width > 0 && box(el).height > 0);
    const logo = bar.querySelector('.header__logo img');
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width: window.innerWidth,
      header: box(document.querySelector('header')).height,
      // The vertical middle of each item of the bar: one row when they are all alike.
      middles: shown.map((el) => Math.round(box(el).top + box(el).height / 2)),
      names: shown.map((el) => el.className || el.tagName),
      logo: { width: box(logo).width, right: box(logo).right, drawn: logo.getAttribute('width') },
    };
  });

/** Checks the page's phone layout and photographs it as `<country>-<name>.png`. */
async function review(page, country, name) {
  await page.waitForLoadState('load');
  const layout = await layoutOf(page);
  const at = `${country} ${name}`;
  assert.ok(
    layout.scrollWidth <= layout.width,
    `${at}: nothing scrolls sideways (${layout.scrollWidth} px wide)`,
  );
  assert.ok(layout.header <= HEADER_MAX, `${at}: the header is ${layout.header} px high`);
  const [first, ...rest] = layout.middles;
  for (const [index, middle] of rest.entries()) {
    assert.ok(
      Math.abs(middle - first) <= 6,
      `${at}: ${layout.names[index + 1]} is on the header bar's one row`,
    );
  }
  assert.equal(layout.logo.width, Number(layout.logo.drawn), `${at}: the logo is drawn whole`);
  assert.ok(layout.logo.right <= layout.width, `${at}: the logo is on the screen`);
  await page.screenshot({ path: join(SHOTS, `${country}-${name}.png`) });
}

const overlap = (a, b) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export async function phoneJourneys(stack) {
  await mkdir(SHOTS, { recursive: true });
  for (const country of COUNTRIES) {
    await test(`${country}: on a 390 px phone, home, listing, product, cart and every checkout step fit the screen, with a one-row header`, () =>
      stack.withPage(async (page) => {
        const words = { ...SITE[country], ...WORDS[country] };
        await page.goto(stack.site(country));
        await dismissConsent(page, words.consent);
        await review(page, country, 'home');

        // The listing: a product in the first screen, the filters behind a button.
        await page.goto(stack.site(country, `/${categorySlug(country, 'SMARTPHONE')}/`));
        await page.locator('.listing .card').first().waitFor();
        const card = await page.evaluate(() =>
          document.querySelector('.listing .card').getBoundingClientRect().toJSON(),
        );
        assert.ok(
          card.y + card.height / 2 < PHONE.height,
          `a product in the first screen (${JSON.stringify(card)})`,
        );
        const brands = page.getByRole('group', { name: words.brand });
        assert.equal(await brands.isVisible(), false, 'the filters wait behind their button');
        await review(page, country, 'category');
        const counted = page.locator('.listing__results > p').first();
        const count = await counted.textContent();
        await page.locator('summary', { hasText: words.filters }).click();
        await brands.getByRole('checkbox').first().check();
        await counted.filter({ hasNotText: count }).waitFor();
        await review(page, country, 'category-filters');

        // The product: its name in the first screen; the toast leaves the options uncovered.
        await page.goto(stack.site(country, `/${categorySlug(country, 'SMARTPHONE')}/`));
        await page.locator('.card__link').first().click();
        await page.getByRole('button', { name: words.add, exact: true }).waitFor();
        const name = await page.evaluate(() =>
          document.querySelector('h1').getBoundingClientRect().toJSON(),
        );
        assert.ok(name.y + name.height < PHONE.height, 'the product is named in the first screen');
        await review(page, country, 'product');
        const options = page.locator('.product fieldset').filter({ has: page.getByRole('radio') });
        const insurance = options.last();
        await insurance.getByRole('radio').last().check();
        const add = page.getByRole('button', { name: words.add, exact: true });
        // Pressed at the bottom of the screen, where a thumb is, the insurance just above it.
        await add.evaluate((button) => button.scrollIntoView({ block: 'end' }));
        await add.click();
        const toast = page.getByText(words.added).first();
        await toast.waitFor();
        const toastBox = await toast.boundingBox();
        for (const [what, box] of [
          ['the insurance options', await insurance.boundingBox()],
          ['the add button', await add.boundingBox()],
        ]) {
          assert.ok(!overlap(toastBox, box), `the toast leaves ${what} uncovered`);
        }
        await review(page, country, 'product-added');
        // Back at the top while the toast still shows, it sits under the header's bar: the cart
        // button the shopper reaches for next takes the tap (Playwright's click checks that the
        // button, not a toast over it, receives it; the toast stays 5 s, the click may wait 2).
        await page.evaluate(() => window.scrollTo(0, 0));
        assert.ok(await toast.isVisible(), 'the toast still shows');
        const cartButton = page.locator('.header__bar .mini-cart__button');
        await cartButton.click({ timeout: 2000 });
        await page.locator('.header__bar .mini-cart__button[aria-expanded="true"]').waitFor();
        await review(page, country, 'product-added-top');

        await page.goto(stack.site(country, routePath(country, 'cart')));
        await page.getByRole('link', { name: words.toCheckout }).waitFor();
        await review(page, country, 'cart');
        await page.getByRole('link', { name: words.toCheckout }).click();
        await page.getByRole('link', { name: words.guest }).waitFor();
        await review(page, country, 'checkout-login');
        await page.getByRole('link', { name: words.guest }).click();
        await page.getByRole('textbox', { name: words.name }).waitFor();
        await review(page, country, 'checkout-contact');
        const { person, address } = PEOPLE[country];
        await contactStep(page, country, person);
        await page.getByRole('radio', { name: words.courier }).check();
        await review(page, country, 'checkout-delivery');
        await courierStep(page, country, address);
        await page.getByRole('radio', { name: words.corporate }).waitFor();
        await review(page, country, 'checkout-billing');
        await personalBillingStep(page, country);
        await page.locator('input[name="co-payment-method"]').first().waitFor();
        await review(page, country, 'checkout-payment');
        await paymentStep(page, country, words.cash);
        await page.getByRole('button', { name: words.place }).waitFor();
        await review(page, country, 'checkout-review');
        await page.getByRole('button', { name: words.place }).click();
        await page.getByRole('heading', { name: words.thankYou }).waitFor();
        await review(page, country, 'thank-you');
      }, PHONE));
  }
}
