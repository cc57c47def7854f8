/**
 * The struck-through previous price of every catalog call is the EU price-reduction rule's
 * (catalog/omnibus.ts) over the price history the database keeps (migration 0022). Each test
 * writes a listing's past by hand, as an operator backdating a history would, then changes its
 * price through product_prices, whose trigger records the change; the next read must show it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CatalogResponseSchema,
  ListingPageResponseSchema,
  ModelPageResponseSchema,
  PricingResponseSchema,
} from '@refurb/shared-contracts/api/catalog';
import { RefreshCartResponseSchema } from '@refurb/shared-contracts/cart';
import { sql } from 'drizzle-orm';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';

type Listing = TestServer['seed']['products'][number];

describe.each(testEngines())('previous prices on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  /** A listing in stock of a model no other test here uses, and its model. */
  const used = new Set<number>();
  const freshListing = (): { listing: Listing; legacyModelId: number; type: string } => {
    const listing = server.seed.products.find((p) => p.stock > 0 && !used.has(p.modelId))!;
    used.add(listing.modelId);
    const model = server.seed.models.find((m) => m.id === listing.modelId)!;
    return { listing, legacyModelId: model.legacyModelId, type: model.deviceType };
  };

  /**
   * Replaces the listing's Romanian history by `past` ([price, days ago], oldest first), then
   * puts it on sale at `price` (one transaction: the trigger dates that change today).
   */
  const story = (id: string, past: [number, number][], price: number) =>
    server.database.exec(
      `DELETE FROM price_history WHERE product_id = '${id}' AND country = 'ro';
       INSERT INTO price_history (product_id, country, price, valid_from) VALUES ${past
         .map(([p, days]) => `('${id}', 'ro', ${p}, now() - interval '${days} days')`)
         .join(', ')};
       UPDATE product_prices SET price = ${price} WHERE product_id = '${id}' AND country = 'ro';`,
    );

  /** What every catalog call answers as the listing's previous price in Romania. */
  const previousPrices = async ({ listing, legacyModelId }: ReturnType<typeof freshListing>) => {
    const json = async (path: string) => {
      const response = await server.get(path);
      expect(response.status).toBe(200);
      return response.json();
    };
    const page = ListingPageResponseSchema.parse(
      await json(`/product/listings/${listing.id}?country=ro`),
    );
    const model = ModelPageResponseSchema.parse(
      await json(`/product/models/${legacyModelId}?country=ro`),
    );
    const pricing = PricingResponseSchema.parse(
      await json(`/product/pricing?country=ro&productIds=${listing.id}`),
    );
    const refresh = await server.post('/shop/cart/refresh', {
      country: 'ro',
      phones: [
        {
          legacySellOrderId: listing.legacySellOrderId,
          deviceAccessoryIds: [],
          selectedExtraServiceIds: [],
        },
      ],
      accessoryIds: [],
    });
    expect(refresh.status).toBe(200);
    const cart = RefreshCartResponseSchema.parse(await refresh.json());
    return {
      listingPage: page.listing.previousPrice,
      modelPage: model.listings.find((l) => l.productId === listing.id)!.previousPrice,
      pricing: pricing.prices[0]!.previousPrice,
      cart: cart.phones[0]!.previous_buy_price ?? null,
    };
  };
  const everywhere = (previous: number | null) => ({
    listingPage: previous,
    modelPage: previous,
    pricing: previous,
    cart: previous,
  });

  /** The card of the cheapest model of the type: the listing, priced below every seeded one. */
  const cheapestCard = async (type: string) => {
    const response = await server.get(
      `/product/catalog?country=ro&type=${type}&sort=price-asc&pageSize=1`,
    );
    expect(response.status).toBe(200);
    return CatalogResponseSchema.parse(await response.json()).items[0]!;
  };

  it('strikes through the lowest price of the 30 days before a genuine reduction', async () => {
    const subject = freshListing();
    await story(
      subject.listing.id,
      [
        [15, 90],
        [14, 20],
      ],
      12,
    );
    expect(await previousPrices(subject)).toEqual(everywhere(14));
    expect(await cheapestCard(subject.type)).toMatchObject({
      productId: subject.listing.id,
      fromPrice: 12,
      previousPrice: 14,
    });
  });

  it('shows no previous price for a price raised and then "reduced"', async () => {
    // 100 for 60 days, raised to 130 ten days ago, 115 today: the 30 days before held 100.
    const subject = freshListing();
    await story(
      subject.listing.id,
      [
        [10, 70],
        [13, 10],
      ],
      11.5,
    );
    expect(await previousPrices(subject)).toEqual(everywhere(null));
    expect(await cheapestCard(subject.type)).toMatchObject({
      productId: subject.listing.id,
      fromPrice: 11.5,
      previousPrice: null,
    });
  });

  it('ignores a low that ended more than 30 days before the reduction', async () => {
    const subject = freshListing();
    await story(
      subject.listing.id,
      [
        [100, 90],
        [130, 45],
      ],
      115,
    );
    expect(await previousPrices(subject)).toEqual(everywhere(130));
  });

  it('shows none once a reduced price is raised again, and keeps every change in the history', async () => {
    const subject = freshListing();
    const { id } = subject.listing;
    await story(id, [[130, 60]], 115);
    expect((await previousPrices(subject)).pricing).toBe(130);
    await server.database.exec(
      `UPDATE product_prices SET price = 120 WHERE product_id = '${id}' AND country = 'ro'`,
    );
    expect(await previousPrices(subject)).toEqual(everywhere(null));
    const history = await server.database.rows<{ price: number }>(
      sql`SELECT price::float8 AS price FROM price_history
          WHERE product_id = ${id} AND country = 'ro' ORDER BY valid_from`,
    );
    expect(history.map((h) => h.price)).toEqual([130, 115, 120]);
  });
});
