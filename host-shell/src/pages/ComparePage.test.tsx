/**
 * Comparing up to three devices (issue 36): the list is the address and the browser's memory; a
 * product page's "Compare" link adds its listing to what the shopper chose before; the table sets
 * the listings side by side (price, grade and its meaning, battery, delivery, specifications).
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Country } from '@refurb/shared-contracts';
import type { ListingPageResponse } from '@refurb/shared-contracts/api/catalog';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app/App';
import { SiteProvider, type Site } from '../app/site';
import { createI18n } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/i18n';
import { comparePath } from '../routing/host-routes';
import { iphone14ProListings, IPHONE_14_PRO } from '../test-support/iphone-14-pro';
import { RO_PRODUCT_GUIDE, roDeliveryEstimate } from '../test-support/product-guide';
import { testSite } from '../test-support/test-site';
import {
  addToCompare,
  COMPARE_STORAGE_KEY,
  parseStoredCompare,
  readCompareItems,
} from './compare-list';

const listings = iphone14ProListings();
const LAPTOP: ListingPageResponse['model'] = {
  modelId: 40,
  legacyModelId: 1040,
  type: 'LAPTOP',
  brand: 'Apple',
  brandSlug: 'apple',
  name: 'MacBook Air M1',
  slug: 'apple-macbook-air-m1',
  specs: { cpu: 'Apple M1', ram: '8 GB', keyboard: 'US English', weight: 1290 },
};

function siteFor(country: Country, asked: string[]): Site {
  const site = testSite(country);
  return {
    ...site,
    api: {
      ...site.api,
      listing: async (_country: Country, productId: string) => {
        asked.push(productId);
        if (productId === 'LAPTOP1')
          return {
            ok: true,
            data: {
              model: LAPTOP,
              listing: { ...listings[0]!, productId, batteryHealth: 93, price: 3999 },
            },
          };
        const listing = listings.find((l) => l.productId === productId);
        return listing
          ? {
              ok: true,
              data: { model: { ...IPHONE_14_PRO, specs: { chip: 'Apple A16 Bionic' } }, listing },
            }
          : { ok: false, error: { status: 404, code: 'not_found', message: 'none' } };
      },
      productGuide: async () => ({ ok: true, data: RO_PRODUCT_GUIDE }),
      deliveryEstimate: async () => ({ ok: true, data: roDeliveryEstimate(Date.now()) }),
    },
  };
}

function open(address: string, asked: string[] = []) {
  window.history.replaceState(null, '', address);
  render(
    <SiteProvider value={siteFor('ro', asked)}>
      <I18nProvider value={createI18n('ro')}>
        <App />
      </I18nProvider>
    </SiteProvider>,
  );
}

const here = () => `${window.location.pathname}${window.location.search}`;

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  window.localStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the compare list', () => {
  it('keeps valid ids once each, at most the last three', () => {
    expect(readCompareItems('A1,B2,,A1,x y,C3,D4')).toEqual(['B2', 'C3', 'D4']);
    expect(addToCompare(['A1', 'B2', 'C3'], 'B2')).toEqual(['A1', 'C3', 'B2']);
    expect(addToCompare(['A1', 'B2', 'C3'], 'D4')).toEqual(['B2', 'C3', 'D4']);
    expect(addToCompare(['A1'], '<script>')).toEqual(['A1']);
  });

  it('reads anything stored that is not a list of ids as an empty list', () => {
    expect(parseStoredCompare('["A1","B2"]')).toEqual(['A1', 'B2']);
    expect(parseStoredCompare('{"a":1}')).toEqual([]);
    expect(parseStoredCompare('not json')).toEqual([]);
    expect(parseStoredCompare('["A1","B2","C3","D4"]')).toEqual([]);
  });
});

describe('the compare page', () => {
  it('sets two devices side by side: price, grade and what it means, battery, delivery, specs', async () => {
    const [phone] = listings.filter((l) => l.stock > 0);
    open(comparePath('ro', { items: [phone!.productId, 'LAPTOP1'] }));
    const table = await screen.findByRole('table', { name: 'Compară dispozitive' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent?.replace(/\s/g, ' ')));
    const grade = RO_PRODUCT_GUIDE.grades.find((g) => g.grade === phone!.grade)!;
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Preț', expect.stringMatching(/lei$/), '3.999 lei'],
        ['Stare', `${grade.name}: ${grade.summary}`, expect.any(String)],
        ['Sănătatea bateriei', `${phone!.batteryHealth} %`, '93 %'],
        [
          'Curier',
          'livrare joi, 3 decembrie – vineri, 4 decembrie',
          'livrare joi, 3 decembrie – vineri, 4 decembrie',
        ],
        ['Procesor', 'Apple A16 Bionic', '—'],
        ['Procesor', '—', 'Apple M1'],
        ['Tastatură', '—', 'US English'],
      ]),
    );
    // What is compared is remembered for the next product page's "Compare" link.
    expect(JSON.parse(window.localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]')).toEqual([
      phone!.productId,
      'LAPTOP1',
    ]);
  });

  it("adds a product page's listing to the list compared before, and writes the whole list", async () => {
    const [a, b] = listings.filter((l) => l.stock > 0);
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([a!.productId]));
    open(comparePath('ro', { add: b!.productId }));
    await waitFor(() =>
      expect(here()).toBe(comparePath('ro', { items: [a!.productId, b!.productId] })),
    );
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(2));
  });

  it('removes a device, keeping the others in the address and the memory', async () => {
    const user = userEvent.setup();
    const [a, b] = listings.filter((l) => l.stock > 0);
    open(comparePath('ro', { items: [a!.productId, b!.productId] }));
    const table = await screen.findByRole('table');
    const [first] = within(table).getAllByRole('button', { name: /^Scoate Apple iPhone 14 Pro/ });
    await user.click(first!);
    await waitFor(() => expect(here()).toBe(comparePath('ro', { items: [b!.productId] })));
    expect(parseStoredCompare(window.localStorage.getItem(COMPARE_STORAGE_KEY))).toEqual([
      b!.productId,
    ]);
  });

  it('says how to start when nothing is compared', async () => {
    open(comparePath('ro'));
    expect(await screen.findByText(/Nu ai ales încă nimic de comparat/)).toBeTruthy();
  });
});
