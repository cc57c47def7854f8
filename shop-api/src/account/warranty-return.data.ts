/**
 * Warranty and return data per country (spec section 3), in each site's language: the default
 * warranty (2 years) and return (60 days) of spec section 9, and the genius return, which gives
 * 90 days to a genius member's order of at least a minimum value in the country's currency
 * (about 200 euro; written in spec section 1's currency, converted to a site configured in
 * another by catalog/money.ts `siteAmount`). The extra services' names are the product page's
 * (catalog/offers.ts `extraServiceName`), in the account and on the invoice too.
 */
import {
  DEFAULT_RETURN_DAYS,
  DEFAULT_WARRANTY_VALIDITY,
  fillTemplate,
  type Country,
} from '@refurb/shared-contracts';
import {
  WarrantyReturnDataSchema,
  type WarrantyReturnData,
} from '@refurb/shared-contracts/account';
import { siteAmount } from '../catalog/money.js';

const GENIUS_RETURN_DAYS = 90;

interface Words {
  readonly defaultWarranty: string;
  readonly defaultReturn: string;
  readonly geniusReturn: string;
  readonly geniusMinOrderValue: number;
}

type CountedWord = 'returnDetails' | 'warrantyDetails';

/**
 * The words that say a number of days, years or months: ICU plural messages, so the number and
 * its word agree ("12 luni", "24 de luni", "1 μήνα"; issue 33 point 20).
 */
export const WARRANTY_RETURN_WORDS: Readonly<
  Record<Country, Readonly<Record<CountedWord, string>>>
> = {
  ro: {
    returnDetails: 'Retur gratuit în {days, plural, one {# zi} few {# zile} other {# de zile}}',
    warrantyDetails: 'Garanție {years, plural, one {# an} few {# ani} other {# de ani}}',
  },
  bg: {
    returnDetails: 'Безплатно връщане до {days, plural, one {# ден} other {# дни}}',
    warrantyDetails: 'Гаранция {years, plural, one {# година} other {# години}}',
  },
  hu: {
    returnDetails: 'Ingyenes visszaküldés {days, plural, one {# napon} other {# napon}} belül',
    warrantyDetails: '{years, plural, one {# év} other {# év}} jótállás',
  },
  gr: {
    returnDetails: 'Δωρεάν επιστροφή εντός {days, plural, one {# ημέρας} other {# ημερών}}',
    warrantyDetails: 'Εγγύηση {years, plural, one {# έτους} other {# ετών}}',
  },
};

const WORDS: Readonly<Record<Country, Words>> = {
  ro: {
    defaultWarranty: 'Garanție standard',
    defaultReturn: 'Retur standard',
    geniusReturn: 'Retur extins Genius',
    geniusMinOrderValue: 1000,
  },
  bg: {
    defaultWarranty: 'Стандартна гаранция',
    defaultReturn: 'Стандартно връщане',
    geniusReturn: 'Удължено връщане Genius',
    geniusMinOrderValue: 400,
  },
  hu: {
    defaultWarranty: 'Alap jótállás',
    defaultReturn: 'Normál visszaküldés',
    geniusReturn: 'Genius meghosszabbított visszaküldés',
    geniusMinOrderValue: 80_000,
  },
  gr: {
    defaultWarranty: 'Βασική εγγύηση',
    defaultReturn: 'Τυπική επιστροφή',
    geniusReturn: 'Εκτεταμένη επιστροφή Genius',
    geniusMinOrderValue: 200,
  },
};

/** The country's warranty and return data, parsed with the contract's schema. */
export function warrantyReturnData(country: Country): WarrantyReturnData {
  const words = WORDS[country];
  const counted = WARRANTY_RETURN_WORDS[country];
  return WarrantyReturnDataSchema.parse({
    defaultWarranty: { name: words.defaultWarranty, periodInYears: DEFAULT_WARRANTY_VALIDITY },
    defaultReturn: { name: words.defaultReturn, days: DEFAULT_RETURN_DAYS },
    geniusReturn: {
      name: words.geniusReturn,
      days: GENIUS_RETURN_DAYS,
      minOrderValue: siteAmount(country, words.geniusMinOrderValue),
    },
    returnDetails: {
      name: fillTemplate(counted.returnDetails, { days: DEFAULT_RETURN_DAYS }, country),
      validityInDays: DEFAULT_RETURN_DAYS,
    },
    warrantyDetails: {
      measure: 'years',
      name: fillTemplate(counted.warrantyDetails, { years: DEFAULT_WARRANTY_VALIDITY }, country),
      validity: DEFAULT_WARRANTY_VALIDITY,
    },
  });
}
