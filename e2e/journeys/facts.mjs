/**
 * What a refurbished-device shopper reads before paying (issue 36), on a product page of each
 * site: what the chosen grade means, the unit's battery health and the shop's floor, when it
 * arrives ("order within … · delivery Thursday, 3 December"), where the struck price comes from
 * (the lowest of the 30 days before the reduction) and the lowest monthly payment. The figures
 * are the services' own (the product guide, the listing, the delivery estimate), looked up
 * through shop-api and then read on the page as the shopper sees them.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  fillTemplate,
  formatDeliveryDays,
  priceFormatter,
  productAddress,
} from '@refurb/shared-contracts';
import { axe, dismissConsent } from '../support/stack.mjs';
import { SITES } from './sites.mjs';

const plain = (text) => text.replace(/\s+/g, ' ').trim();

async function json(stack, path) {
  const answer = await fetch(`${stack.apiOrigin}${path}`);
  assert.equal(answer.status, 200, `${path}: ${answer.status}`);
  return answer.json();
}

/** A phone listing in stock with a reduction, an installment plan and a measured battery. */
async function reducedPhone(stack, country) {
  const catalog = await json(stack, `/product/catalog?country=${country}&type=1&pageSize=60`);
  for (const card of catalog.items) {
    const page = await json(stack, `/product/models/${card.legacyModelId}?country=${country}`);
    const listing = page.listings.find(
      (l) =>
        l.stock > 0 &&
        l.previousPrice !== null &&
        l.installments &&
        l.batteryType === 'Standard' &&
        l.batteryHealth !== null,
    );
    if (listing) return { model: page.model, listing };
  }
  throw new Error(`no reduced phone with installments in ${country}`);
}

export async function factJourneys(stack) {
  for (const s of SITES) {
    await test(`${s.country}: a product page says what its grade means, its battery, when it arrives, its 30-day low and its monthly payment`, async () => {
      const { model, listing } = await reducedPhone(stack, s.country);
      const guide = await json(stack, `/content/product-guide?country=${s.country}`);
      const fill = (template, values) => fillTemplate(template, values, s.country);
      const price = priceFormatter(s.country);
      await stack.withPage(async (page) => {
        await page.goto(stack.site(s.country, productAddress(s.country, model, listing)));
        await dismissConsent(page, s.reject);
        const body = async () => plain(await page.locator('main').innerText());
        await page.getByRole('button', { name: s.add }).waitFor();
        const text = await body();
        // The grade: its definition describes the grade choice.
        const grade = guide.grades.find((g) => g.grade === listing.grade);
        const gradeGroup = page.locator('fieldset', { has: page.locator('input[name="shape"]') });
        assert.equal(
          await gradeGroup.locator('input[name="shape"]:checked').getAttribute('value'),
          listing.grade,
        );
        const described = await gradeGroup.getAttribute('aria-describedby');
        assert.equal(
          plain(await page.locator(`#${described}`).innerText()).startsWith(plain(grade.summary)),
          true,
        );
        // The battery: this unit's measured health and the floor every unit keeps.
        assert.ok(
          text.includes(plain(fill(guide.lines.batteryHealth, { percent: listing.batteryHealth }))),
          `battery health ${listing.batteryHealth} on the page`,
        );
        assert.ok(text.includes(plain(guide.battery.text)));
        // The 30-day low, said in words, and the monthly payment.
        assert.ok(
          text.includes(plain(fill(guide.lines.omnibus, { price: price(listing.previousPrice) }))),
          'the Omnibus line',
        );
        assert.ok(
          text.includes(
            plain(
              fill(guide.lines.installments, {
                price: price(listing.installments.monthly),
                months: listing.installments.months,
              }),
            ),
          ),
          'the installment line',
        );
        // When it arrives, per delivery kind, as the courier service estimates it now.
        const estimate = await json(stack, `/courier/delivery-estimate?country=${s.country}`);
        const lines = (await page.locator('.delivery li').allInnerTexts()).map(plain);
        assert.match(lines[0], /\d/);
        for (const e of estimate.estimates) {
          const days = formatDeliveryDays(s.country, e.from, e.to);
          assert.ok(
            lines.includes(
              plain(`${guide.lines[e.kind]}: ${fill(guide.lines.deliveredOn, { date: days })}`),
            ),
            `${e.kind} delivery on ${days}: ${lines.join(' | ')}`,
          );
        }
        // Specifications by kind: a phone's chip and what is in the box.
        const specs = page.getByRole('region', { name: /./ }).filter({
          has: page.getByRole('term').filter({ hasText: guide.specLabels.chip }),
        });
        await specs.getByRole('definition').first().waitFor();
        assert.ok((await specs.innerText()).includes(guide.specLabels.inBox));
      });
    });
  }

  await test('ro: two devices compared side by side, added from their product pages', async () => {
    const catalog = await json(stack, '/product/catalog?country=ro&type=1&pageSize=2&inStock=true');
    const pages = await Promise.all(
      catalog.items.map((card) => json(stack, `/product/models/${card.legacyModelId}?country=ro`)),
    );
    const picks = pages.map((p) => ({
      model: p.model,
      listing: p.listings.find((l) => l.stock > 0),
    }));
    await stack.withPage(async (page) => {
      for (const [i, { model, listing }] of picks.entries()) {
        await page.goto(stack.site('ro', productAddress('ro', model, listing)));
        if (i === 0) await dismissConsent(page, 'Doar cele necesare');
        await page.getByRole('link', { name: 'Compară', exact: true }).click();
        await page.getByRole('table', { name: 'Compară dispozitive' }).waitFor();
      }
      const table = page.getByRole('table', { name: 'Compară dispozitive' });
      const headers = await table.getByRole('columnheader').allInnerTexts();
      assert.equal(headers.length, 2, headers.join(' | '));
      for (const { model, listing } of picks) {
        assert.ok(
          headers.some((h) => h.includes(model.name) && h.includes(listing.storage)),
          `${model.name} ${listing.storage} compared: ${headers.join(' | ')}`,
        );
      }
      const rowOf = async (name) =>
        (
          await table
            .getByRole('row', { name: new RegExp(`^${name}`) })
            .first()
            .innerText()
        ).replace(/\s+/g, ' ');
      assert.match(await rowOf('Preț'), /lei.*lei/);
      assert.match(await rowOf('Curier'), /livrare .*livrare /);
      assert.match(await rowOf('Procesor'), /\w/);
      // The table is read by a screen reader as well: its headers, its rows' names.
      await axe(page);
    });
  });
}
