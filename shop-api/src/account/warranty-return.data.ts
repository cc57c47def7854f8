/**
 * Warranty and return data per country (spec section 3), in each site's language: the default
 * warranty (2 years) and return (60 days) of spec section 9, and the genius return, which gives
 * 90 days to a genius member's order of at least a minimum value in the country's currency
 * (about 200 euro). Names of the extra services (EXTRA_WARRANTY, INSURANCE) are built from their
 * type and months here too, because the catalog only has technical keys (`extended_warranty_12`).
 */
import {
  DEFAULT_RETURN_DAYS,
  DEFAULT_WARRANTY_VALIDITY,
  SECOND_INSURANCE_TAB_MARKER,
  WarrantyReturnDataSchema,
  type Country,
  type ExtraServiceType,
  type WarrantyReturnData,
} from '@refurb/shared-contracts';

const GENIUS_RETURN_DAYS = 90;

interface Words {
  readonly defaultWarranty: string;
  readonly defaultReturn: string;
  readonly geniusReturn: string;
  readonly returnDetails: string;
  readonly warrantyDetails: string;
  readonly geniusMinOrderValue: number;
  readonly extraWarranty: (months: number) => string;
  readonly insurance: (months: number) => string;
  readonly theftInsurance: (months: number) => string;
}

const WORDS: Readonly<Record<Country, Words>> = {
  ro: {
    defaultWarranty: 'Garanție standard',
    defaultReturn: 'Retur standard',
    geniusReturn: 'Retur extins Genius',
    returnDetails: `Retur gratuit în ${DEFAULT_RETURN_DAYS} de zile`,
    warrantyDetails: `Garanție ${DEFAULT_WARRANTY_VALIDITY} ani`,
    geniusMinOrderValue: 1000,
    extraWarranty: (m) => `Garanție extinsă ${m} luni`,
    insurance: (m) => `Asigurare daune ${m} luni`,
    theftInsurance: (m) => `Asigurare daune accidentale și furt ${m} luni`,
  },
  bg: {
    defaultWarranty: 'Стандартна гаранция',
    defaultReturn: 'Стандартно връщане',
    geniusReturn: 'Удължено връщане Genius',
    returnDetails: `Безплатно връщане до ${DEFAULT_RETURN_DAYS} дни`,
    warrantyDetails: `Гаранция ${DEFAULT_WARRANTY_VALIDITY} години`,
    geniusMinOrderValue: 400,
    extraWarranty: (m) => `Удължена гаранция ${m} месеца`,
    insurance: (m) => `Застраховка срещу повреди ${m} месеца`,
    theftInsurance: (m) => `Застраховка срещу злополука и кражба ${m} месеца`,
  },
  hu: {
    defaultWarranty: 'Alap jótállás',
    defaultReturn: 'Normál visszaküldés',
    geniusReturn: 'Genius meghosszabbított visszaküldés',
    returnDetails: `Ingyenes visszaküldés ${DEFAULT_RETURN_DAYS} napon belül`,
    warrantyDetails: `${DEFAULT_WARRANTY_VALIDITY} év jótállás`,
    geniusMinOrderValue: 80_000,
    extraWarranty: (m) => `Kiterjesztett jótállás ${m} hónap`,
    insurance: (m) => `Törésbiztosítás ${m} hónap`,
    theftInsurance: (m) => `Baleset- és lopásbiztosítás ${m} hónap`,
  },
  gr: {
    defaultWarranty: 'Βασική εγγύηση',
    defaultReturn: 'Τυπική επιστροφή',
    geniusReturn: 'Εκτεταμένη επιστροφή Genius',
    returnDetails: `Δωρεάν επιστροφή εντός ${DEFAULT_RETURN_DAYS} ημερών`,
    warrantyDetails: `Εγγύηση ${DEFAULT_WARRANTY_VALIDITY} ετών`,
    geniusMinOrderValue: 200,
    extraWarranty: (m) => `Επέκταση εγγύησης ${m} μηνών`,
    insurance: (m) => `Ασφάλιση ζημιών ${m} μηνών`,
    theftInsurance: (m) => `Ασφάλιση ατυχήματος και κλοπής ${m} μηνών`,
  },
};

/** The country's warranty and return data, parsed with the contract's schema. */
export function warrantyReturnData(country: Country): WarrantyReturnData {
  const words = WORDS[country];
  return WarrantyReturnDataSchema.parse({
    defaultWarranty: { name: words.defaultWarranty, periodInYears: DEFAULT_WARRANTY_VALIDITY },
    defaultReturn: { name: words.defaultReturn, days: DEFAULT_RETURN_DAYS },
    geniusReturn: {
      name: words.geniusReturn,
      days: GENIUS_RETURN_DAYS,
      minOrderValue: words.geniusMinOrderValue,
    },
    returnDetails: { name: words.returnDetails, validityInDays: DEFAULT_RETURN_DAYS },
    warrantyDetails: {
      measure: 'years',
      name: words.warrantyDetails,
      validity: DEFAULT_WARRANTY_VALIDITY,
    },
  });
}

/** An extra service's name in the site's language (`insurance_Ad_Th_12` covers theft too). */
export function extraServiceName(
  country: Country,
  service: { readonly key: string; readonly type: ExtraServiceType; readonly months: number },
): string {
  const words = WORDS[country];
  if (service.type === 'EXTRA_WARRANTY') return words.extraWarranty(service.months);
  return service.key.includes(SECOND_INSURANCE_TAB_MARKER)
    ? words.theftInsurance(service.months)
    : words.insurance(service.months);
}
