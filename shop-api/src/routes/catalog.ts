/**
 * The catalog calls of the product and search services; payloads in shared-contracts' catalog.schema.
 *
 * `/product/catalog-version` and `/product/sitemap` serve the host server: the first keys its
 * cache of pages (one row read per call, so it moves as a price or a stock change commits), the
 * second lists a site's model pages for its sitemap. The sitemap lists consoles too: whether a
 * site shows them is the host's runtime flag (`isConsoleEnabled`), which shop-api does not know,
 * so the host leaves them out itself.
 */
import {
  countryConfig,
  categorySlug,
  listingOfAddress,
  modelTitle,
  productAddress,
  type Country,
  type PaymentMethodKey,
} from '@refurb/shared-contracts';
import {
  CatalogQuerySchema,
  CatalogResponseSchema,
  CatalogVersionResponseSchema,
  ExtraServicesQuerySchema,
  ExtraServicesResponseSchema,
  ListingPageParamsSchema,
  ListingPageQuerySchema,
  ListingPageResponseSchema,
  ModelPageParamsSchema,
  ModelPageQuerySchema,
  ModelPageResponseSchema,
  PricingQuerySchema,
  PricingResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  SearchSuggestQuerySchema,
  SearchSuggestResponseSchema,
  SITEMAP_MAX_MODELS,
  SitemapQuerySchema,
  SitemapResponseSchema,
} from '@refurb/shared-contracts/api/catalog';
import { installmentTeaser, type AmountLimit } from '@refurb/shared-contracts/checkout';
import type { FastifyInstance } from 'fastify';
import type { CatalogRepository, ProductRow } from '../catalog/catalog.repository.js';
import { catalogPage, modelIdentity, toModelCard } from '../catalog/model-cards.js';
import { extraServicesOffer, productImageUrl } from '../catalog/offers.js';
import { typesSuggestedBy } from '../catalog/search-words.js';
import { HttpError, parseInput } from '../http/errors.js';

function toListing(p: ProductRow) {
  return {
    productId: p.id,
    legacySellOrderId: p.legacySellOrderId,
    sku: p.sku,
    storage: p.storage,
    color: p.color,
    grade: p.grade,
    stock: p.stock,
    batteryType: p.batteryType,
    batteryHealth: p.batteryHealth,
    price: p.price,
    previousPrice: p.previousPrice,
    image: productImageUrl(p),
  };
}

/** A listing with its lowest monthly payment, when the site's financing offers are known. */
function withInstallments<T extends { price: number }>(
  listing: T,
  offers: Awaited<ReturnType<NonNullable<CatalogOptions['financingOffers']>>> | null,
  /** The site's currency decimals: none for the forint. */
  fractionDigits: number,
) {
  return offers
    ? { ...listing, installments: installmentTeaser(offers, listing.price, fractionDigits) }
    : listing;
}

/** A currency's decimals as its prices are written: the forint has none in use. */
const fractionDigitsOf = (country: Country) =>
  countryConfig(country).currencyCode === 'HUF' ? 0 : 2;

/** What the product page's installment line is worked out from (app.ts). */
export interface CatalogOptions {
  /** The site's financing offers with their amount bounds; none: no installment line. */
  readonly financingOffers?: (
    country: Country,
  ) => Promise<readonly { key: PaymentMethodKey; amountLimit: AmountLimit | null }[]>;
}

export function registerCatalogRoutes(
  app: FastifyInstance,
  catalog: CatalogRepository,
  options: CatalogOptions = {},
): void {
  app.get('/product/catalog', async (request) => {
    const query = parseInput(CatalogQuerySchema, request.query, 'query');
    if (
      query.minPrice !== undefined &&
      query.maxPrice !== undefined &&
      query.minPrice > query.maxPrice
    ) {
      throw new HttpError(
        400,
        'invalid_request',
        'query.minPrice: is above maxPrice',
        'query.minPrice',
      );
    }
    // A catalog page depends on the query and the catalog only: computed once per catalog state.
    return catalog.derived(query.country, `catalog?${JSON.stringify(query)}`, (c) =>
      CatalogResponseSchema.parse(catalogPage(c.byType.get(query.type) ?? [], query)),
    );
  });

  app.get('/product/catalog-version', async () =>
    CatalogVersionResponseSchema.parse(await catalog.versions()),
  );

  app.get('/product/sitemap', async (request) => {
    const { country } = parseInput(SitemapQuerySchema, request.query, 'query');
    const models = (await catalog.modelsForSitemap(country))
      .sort((a, b) => a.legacyModelId - b.legacyModelId)
      .slice(0, SITEMAP_MAX_MODELS)
      .flatMap(({ listings, countries, lastmod }) => {
        const first = listings[0];
        if (!first) return [];
        const model = modelIdentity(first);
        // The page of an address naming no configuration: in stock first, then the cheapest.
        const best = listingOfAddress(model, listings, { slug: '' })?.listing ?? first;
        return [
          {
            legacyModelId: model.legacyModelId,
            type: model.type,
            brand: model.brand,
            brandSlug: model.brandSlug,
            name: model.name,
            listing: { storage: best.storage, color: best.color, grade: best.grade },
            countries,
            lastmod,
          },
        ];
      });
    return SitemapResponseSchema.parse({ country, models });
  });

  app.get('/product/models/:legacyModelId', async (request) => {
    const { legacyModelId } = parseInput(ModelPageParamsSchema, request.params, 'params');
    const { country } = parseInput(ModelPageQuerySchema, request.query, 'query');
    const [listings, offers] = await Promise.all([
      catalog.listingsOfModel(legacyModelId, country),
      options.financingOffers?.(country) ?? null,
    ]);
    const first = listings[0];
    if (!first)
      throw new HttpError(404, 'not_found', `No model ${legacyModelId}`, 'params.legacyModelId');
    return ModelPageResponseSchema.parse({
      model: {
        ...modelIdentity(first),
        specs: first.specs,
      },
      listings: listings.map((p) =>
        withInstallments(toListing(p), offers, fractionDigitsOf(country)),
      ),
    });
  });

  // One listing by its product id (a marketing page's add-to-cart button knows no more).
  app.get('/product/listings/:productId', async (request) => {
    const { productId } = parseInput(ListingPageParamsSchema, request.params, 'params');
    const { country } = parseInput(ListingPageQuerySchema, request.query, 'query');
    const [product, offers] = await Promise.all([
      catalog.productById(productId, country),
      options.financingOffers?.(country) ?? null,
    ]);
    if (!product)
      throw new HttpError(404, 'not_found', `No product ${productId}`, 'params.productId');
    return ListingPageResponseSchema.parse({
      model: { ...modelIdentity(product), specs: product.specs },
      listing: withInstallments(toListing(product), offers, fractionDigitsOf(country)),
    });
  });

  app.get('/product/pricing', async (request) => {
    const query = parseInput(PricingQuerySchema, request.query, 'query');
    const rows = await catalog.productsByIds(query.productIds, query.country);
    return PricingResponseSchema.parse({
      prices: rows.map((p) => ({
        productId: p.id,
        price: p.price,
        previousPrice: p.previousPrice,
        stock: p.stock,
      })),
    });
  });

  app.get('/shop/v2/extra-services', async (request) => {
    const query = parseInput(ExtraServicesQuerySchema, request.query, 'query');
    const product = await catalog.productById(query.productId, query.country);
    if (!product)
      throw new HttpError(404, 'not_found', `No product ${query.productId}`, 'query.productId');
    const services = await catalog.extraServicesFor(product.deviceType);
    return ExtraServicesResponseSchema.parse({
      productId: product.id,
      services: extraServicesOffer(query.country, product, services),
    });
  });

  // Best match first, then in stock, then by name (catalog.searchModels).
  app.get('/search', async (request) => {
    const query = parseInput(SearchQuerySchema, request.query, 'query');
    const found = await catalog.searchModels(query.q, query.country);
    return SearchResponseSchema.parse({
      query: query.q,
      results: found.slice(0, query.limit).map(toModelCard),
    });
  });

  // Asked at every pause in typing, by everyone alike: a minute in any cache is fresh enough.
  app.get('/search/suggest', async (request, reply) => {
    const { country, q, limit } = parseInput(SearchSuggestQuerySchema, request.query, 'query');
    // The host's category page (host-routes.ts categoryPath).
    const categories = typesSuggestedBy(q).map((type) => ({
      kind: 'category' as const,
      type,
      path: `/${categorySlug(country, type)}/`,
    }));
    const models = (await catalog.searchModels(q, country)).slice(0, limit).map((listings) => {
      const card = toModelCard(listings);
      return {
        kind: 'model' as const,
        type: card.type,
        legacyModelId: card.legacyModelId,
        label: modelTitle(card.brand, card.name),
        path: productAddress(country, card, card),
      };
    });
    reply.header('cache-control', 'public, max-age=60');
    return SearchSuggestResponseSchema.parse({
      query: q,
      suggestions: [...categories, ...models].slice(0, limit),
    });
  });
}
