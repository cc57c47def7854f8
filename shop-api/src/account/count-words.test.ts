/**
 * Issue 33 point 20: the texts shop-api writes with a count (extra services' names in the cart,
 * account and invoices, one wording for all three since issue 35, the warranty and return details, the genius benefits) say it in the
 * plural forms of the site's language, and none says a count without them (pluralGaps).
 */
import { pluralGaps } from '@refurb/shared-contracts/testing';
import { describe, expect, it } from '@jest/globals';
import { COUNTRIES } from '@refurb/shared-contracts';
import { extraServiceName as offerName, EXTRA_SERVICE_NAMES } from '../catalog/offers.js';
import { GENIUS_MESSAGES } from './genius-benefits.js';
import { WARRANTY_RETURN_WORDS } from './warranty-return.data.js';

const warranty = (months: number) => ({
  key: `extended_warranty_${months}`,
  type: 'EXTRA_WARRANTY' as const,
  months,
});

describe('counted words of shop-api', () => {
  it.each([
    ['ro', ['Garanție extinsă 1 lună', 'Garanție extinsă 12 luni', 'Garanție extinsă 24 de luni']],
    [
      'bg',
      ['Удължена гаранция 1 месец', 'Удължена гаранция 12 месеца', 'Удължена гаранция 24 месеца'],
    ],
    [
      'hu',
      [
        'Kiterjesztett garancia 1 hónap',
        'Kiterjesztett garancia 12 hónap',
        'Kiterjesztett garancia 24 hónap',
      ],
    ],
    [
      'gr',
      ['Επέκταση εγγύησης 1 μήνας', 'Επέκταση εγγύησης 12 μήνες', 'Επέκταση εγγύησης 24 μήνες'],
    ],
  ] as const)(
    '%s: an extra warranty is named with its months (the cart, the account, the invoice)',
    (country, names) => {
      expect([1, 12, 24].map((months) => offerName(country, warranty(months)))).toEqual(names);
    },
  );

  it.each(COUNTRIES.map((c) => [c]))('%s: no count is said without plural forms', (country) => {
    expect(pluralGaps(country, EXTRA_SERVICE_NAMES[country])).toEqual([]);
    expect(pluralGaps(country, WARRANTY_RETURN_WORDS[country])).toEqual([]);
    expect(pluralGaps(country, GENIUS_MESSAGES[country])).toEqual([]);
  });
});
