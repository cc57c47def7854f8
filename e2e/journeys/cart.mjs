/** The cart from a person's side: it survives reloads, heals a broken store, follows other tabs. */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { addFromCategory, dismissConsent, eventually } from '../support/stack.mjs';

const CART_KEY = 'refurb:cart:v1.04';

/** Someone else buys every unit of a phone, through shop-api's real order endpoint. */
async function buyOut(stack, phone) {
  const json = { 'content-type': 'application/json' };
  const post = (path, body) =>
    fetch(`${stack.apiOrigin}${path}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(body),
    });
  for (let unit = 0; unit < phone.availability; unit += 1) {
    const { token } = await (
      await post('/common/bot-check/token', {
        siteKey: 'refurb-local-site-key',
        action: 'place_order',
      })
    ).json();
    const order = {
      country: 'ro',
      phones: [
        {
          productId: phone.productId,
          legacySellOrderId: phone.order_id,
          shownPrice: phone.buy_price,
          extraServiceIds: [],
          deviceAccessoryIds: [],
        },
      ],
      accessories: [],
      delivery: 'courier',
      paymentMethod: 'cash-on-delivery',
      idempotencyKey: randomUUID(),
      botToken: token,
      shownTotal: 0,
      contact: { name: 'Ioana Pop', email: 'ioana@example.ro', phone: '+40 722 000 111' },
      deliveryDetails: {
        kind: 'courier',
        subType: '',
        address: {
          judet: 'Cluj',
          oras: 'Cluj-Napoca',
          county_id: 14,
          locality_id: 1401,
          strada: 'Str. Memorandumului',
          nr: '28',
          cod_postal: '400114',
          details: null,
        },
      },
      billing: { customerType: 'personal' },
    };
    // The summary takes the cart part of the order only (shop-api refuses undeclared fields).
    const { country, phones, accessories, delivery, paymentMethod } = order;
    const summed = await post('/shop/checkout/summary', {
      country,
      phones,
      accessories,
      delivery,
      paymentMethod,
    });
    assert.equal(summed.status, 200, await summed.clone().text());
    const { summary } = await summed.json();
    const placed = await post('/shop/orders', { ...order, shownTotal: summary.total });
    assert.equal(placed.status, 201, await placed.text());
  }
}

export async function cartJourneys(stack) {
  await test('ro: two phones, an accessory and a warranty survive a reload', () =>
    stack.withPage(async (page) => {
      await page.goto(stack.site('ro'));
      await dismissConsent(page, 'Doar cele necesare');
      await addFromCategory(page, stack, 0);
      await addFromCategory(page, stack, 1);
      await page.getByRole('button', { name: 'Coș, 2 produse' }).click();
      await page.getByRole('link', { name: 'Vezi coșul' }).click();
      await page.getByRole('heading', { level: 1, name: 'Coșul meu' }).waitFor();
      await page
        .getByRole('button', { name: /^Adaugă .* în coș$/ })
        .first()
        .click();
      await page
        .getByRole('radio', { name: /Garanție extinsă 12 luni/ })
        .first()
        .check();
      const total = await page.getByTestId('cart-total').textContent();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Coșul meu' }).waitFor();
      await page.getByRole('button', { name: 'Coș, 3 produse' }).waitFor();
      assert.equal(await page.getByRole('article').count(), 2);
      assert.ok(
        await page
          .getByRole('radio', { name: /Garanție extinsă 12 luni/ })
          .first()
          .isChecked(),
      );
      await eventually(async () =>
        assert.equal(await page.getByTestId('cart-total').textContent(), total),
      );
      assert.match(total, /lei$/);
    }));

  await test('a hand-corrupted stored cart is replaced by an empty one and reported, without a crash', () =>
    stack.withPage(async (page) => {
      await page.goto(stack.site('bg'));
      await page.evaluate((key) => localStorage.setItem(key, '{"phoneCart": "broken'), CART_KEY);
      await page.goto(stack.site('bg', '/kolichka/'));
      await page.getByRole('heading', { name: 'Количката ви е празна' }).waitFor();
      const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)), CART_KEY);
      assert.deepEqual(stored.phoneCart, []);
      await eventually(() =>
        assert.ok(
          stack.envelopes.some((e) => e.includes('stored-corrupt')),
          'reported to Sentry',
        ),
      );
    }));

  await test('a phone sold out since it was added vanishes from the cart with a toast', () =>
    stack.withPage(async (page) => {
      await page.goto(stack.site('ro'));
      await dismissConsent(page, 'Doar cele necesare');
      await addFromCategory(page, stack, 5);
      const [phone] = await page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key)).phoneCart,
        CART_KEY,
      );
      await buyOut(stack, phone);
      await page.getByRole('button', { name: 'Coș, 1 produse' }).click();
      await page.getByRole('link', { name: 'Vezi coșul' }).click();
      await page
        .getByText('Unele produse nu mai sunt disponibile și au fost scoase din coș.')
        .waitFor();
      await page.getByRole('heading', { name: 'Coșul tău este gol' }).waitFor();
    }));

  await test('a change in one tab shows in the other', () =>
    stack.withContext(async (context) => {
      const first = await context.newPage();
      const second = await context.newPage();
      await first.goto(stack.site('ro'));
      await dismissConsent(first, 'Doar cele necesare');
      await second.goto(stack.site('ro', '/cosul-meu/'));
      await second.getByRole('heading', { name: 'Coșul tău este gol' }).waitFor();
      await addFromCategory(first, stack, 2);
      await second.getByRole('button', { name: 'Coș, 1 produse' }).waitFor({ timeout: 2000 });
      await second.getByRole('article').waitFor({ timeout: 2000 });
    }));
}
