import { describe, expect, it } from '@jest/globals';
import type { Listing } from '../api/catalog.schema.js';
import { COUNTRIES, type Country } from '../schemas/enums.schema.js';
import { deepFreeze } from '../test-support/fixtures.js';
import { matchRoute } from './localized-routes.js';
import { askedVariant, cartItemAddress, listingOfAddress } from './product-address.js';
import { productAddress, type AddressModel } from './product-link.js';

const iphone: AddressModel = {
  type: 'SMARTPHONE',
  brand: 'Apple',
  brandSlug: 'apple',
  name: 'iPhone 14 Pro',
  legacyModelId: 1011,
};

let productNo = 0;
const listing = (storage: string, color: string, grade: string, price: number, stock = 3) => {
  productNo += 1;
  return {
    productId: `P${productNo}`,
    legacySellOrderId: 700_000 + productNo,
    sku: `SKU-${productNo}`,
    storage,
    color,
    grade,
    stock,
    batteryType: 'Standard',
    batteryHealth: 90,
    price,
    previousPrice: null,
    image: '/x.png',
  } satisfies Listing;
};

// The seeded iPhone 14 Pro, in part: 128GB Deep Purple BUN is what an address without its
// configuration opened (the cheapest BUN), 256GB Gold BUN (2.869 lei) what the cart held.
const listings = deepFreeze([
  listing('128GB', 'Deep Purple', 'BUN', 2519),
  listing('128GB', 'Deep Purple', 'CA_NOU', 3079),
  listing('128GB', 'Gold', 'BUN', 2519),
  listing('256GB', 'Gold', 'BUN', 2869),
  listing('256GB', 'Gold', 'CA_NOU', 3489),
  listing('256GB', 'Gold', 'ACCEPTABIL', 2589, 0),
  listing('256GB', 'Pink Gold', 'CA_NOU', 3499),
  listing('512GB', 'Space Black', 'FOARTE_BUN', 3569),
  // Colours named in the site's language (none in the seed today; a product service may).
  listing('256GB', 'Черен', 'BUN', 2899),
  listing('256GB', 'Μαύρο Διαστήματος', 'BUN', 2899),
]);
const byId = (id: string) => listings.find((l) => l.productId === id)!;

/** The params the site's router reads from an address. */
function opened(country: Country, address: string) {
  const match = matchRoute(country, address);
  expect(match?.name).toBe('shop-brand-model');
  return { slug: match!.params.slug ?? '', shape: match!.params.shape };
}

describe('the brand-model address (spec section 2)', () => {
  it.each<[Country, string]>([
    ['ro', '/magazin/apple/telefoane-apple-iphone-14-pro-256gb-gold/1011/?shape=BUN'],
    ['bg', '/magazin/apple/telefoni-apple-iphone-14-pro-256gb-gold/1011/?shape=BUN'],
    ['hu', '/bolt/apple/telefonok-apple-iphone-14-pro-256gb-gold/1011/?shape=BUN'],
    ['gr', '/katastima/apple/kinita-apple-iphone-14-pro-256gb-gold/1011/?shape=BUN'],
  ])('%s: brand / category-brand-model-storage-color / legacy id, ?shape=grade', (c, path) => {
    expect(productAddress(c, iphone, { storage: '256GB', color: 'Gold', grade: 'BUN' })).toBe(path);
  });

  it('writes a colour named in Bulgarian or Greek in Latin letters', () => {
    expect(productAddress('bg', iphone, { storage: '256GB', color: 'Черен', grade: 'BUN' })).toBe(
      '/magazin/apple/telefoni-apple-iphone-14-pro-256gb-cheren/1011/?shape=BUN',
    );
    expect(
      productAddress('gr', iphone, {
        storage: '256GB',
        color: 'Μαύρο Διαστήματος',
        grade: 'BUN',
      }),
    ).toBe('/katastima/apple/kinita-apple-iphone-14-pro-256gb-mavro-diastimatos/1011/?shape=BUN');
  });

  it.each(COUNTRIES)('%s: every listing is read back exactly from its own address', (country) => {
    for (const l of listings) {
      const found = listingOfAddress(
        iphone,
        listings,
        opened(country, productAddress(country, iphone, l)),
      );
      expect({ id: found?.listing.productId, exact: found?.exact }).toEqual({
        id: l.productId,
        exact: true,
      });
    }
  });

  it('reads 256GB Gold, not the cheapest listing of the grade', () => {
    const found = listingOfAddress(
      iphone,
      listings,
      opened('ro', '/magazin/apple/telefoane-apple-iphone-14-pro-256gb-gold/1011/?shape=BUN'),
    );
    expect(found).toEqual({ listing: byId('P4'), exact: true });
    expect(found?.listing.price).toBe(2869);
  });

  it('tells Gold from Pink Gold (the longest colour that ends the slug)', () => {
    expect(
      askedVariant(iphone, listings, { slug: 'telefoane-apple-iphone-14-pro-256gb-pink-gold' }),
    ).toEqual({ storage: '256GB', color: 'Pink Gold', grade: null, named: true });
    expect(
      askedVariant(iphone, listings, { slug: 'telefoane-apple-iphone-14-pro-256gb-gold' }),
    ).toMatchObject({ storage: '256GB', color: 'Gold' });
  });

  it("reads another site's slug, an old model name and a slug in capitals", () => {
    const shape = 'BUN';
    for (const slug of [
      'kinita-apple-iphone-14-pro-256gb-gold',
      'telefoane-apple-iphone-14-pro-max-256gb-gold',
      'TELEFOANE-APPLE-IPHONE-14-PRO-256GB-GOLD',
    ]) {
      expect(listingOfAddress(iphone, listings, { slug, shape })).toEqual({
        listing: byId('P4'),
        exact: true,
      });
    }
  });

  it('shows a sold-out configuration as asked (the page says it is sold out)', () => {
    const slug = 'telefoane-apple-iphone-14-pro-256gb-gold';
    expect(listingOfAddress(iphone, listings, { slug, shape: 'ACCEPTABIL' })).toEqual({
      listing: byId('P6'),
      exact: true,
    });
  });

  it('an unknown grade keeps storage and colour: their best grade in stock, not exact', () => {
    const slug = 'telefoane-apple-iphone-14-pro-256gb-gold';
    expect(listingOfAddress(iphone, listings, { slug, shape: 'NOU_SIGILAT' })).toEqual({
      listing: byId('P4'),
      exact: false,
    });
  });

  it('an unknown colour keeps the storage (and the grade where it can), not exact', () => {
    const slug = 'telefoane-apple-iphone-14-pro-512gb-gold';
    expect(listingOfAddress(iphone, listings, { slug, shape: 'FOARTE_BUN' })).toEqual({
      listing: byId('P8'),
      exact: false,
    });
    // Storage and colour both known, but not together: the storage wins, then the colour.
    expect(
      listingOfAddress(iphone, listings, {
        slug: 'telefoane-apple-iphone-14-pro-128gb-pink-gold',
        shape: 'CA_NOU',
      }),
    ).toEqual({ listing: byId('P2'), exact: false });
  });

  it('a configuration the model does not know at all: its best listing, not exact', () => {
    expect(
      listingOfAddress(iphone, listings, { slug: 'telefoane-apple-iphone-14-pro-1tb-red' }),
    ).toEqual({ listing: byId('P1'), exact: false });
  });

  it('an address naming only the model: its best listing, nothing asked so nothing missed', () => {
    for (const slug of ['telefoane-apple-iphone-14-pro', 'anything']) {
      expect(listingOfAddress(iphone, listings, { slug })).toEqual({
        listing: byId('P1'),
        exact: true,
      });
    }
    expect(listingOfAddress(iphone, [], { slug: 'x' })).toBeNull();
  });
});

describe("a cart phone's link", () => {
  const phone = {
    productUrl: '/magazin/apple/telefoane-apple-iphone-14-pro/1011/',
    model_type: 'SMARTPHONE',
    brand: 'Apple',
    model: 'iPhone 14 Pro',
    storage: '256GB',
    color: 'Gold',
    shape: 'BUN',
  } as const;

  it("names the item's storage, colour and grade whatever the stored productUrl says", () => {
    expect(cartItemAddress('ro', phone)).toBe(
      '/magazin/apple/telefoane-apple-iphone-14-pro-256gb-gold/1011/?shape=BUN',
    );
    expect(
      cartItemAddress('ro', {
        ...phone,
        productUrl:
          '/magazin/apple/telefoane-apple-iphone-14-pro-128gb-deep-purple/1011/?shape=CA_NOU',
      }),
    ).toBe('/magazin/apple/telefoane-apple-iphone-14-pro-256gb-gold/1011/?shape=BUN');
    expect(
      cartItemAddress('gr', {
        ...phone,
        color: 'Μαύρο',
        productUrl: '/katastima/apple/kinita-apple-iphone-14-pro/1011/',
      }),
    ).toBe('/katastima/apple/kinita-apple-iphone-14-pro-256gb-mavro/1011/?shape=BUN');
  });

  it('leaves a link that is not a brand-model page of the site alone', () => {
    expect(cartItemAddress('ro', { ...phone, productUrl: '' })).toBe('');
    expect(cartItemAddress('ro', { ...phone, productUrl: '/bolt/apple/x/1011/' })).toBe(
      '/bolt/apple/x/1011/',
    );
  });
});
