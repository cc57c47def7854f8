/**
 * The seeded iPhone 14 Pro (legacy model 1011) and part of its RO listings, for the product
 * page's tests: two storages sharing a colour, a sold-out grade, and a storage with one colour.
 */
import type { Listing, ModelPageResponse } from '@refurb/shared-contracts/api/catalog';
import type { ApiResult } from '@refurb/shared-contracts/runtime';
import type { HydratingPage } from '../app/server-page';
import { RO_PRODUCT_GUIDE, roDeliveryEstimate } from './product-guide';

export const IPHONE_14_PRO: ModelPageResponse['model'] = {
  modelId: 11,
  legacyModelId: 1011,
  type: 'SMARTPHONE',
  brand: 'Apple',
  brandSlug: 'apple',
  name: 'iPhone 14 Pro',
  slug: 'apple-iphone-14-pro',
  specs: {
    chip: 'Apple A16 Bionic',
    ram: '6 GB',
    screen: '6.1" Super Retina XDR OLED 120 Hz, 2556 × 1179',
    cameras: '48 MP main + 12 MP ultra-wide + 12 MP telephoto (3×); front 12 MP',
    sim: 'nano-SIM + eSIM',
    fiveG: true,
    dimensions: '147.5 × 71.5 × 7.85 mm',
    weight: 206,
    inBox: ['cable', 'sim-tool'],
  },
};

let productNo = 0;

/** A listing with a fresh product id. */
export const testListing = (
  storage: string,
  color: string,
  grade: string,
  price: number,
  stock = 3,
): Listing => {
  productNo += 1;
  return {
    productId: `P${String(productNo).padStart(5, '0')}`,
    legacySellOrderId: 700_000 + productNo,
    sku: `SKU-${productNo}`,
    storage,
    color,
    grade,
    stock,
    batteryType: 'Standard',
    batteryHealth: 91,
    price,
    previousPrice: null,
    image: '/content/images/x.png',
  };
};

/** The seeded iPhone 14 Pro's RO prices, in part. */
export const iphone14ProListings = (): Listing[] => [
  testListing('128GB', 'Deep Purple', 'BUN', 2519),
  testListing('128GB', 'Deep Purple', 'CA_NOU', 3079),
  testListing('256GB', 'Gold', 'CA_NOU', 3489),
  testListing('256GB', 'Gold', 'BUN', 2869),
  testListing('256GB', 'Gold', 'ACCEPTABIL', 2589, 0),
  testListing('256GB', 'Deep Purple', 'BUN', 2869),
  testListing('512GB', 'Gold', 'FOARTE_BUN', 3569),
];

/**
 * The product page's answers for the iPhone 14 Pro (its model page, shapes, no services, no
 * accessories) as the server rendered with them: the page hydrating from them draws it at once.
 */
export function iphone14ProAnswers(): HydratingPage {
  const model = IPHONE_14_PRO;
  const listings = iphone14ProListings();
  const answers: Record<string, ApiResult<unknown>> = {
    model: { ok: true, data: { model, listings } },
    shapes: {
      ok: true,
      data: {
        success: true,
        data: {
          productId: 'P00004',
          relatedSpecs: [
            {
              name: 'shape',
              items: listings
                .filter((l) => l.storage === '256GB' && l.color === 'Gold')
                .map((l) => ({ value: l.grade, inStock: l.stock > 0 })),
            },
          ],
        },
      },
    },
    extras: { ok: true, data: { productId: 'P00004', services: [] } },
    acc: { ok: true, data: { success: true, data: [] } },
    guide: { ok: true, data: RO_PRODUCT_GUIDE },
    delivery: { ok: true, data: roDeliveryEstimate(Date.now()) },
    // The model's reviews (ProductReviews.tsx): none yet.
    reviews: { ok: true, data: { reviews: [], average: null, count: 0 } },
  };
  return { mode: 'hydrate', consentBanner: false, read: (key) => answers[key.split(':')[0] ?? ''] };
}
