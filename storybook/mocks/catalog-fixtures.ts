/**
 * The shop of the host's stories: eleven real models across the five device types, each with its
 * listings (storage × colour × grade), priced in the site's money with `localPrice`, pictured with
 * data-URL cards (no image host), and the extras and accessories offered with them, named in the
 * site's language. Listings follow one rule so a story can count on them: the cheapest grade
 * (ACCEPTABIL) of the first colour is in stock, so a model page opens on it with every shape of
 * the choice in stock ("Foarte bun - Popular"); other colours lack some grades.
 */
import { BATTERY_HEALTH_FLOOR, type Country, type DeviceTypeKey } from '@refurb/shared-contracts';
import {
  type AccessoryOffer,
  type Listing,
  type ModelIdentity,
  type ModelPageResponse,
} from '@refurb/shared-contracts/api/catalog';
import { type ExtraService } from '@refurb/shared-contracts/cart';
import { installmentTeaser, paymentMethodsFor } from '@refurb/shared-contracts/checkout';
import {
  GALAXY_S22,
  GALAXY_TAB_S8,
  IPAD_AIR_2022,
  IPHONE_12_MINI,
  IPHONE_13,
  IPHONE_15_PRO,
  MACBOOK_AIR_M1,
  PIXEL_7,
  PLAYSTATION_5,
  THINKPAD_T14_GEN_2,
  WATCH_SERIES_7,
} from './catalog-specs';
import { deviceImage, localPrice, STORY_WORDS } from './words';

export const STORY_GRADES = ['CA_NOU', 'FOARTE_BUN', 'BUN', 'ACCEPTABIL'] as const;
const GRADE_FACTOR = [1, 0.92, 0.85, 0.78] as const;

export interface StoryModel extends ModelIdentity {
  /** RON price of the first storage in grade CA_NOU. */
  readonly ron: number;
  readonly storages: readonly string[];
  readonly colors: readonly string[];
  readonly hue: number;
  readonly specs: ModelPageResponse['model']['specs'];
  /** Every listing sold out: the card says so, the page has no add button. */
  readonly soldOut?: boolean;
}

const idPart = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const model = (
  legacyModelId: number,
  type: DeviceTypeKey,
  brand: string,
  name: string,
  rest: Omit<StoryModel, keyof ModelIdentity>,
): StoryModel => ({
  modelId: legacyModelId * 10,
  legacyModelId,
  type,
  brand,
  brandSlug: brand.toLowerCase(),
  name,
  slug: idPart(name),
  ...rest,
});

export const STORY_MODELS: readonly StoryModel[] = [
  model(1301, 'SMARTPHONE', 'Apple', 'iPhone 13', {
    ron: 2699,
    storages: ['128GB', '256GB'],
    colors: ['Midnight', 'Starlight', 'Pink'],
    hue: 220,
    specs: IPHONE_13,
  }),
  model(2201, 'SMARTPHONE', 'Samsung', 'Galaxy S22', {
    ron: 2099,
    storages: ['128GB', '256GB'],
    colors: ['Phantom Black', 'Green'],
    hue: 260,
    specs: GALAXY_S22,
  }),
  model(7001, 'SMARTPHONE', 'Google', 'Pixel 7', {
    ron: 1899,
    storages: ['128GB'],
    colors: ['Obsidian', 'Snow'],
    hue: 150,
    specs: PIXEL_7,
  }),
  model(1501, 'SMARTPHONE', 'Apple', 'iPhone 15 Pro', {
    ron: 4999,
    storages: ['128GB', '256GB'],
    colors: ['Natural Titanium'],
    hue: 30,
    specs: IPHONE_15_PRO,
  }),
  model(1202, 'SMARTPHONE', 'Apple', 'iPhone 12 mini', {
    ron: 1499,
    storages: ['64GB'],
    colors: ['Black'],
    hue: 0,
    specs: IPHONE_12_MINI,
    soldOut: true,
  }),
  model(3101, 'TABLET', 'Apple', 'iPad Air (2022)', {
    ron: 2899,
    storages: ['64GB', '256GB'],
    colors: ['Space Gray', 'Blue'],
    hue: 200,
    specs: IPAD_AIR_2022,
  }),
  model(3201, 'TABLET', 'Samsung', 'Galaxy Tab S8', {
    ron: 2499,
    storages: ['128GB'],
    colors: ['Graphite'],
    hue: 280,
    specs: GALAXY_TAB_S8,
  }),
  model(4101, 'LAPTOP', 'Apple', 'MacBook Air M1', {
    ron: 3799,
    storages: ['256GB', '512GB'],
    colors: ['Space Gray', 'Silver'],
    hue: 210,
    specs: MACBOOK_AIR_M1,
  }),
  model(4201, 'LAPTOP', 'Lenovo', 'ThinkPad T14 Gen 2', {
    ron: 2999,
    storages: ['512GB'],
    colors: ['Black'],
    hue: 10,
    specs: THINKPAD_T14_GEN_2,
  }),
  model(5101, 'SMARTWATCH', 'Apple', 'Watch Series 7', {
    ron: 1399,
    storages: ['32GB'],
    colors: ['Midnight', 'Starlight'],
    hue: 340,
    specs: WATCH_SERIES_7,
  }),
  model(6101, 'CONSOLE', 'Sony', 'PlayStation 5', {
    ron: 2399,
    storages: ['825GB'],
    colors: ['White'],
    hue: 240,
    specs: PLAYSTATION_5,
  }),
];

/** RON, rounded to a shop price ending in 9. */
const shopPrice = (ron: number) => Math.max(9, Math.round(ron / 10) * 10 - 1);

/**
 * A unit's measured battery health: 100 for the new battery of grade CA_NOU, a spread of used
 * ones just above the floor for the others, none for a console.
 */
function batteryHealthOf(m: StoryModel, si: number, ci: number, gi: number): number | null {
  if (m.type === 'CONSOLE') return null;
  if (gi === 0) return 100;
  return BATTERY_HEALTH_FLOOR + 1 + ((m.legacyModelId + si * 3 + ci * 5 + gi * 7) % 10);
}

/**
 * The lowest monthly payment, as shop-api works it out from the methods of courier delivery (every
 * credit method of the site); the stories' methods have no amount bounds.
 */
const installmentsOf = (country: Country, price: number) =>
  installmentTeaser(
    paymentMethodsFor(country, 'courier').map((key) => ({ key, amountLimit: null })),
    price,
  );

/** Some grades of the later colours are gone; a sold-out model has nothing left. */
function stockOf(m: StoryModel, si: number, ci: number, gi: number): number {
  if (m.soldOut) return 0;
  if (ci > 0 && (gi === 3 || (si > 0 && gi === 2))) return 0;
  return 1 + ((si + ci + gi) % 4);
}

export function storyListings(m: StoryModel, country: Country): Listing[] {
  return m.storages.flatMap((storage, si) =>
    m.colors.flatMap((color, ci) =>
      STORY_GRADES.map((grade, gi) => {
        const ron = shopPrice(m.ron * (1 + 0.15 * si) * GRADE_FACTOR[gi]!);
        return {
          productId: `${m.slug}-${idPart(storage)}-${idPart(color)}-${grade.toLowerCase()}`,
          legacySellOrderId: m.legacyModelId * 100 + si * 20 + ci * 4 + gi,
          sku: `SKU-${m.legacyModelId}-${si}${ci}${gi}`,
          storage,
          color,
          grade,
          stock: stockOf(m, si, ci, gi),
          batteryType: gi === 0 ? 'Noua' : 'Standard',
          batteryHealth: batteryHealthOf(m, si, ci, gi),
          price: localPrice(country, ron),
          previousPrice: gi === 0 ? localPrice(country, shopPrice(ron * 1.12)) : null,
          installments: installmentsOf(country, localPrice(country, ron)),
          image: deviceImage(`${m.name}`, m.hue + ci * 40),
        } satisfies Listing;
      }),
    ),
  );
}

export function storyModelPage(m: StoryModel, country: Country): ModelPageResponse {
  const { ron: _ron, storages: _s, colors: _c, hue: _h, soldOut: _so, specs, ...identity } = m;
  return {
    model: { ...identity, specs },
    listings: storyListings(m, country),
  };
}

export const findStoryModel = (legacyModelId: number) =>
  STORY_MODELS.find((m) => m.legacyModelId === legacyModelId) ?? null;

export function findStoryListing(country: Country, productId: string) {
  for (const m of STORY_MODELS) {
    const listing = storyListings(m, country).find((l) => l.productId === productId);
    if (listing) return { model: m, listing };
  }
  return null;
}

/** Warranty for every device; damage insurance for phones and tablets. */
export function storyExtraServices(country: Country, type: DeviceTypeKey): ExtraService[] {
  const words = STORY_WORDS[country];
  const service = (id: string, key: string, ron: number, insurance = false): ExtraService => ({
    id,
    key,
    type: insurance ? 'INSURANCE' : 'EXTRA_WARRANTY',
    price: localPrice(country, ron),
    isSelected: false,
    name: words[id]!,
  });
  return [
    service('w12', 'warranty_12', 149),
    service('w24', 'warranty_24', 249),
    ...(type === 'SMARTPHONE' || type === 'TABLET'
      ? [service('ins', 'insurance_damage_12', 199, true)]
      : []),
  ];
}

/** What the shop suggests with a device: a new battery for phones, then its accessories. */
export function storyAccessories(country: Country, type: DeviceTypeKey): AccessoryOffer[] {
  const words = STORY_WORDS[country];
  const offer = (id: string, category: string, ron: number, hue: number): AccessoryOffer => ({
    id: `acc-${id}`,
    name: STORY_WORDS.ro[id]!,
    translatedName: words[id]!,
    price: localPrice(country, ron),
    image: deviceImage('', hue),
    isWrappingTax: id === 'wrap',
    category,
  });
  const wrap = offer('wrap', 'WRAP', 15, 50);
  if (type === 'LAPTOP')
    return [offer('sleeve', 'CASE', 99, 20), offer('mouse', 'MOUSE', 79, 90), wrap];
  if (type !== 'SMARTPHONE') return [offer('charger', 'CHARGER', 89, 120), wrap];
  return [
    offer('battery', 'BATTERY', 199, 100),
    offer('case', 'CASE', 49, 20),
    offer('glass', 'SCREEN_PROTECTOR', 39, 180),
    offer('charger', 'CHARGER', 89, 120),
    wrap,
  ];
}
