/**
 * The models the shop buys through the sell flow, with what it pays for a flawless device of each
 * storage. Prices are kept once, in RON (typical Romanian trade-in prices), and converted for each
 * site by `SELL_PRICE_CONVERSION`: one factor and one rounding step per country, so a price change
 * is one edit here and the four sites move together. The catalog is listed by category (the
 * order of `DEVICE_TYPE_KEYS`), then brand, then newest first.
 *
 * The factors give spec section 1's currency of each site (leva for BG). A site configured in
 * another currency (BG in euro, issue 36) gets that amount converted at the fixed rate, to the
 * cent (catalog/money.ts `siteAmount`), and its lines are rounded to the cent too.
 */
import {
  DEVICE_TYPE_KEYS,
  countryConfig,
  type Country,
  type DeviceTypeKey,
} from '@refurb/shared-contracts';
import { type SellCatalogResponse, type SellModel } from '@refurb/shared-contracts/api/sell';
import { isSpecCurrency, siteAmount, toCents } from '../catalog/money.js';

/** A storage option and its price in RON. */
export interface SellStorageSeed {
  readonly storage: string;
  readonly ron: number;
}

export interface SellModelSeed {
  readonly id: string;
  readonly category: DeviceTypeKey;
  readonly brand: string;
  readonly name: string;
  readonly releaseYear: number;
  readonly storages: readonly SellStorageSeed[];
}

/**
 * RON to each site's currency: the factor, then rounding to a whole `step` (forint prices end in
 * 00). The factors follow the exchange rates the shop prices its devices with.
 */
export const SELL_PRICE_CONVERSION: Readonly<
  Record<Country, { readonly factor: number; readonly step: number }>
> = {
  ro: { factor: 1, step: 1 },
  bg: { factor: 0.39, step: 1 },
  hu: { factor: 79, step: 100 },
  gr: { factor: 0.2, step: 1 },
};

/** An amount rounded to a whole `step`, halves away from zero (through `toFixed`, as below). */
function roundToStep(amount: number, step: number): number {
  const steps = Math.round(Number((Math.abs(amount) / step).toFixed(6)));
  return steps === 0 ? 0 : Math.sign(amount) * steps * step;
}

/**
 * An amount rounded to the country's step, halves away from zero (a −72.5 lei deduction is −73).
 * Going through `toFixed` first: 1450 × 0.39 is 565.4999… in binary, and people expect 566. A
 * site in another currency than its spec one rounds to the cent.
 */
export function roundToCountryStep(country: Country, amount: number): number {
  return isSpecCurrency(country)
    ? roundToStep(amount, SELL_PRICE_CONVERSION[country].step)
    : toCents(amount);
}

/** A RON price in the site's currency. */
export const sellPriceIn = (country: Country, ron: number): number =>
  siteAmount(
    country,
    roundToStep(ron * SELL_PRICE_CONVERSION[country].factor, SELL_PRICE_CONVERSION[country].step),
  );

/** The original box adds this percent of the base: the only bonus of the pricing. */
export const BOX_BONUS_PERCENT = 2;

/**
 * The most the shop pays for a device whose base is `base`: flawless, with its box (the pricing's
 * box line is rounded the same way), so the catalog's "up to" is never beaten by an offer.
 */
const bestOffer = (country: Country, base: number): number =>
  toCents(base + roundToCountryStep(country, (base * BOX_BONUS_PERCENT) / 100));

/** A storage size in GB as people name it: `128 GB`, `1 TB`. */
const storageName = (gb: number): string => (gb >= 1024 ? `${gb / 1024} TB` : `${gb} GB`);

/** A model and its RON price by storage size in GB. */
type ModelRow = readonly [
  id: string,
  brand: string,
  name: string,
  releaseYear: number,
  ronByGb: Readonly<Record<number, number>>,
];

const ROWS: Readonly<Record<DeviceTypeKey, readonly ModelRow[]>> = {
  SMARTPHONE: [
    ['apple-iphone-15', 'Apple', 'iPhone 15', 2023, { 128: 2600, 256: 2850, 512: 3150 }],
    ['apple-iphone-14', 'Apple', 'iPhone 14', 2022, { 128: 2000, 256: 2200, 512: 2450 }],
    ['apple-iphone-13', 'Apple', 'iPhone 13', 2021, { 128: 1450, 256: 1600, 512: 1800 }],
    ['apple-iphone-12', 'Apple', 'iPhone 12', 2020, { 64: 900, 128: 1000, 256: 1120 }],
    ['apple-iphone-11', 'Apple', 'iPhone 11', 2019, { 64: 650, 128: 730, 256: 820 }],
    ['samsung-galaxy-s23', 'Samsung', 'Galaxy S23', 2023, { 128: 1700, 256: 1850 }],
    ['samsung-galaxy-a54', 'Samsung', 'Galaxy A54', 2023, { 128: 650, 256: 750 }],
    ['samsung-galaxy-s22', 'Samsung', 'Galaxy S22', 2022, { 128: 1050, 256: 1150 }],
    ['samsung-galaxy-s21', 'Samsung', 'Galaxy S21', 2021, { 128: 700, 256: 780 }],
    ['google-pixel-8', 'Google', 'Pixel 8', 2023, { 128: 1500, 256: 1650 }],
    ['google-pixel-7', 'Google', 'Pixel 7', 2022, { 128: 950, 256: 1050 }],
    ['xiaomi-13', 'Xiaomi', 'Xiaomi 13', 2023, { 128: 1000, 256: 1100 }],
  ],
  TABLET: [
    ['apple-ipad-air-5', 'Apple', 'iPad Air (2022)', 2022, { 64: 1500, 256: 1850 }],
    ['apple-ipad-9', 'Apple', 'iPad (9th generation)', 2021, { 64: 700, 256: 900 }],
    ['samsung-galaxy-tab-s8', 'Samsung', 'Galaxy Tab S8', 2022, { 128: 1100, 256: 1250 }],
  ],
  LAPTOP: [
    ['apple-macbook-air-m2', 'Apple', 'MacBook Air M2', 2022, { 256: 3000, 512: 3500 }],
    ['apple-macbook-air-m1', 'Apple', 'MacBook Air M1', 2020, { 256: 2000, 512: 2400 }],
    [
      'lenovo-thinkpad-x1-carbon-gen-9',
      'Lenovo',
      'ThinkPad X1 Carbon Gen 9',
      2021,
      { 256: 1800, 512: 2000, 1024: 2250 },
    ],
    ['dell-xps-13', 'Dell', 'XPS 13', 2021, { 256: 1500, 512: 1700, 1024: 1950 }],
  ],
  // Watches and consoles: the one storage they are made with.
  SMARTWATCH: [
    ['apple-watch-series-8', 'Apple', 'Apple Watch Series 8', 2022, { 32: 800 }],
    ['samsung-galaxy-watch-5', 'Samsung', 'Galaxy Watch 5', 2022, { 16: 350 }],
  ],
  CONSOLE: [
    ['sony-playstation-5', 'Sony', 'PlayStation 5', 2020, { 825: 1700 }],
    ['microsoft-xbox-series-x', 'Microsoft', 'Xbox Series X', 2020, { 1024: 1500 }],
    ['nintendo-switch-oled', 'Nintendo', 'Switch OLED', 2021, { 64: 800 }],
  ],
};

const toSeed =
  (category: DeviceTypeKey) =>
  ([id, brand, name, releaseYear, ronByGb]: ModelRow): SellModelSeed => ({
    id,
    category,
    brand,
    name,
    releaseYear,
    // Integer keys come out in ascending order: the smallest storage first.
    storages: Object.entries(ronByGb).map(([gb, ron]) => ({
      storage: storageName(Number(gb)),
      ron,
    })),
  });

const byCatalogOrder = (a: SellModelSeed, b: SellModelSeed): number =>
  DEVICE_TYPE_KEYS.indexOf(a.category) - DEVICE_TYPE_KEYS.indexOf(b.category) ||
  a.brand.localeCompare(b.brand, 'en') ||
  b.releaseYear - a.releaseYear;

/** Every model, in catalog order (the sort is stable: same-year models keep the order above). */
export const SELL_MODELS: readonly SellModelSeed[] = DEVICE_TYPE_KEYS.flatMap((category) =>
  ROWS[category].map(toSeed(category)),
).sort(byCatalogOrder);

export const sellModel = (id: string): SellModelSeed | undefined =>
  SELL_MODELS.find((model) => model.id === id);

const toSellModel = (country: Country, model: SellModelSeed): SellModel => ({
  id: model.id,
  category: model.category,
  brand: model.brand,
  name: model.name,
  releaseYear: model.releaseYear,
  storages: model.storages.map(({ storage, ron }) => ({
    storage,
    maxPrice: bestOffer(country, sellPriceIn(country, ron)),
  })),
});

/** The catalog as the site shows it: prices in its currency. */
export function sellCatalog(country: Country): SellCatalogResponse {
  return {
    country,
    currencyLabel: countryConfig(country).currencyLabel,
    models: SELL_MODELS.map((model) => toSellModel(country, model)),
  };
}
