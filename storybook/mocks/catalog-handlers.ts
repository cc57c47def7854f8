/**
 * shop-api as the host sees it, for stories: the catalog with its filters and facets, the
 * brand-model page, one listing by its product id (the cart embed's buttons), the spec's available
 * shapes and related accessories, extra services, search, the content pages, the site's seller
 * (the footer's) and reviews (read and create), and who is logged in (`/bff/session`, `/bff/me`, and
 * `/bff/me/cloud-token` for the cart's cloud sync).
 * Requests are parsed with the contracts as shop-api parses them (a bad one is a 400 naming the problem);
 * answers go through `answer`, so they match the contracts too. The shop is the eleven models of
 * `catalog-fixtures.ts`, in the money and language of the country the request names.
 *
 * A story that needs one call to fail or hang puts `catalogFailing(...)` or `catalogPending(...)`
 * before `catalogHandlers()`: MSW answers with the first handler that matches.
 */
import { safeParseWithMessages, type Country } from '@refurb/shared-contracts';
import {
  AvailableShapesQuerySchema,
  AvailableShapesResponseSchema,
  CatalogQuerySchema,
  CatalogResponseSchema,
  ExtraServicesQuerySchema,
  ExtraServicesResponseSchema,
  ListingPageParamsSchema,
  ListingPageQuerySchema,
  ListingPageResponseSchema,
  ModelPageParamsSchema,
  ModelPageQuerySchema,
  ModelPageResponseSchema,
  RelatedAccessoriesQuerySchema,
  RelatedAccessoriesResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  type CatalogQuery,
  type Listing,
  type ModelCard,
} from '@refurb/shared-contracts/api/catalog';
import {
  CompanyIdentitySchema,
  CompanyQuerySchema,
  ContentPageKeySchema,
  ContentPageQuerySchema,
  ContentPageSchema,
  CreateReviewRequestSchema,
  CreateReviewResponseSchema,
  ReviewsQuerySchema,
  ReviewsResponseSchema,
  type Review,
} from '@refurb/shared-contracts/api/content';
import {
  CloudTokenResponseSchema,
  SessionResponseSchema,
  SessionStateResponseSchema,
  type SessionUser,
} from '@refurb/shared-contracts/api/session';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type * as z from 'zod/mini';
import { answer, failure, never, service } from './answer';
import {
  findStoryListing,
  STORY_MODELS,
  storyAccessories,
  storyExtraServices,
  storyListings,
  storyModelPage,
  type StoryModel,
} from './catalog-fixtures';
import { averageRating, storyCompany, storyContentPage, storyReviews } from './content-fixtures';
import { productReviewHandlers } from './product-review-handlers';
import { deviceImage } from './words';

export * from './catalog-fixtures';
export * from './content-fixtures';
export * from './product-review-handlers';

export interface CatalogShop {
  readonly models: readonly StoryModel[];
  readonly reviews: (country: Country, kind: Review['kind']) => Review[];
  /** Who is logged in: `/bff/session` says null for a visitor, `/bff/me` answers it 401. */
  readonly user: SessionUser | null;
}

export const STORY_SHOP: CatalogShop = { models: STORY_MODELS, reviews: storyReviews, user: null };

/** The custom token `/bff/me/cloud-token` hands a story's signed-in person (an unsigned JWT). */
export const STORY_CLOUD_TOKEN = 'eyJhbGciOiJub25lIn0.eyJ1aWQiOiJzdG9yeS11c2VyIn0.';

/** The bot-check token the story sites hand out; any other is refused (400 bot_check_failed). */
export const STORY_BOT_TOKEN = 'bot-token-story';

export const CATALOG_ENDPOINTS = {
  catalog: { method: 'get', path: service('product', '/catalog') },
  model: { method: 'get', path: service('product', '/models/:legacyModelId') },
  listing: { method: 'get', path: service('product', '/listings/:productId') },
  shapes: { method: 'get', path: '/api/available-shapes/' },
  accessories: { method: 'get', path: '/api/get-related-accessories/' },
  extras: { method: 'get', path: service('shop', '/v2/extra-services') },
  search: { method: 'get', path: service('search', '') },
  contentPage: { method: 'get', path: service('content', '/pages/:key') },
  company: { method: 'get', path: service('content', '/company') },
  reviews: { method: 'get', path: service('content', '/reviews') },
  createReview: { method: 'post', path: service('content', '/reviews') },
  me: { method: 'get', path: service('bff', '/me') },
  session: { method: 'get', path: service('bff', '/session') },
  cloudToken: { method: 'get', path: service('bff', '/me/cloud-token') },
} as const;
export type CatalogEndpoint = keyof typeof CATALOG_ENDPOINTS;

/** One endpoint failing with shop-api's error body; `once` fails the first request only. */
export function catalogFailing(
  endpoint: CatalogEndpoint,
  { status = 503, once = false }: { status?: number; once?: boolean } = {},
): RequestHandler {
  const { method, path } = CATALOG_ENDPOINTS[endpoint];
  const code = status === 404 ? 'not_found' : 'unavailable';
  return http[method](path, () => failure(status, code, `shop-api answered ${status}`), { once });
}

/** One endpoint that never answers: the page stays in its loading state. */
export function catalogPending(endpoint: CatalogEndpoint): RequestHandler {
  const { method, path } = CATALOG_ENDPOINTS[endpoint];
  return http[method](path, never);
}

const queryOf = <S extends z.core.$ZodType>(schema: S, request: Request) =>
  safeParseWithMessages(schema, Object.fromEntries(new URL(request.url).searchParams));

const invalid = (error: z.core.$ZodError) => failure(400, 'invalid_request', error.message);

type Row = Listing & { readonly model: StoryModel };
type Dimension = 'brand' | 'grade' | 'storage';

function matches(row: Row, q: CatalogQuery, skip?: Dimension): boolean {
  const has = (values: readonly string[] | undefined, value: string) =>
    !values?.length || values.includes(value);
  return (
    (skip === 'brand' || has(q.brand, row.model.brandSlug)) &&
    (skip === 'grade' || has(q.grade, row.grade)) &&
    (skip === 'storage' || has(q.storage, row.storage)) &&
    (q.minPrice === undefined || row.price >= q.minPrice) &&
    (q.maxPrice === undefined || row.price <= q.maxPrice) &&
    (!q.inStock || row.stock > 0)
  );
}

/** A model's card: its cheapest listing in stock, else its cheapest. */
function cardOf(m: StoryModel, rows: readonly Listing[]): ModelCard {
  const byPrice = [...rows].sort((a, b) => a.price - b.price);
  const best = byPrice.find((l) => l.stock > 0) ?? byPrice[0]!;
  return {
    modelId: m.modelId,
    legacyModelId: m.legacyModelId,
    type: m.type,
    brand: m.brand,
    brandSlug: m.brandSlug,
    name: m.name,
    slug: m.slug,
    image: best.image,
    productId: best.productId,
    storage: best.storage,
    color: best.color,
    grade: best.grade,
    fromPrice: best.price,
    previousPrice: best.previousPrice,
    inStock: best.stock > 0,
  };
}

function facet(rows: readonly Row[], q: CatalogQuery, dimension: Dimension) {
  const key = (r: Row) => (dimension === 'brand' ? r.model.brandSlug : r[dimension]);
  const models = new Map<string, Set<number>>();
  for (const row of rows.filter((r) => matches(r, q, dimension))) {
    models.set(key(row), (models.get(key(row)) ?? new Set()).add(row.model.modelId));
  }
  return [...models.entries()]
    .map(([value, set]) => ({ value, count: set.size }))
    .sort((a, b) => a.value.localeCompare(b.value));
}

const SORTS: Record<CatalogQuery['sort'], (a: ModelCard, b: ModelCard) => number> = {
  popular: (a, b) => Number(b.inStock) - Number(a.inStock) || a.modelId - b.modelId,
  'price-asc': (a, b) => a.fromPrice - b.fromPrice,
  'price-desc': (a, b) => b.fromPrice - a.fromPrice,
  name: (a, b) => a.name.localeCompare(b.name),
};

function catalogPage(shop: CatalogShop, q: CatalogQuery) {
  const rows: Row[] = shop.models
    .filter((m) => m.type === q.type)
    .flatMap((m) => storyListings(m, q.country).map((l) => ({ ...l, model: m })));
  const cards = shop.models
    .map((m) => ({ m, rows: rows.filter((r) => r.model === m && matches(r, q)) }))
    .filter(({ rows: matching }) => matching.length > 0)
    .map(({ m, rows: matching }) => cardOf(m, matching))
    .sort(SORTS[q.sort]);
  const start = (q.page - 1) * q.pageSize;
  return {
    items: cards.slice(start, start + q.pageSize),
    total: cards.length,
    page: q.page,
    pageSize: q.pageSize,
    facets: {
      brands: facet(rows, q, 'brand'),
      grades: facet(rows, q, 'grade'),
      storages: facet(rows, q, 'storage'),
    },
  };
}

function catalogRoutes(shop: CatalogShop): RequestHandler[] {
  const { catalog, model, search } = CATALOG_ENDPOINTS;
  return [
    http.get(catalog.path, ({ request }) => {
      const q = queryOf(CatalogQuerySchema, request);
      return q.success
        ? answer(CatalogResponseSchema, catalogPage(shop, q.data))
        : invalid(q.error);
    }),
    http.get(model.path, ({ request, params }) => {
      const q = queryOf(ModelPageQuerySchema, request);
      const p = safeParseWithMessages(ModelPageParamsSchema, params);
      if (!q.success) return invalid(q.error);
      if (!p.success) return invalid(p.error);
      const found = shop.models.find((m) => m.legacyModelId === p.data.legacyModelId);
      return found
        ? answer(ModelPageResponseSchema, storyModelPage(found, q.data.country))
        : failure(404, 'not_found', `no model ${p.data.legacyModelId}`);
    }),
    http.get(search.path, ({ request }) => {
      const q = queryOf(SearchQuerySchema, request);
      if (!q.success) return invalid(q.error);
      const words = q.data.q.toLowerCase().split(/\s+/);
      const results = shop.models
        .filter((m) => words.every((w) => `${m.brand} ${m.name}`.toLowerCase().includes(w)))
        .slice(0, q.data.limit)
        .map((m) => cardOf(m, storyListings(m, q.data.country)));
      return answer(SearchResponseSchema, { query: q.data.q, results });
    }),
  ];
}

function productRoutes(): RequestHandler[] {
  const { listing, shapes, accessories, extras } = CATALOG_ENDPOINTS;
  return [
    http.get(listing.path, ({ request, params }) => {
      const q = queryOf(ListingPageQuerySchema, request);
      const p = safeParseWithMessages(ListingPageParamsSchema, params);
      if (!q.success) return invalid(q.error);
      if (!p.success) return invalid(p.error);
      const found = findStoryListing(q.data.country, p.data.productId);
      return found
        ? answer(ListingPageResponseSchema, {
            model: storyModelPage(found.model, q.data.country).model,
            listing: found.listing,
          })
        : failure(404, 'not_found', `no product ${p.data.productId}`);
    }),
    http.get(shapes.path, ({ request }) => {
      const q = queryOf(AvailableShapesQuerySchema, request);
      if (!q.success) return invalid(q.error);
      const found = findStoryListing(q.data.locale, q.data.productId);
      if (!found) return failure(404, 'not_found', `no product ${q.data.productId}`);
      const { listing } = found;
      const siblings = storyListings(found.model, q.data.locale).filter(
        (l) => l.storage === listing.storage && l.color === listing.color,
      );
      return answer(AvailableShapesResponseSchema, {
        success: true,
        data: {
          productId: listing.productId,
          relatedSpecs: [
            {
              name: 'shape',
              items: siblings.map((l) => ({ value: l.grade, inStock: l.stock > 0 })),
            },
          ],
        },
      });
    }),
    http.get(accessories.path, ({ request }) => {
      const q = queryOf(RelatedAccessoriesQuerySchema, request);
      if (!q.success) return invalid(q.error);
      const country = q.data.countryCode;
      const data = q.data.productIds.map((productId) => {
        const offers = storyAccessories(
          country,
          findStoryListing(country, productId)?.model.type ?? 'SMARTPHONE',
        );
        const categories = [...new Set(offers.map((o) => o.category))];
        return {
          productId,
          accessoriesPerCategory: categories.map((category) => ({
            category,
            accessories: offers.filter((o) => o.category === category),
          })),
        };
      });
      return answer(RelatedAccessoriesResponseSchema, { success: true, data });
    }),
    http.get(extras.path, ({ request }) => {
      const q = queryOf(ExtraServicesQuerySchema, request);
      if (!q.success) return invalid(q.error);
      const found = findStoryListing(q.data.country, q.data.productId);
      if (!found) return failure(404, 'not_found', `no product ${q.data.productId}`);
      return answer(ExtraServicesResponseSchema, {
        productId: q.data.productId,
        services: storyExtraServices(q.data.country, found.model.type),
      });
    }),
  ];
}

function contentRoutes(shop: CatalogShop): RequestHandler[] {
  const { contentPage, company, reviews, createReview, me, session, cloudToken } =
    CATALOG_ENDPOINTS;
  return [
    http.get(contentPage.path, ({ request, params }) => {
      const q = queryOf(ContentPageQuerySchema, request);
      const key = safeParseWithMessages(ContentPageKeySchema, params.key);
      if (!q.success) return invalid(q.error);
      if (!key.success) return invalid(key.error);
      const page = storyContentPage(q.data.country, key.data);
      return page ? answer(ContentPageSchema, page) : failure(404, 'not_found', 'no such page');
    }),
    http.get(company.path, ({ request }) => {
      const q = queryOf(CompanyQuerySchema, request);
      return q.success
        ? answer(CompanyIdentitySchema, storyCompany(q.data.country))
        : invalid(q.error);
    }),
    http.get(reviews.path, ({ request }) => {
      const q = queryOf(ReviewsQuerySchema, request);
      if (!q.success) return invalid(q.error);
      const list = shop.reviews(q.data.country, q.data.kind);
      return answer(ReviewsResponseSchema, { reviews: list, average: averageRating(list) });
    }),
    // As shop-api: a signed-in person's only, held for moderation (202, pending).
    http.post(createReview.path, async ({ request }) => {
      if (!shop.user) return failure(401, 'not_signed_in', 'No valid session; sign in.');
      const body = safeParseWithMessages(CreateReviewRequestSchema, await request.json());
      if (!body.success) return invalid(body.error);
      if (body.data.botToken !== STORY_BOT_TOKEN)
        return failure(400, 'bot_check_failed', 'The bot check did not pass; try again.');
      const { botToken: _token, country: _country, ...fields } = body.data;
      const review = {
        id: 'review-new',
        createdAt: new Date().toISOString(),
        verifiedPurchase: false,
        ...fields,
      };
      return answer(CreateReviewResponseSchema, { review, status: 'pending' }, 202);
    }),
    http.get(me.path, () =>
      shop.user
        ? answer(SessionResponseSchema, { user: shop.user })
        : failure(401, 'unauthorized', 'No session.'),
    ),
    // Who every page asks about as it starts: a visitor is 200 and no one.
    http.get(session.path, () => answer(SessionStateResponseSchema, { user: shop.user ?? null })),
    // The cloud sync's custom token, as shop-api answers it: for a session only, never a cookie.
    http.get(cloudToken.path, () =>
      !shop.user
        ? failure(401, 'not_signed_in', 'No session.')
        : shop.user.deactivated_at
          ? failure(403, 'account_deactivated', 'This account has been deactivated.')
          : answer(CloudTokenResponseSchema, { token: STORY_CLOUD_TOKEN }),
    ),
  ];
}

/** Every endpoint the host calls, answered from `shop`; the brand's logos too. */
export function catalogHandlers(shop: CatalogShop = STORY_SHOP): RequestHandler[] {
  // A model's reviews and the cards' ratings first: a request for the site's reviews falls through.
  return [
    ...productReviewHandlers(),
    ...catalogRoutes(shop),
    ...productRoutes(),
    ...contentRoutes(shop),
  ];
}

/**
 * The accessory pictures every story may show (`accessoriesImageBase` of the stories' runtime
 * config, served by shop-api's `/content/accessories/<name>.jpg`): a tinted card with no network,
 * installed for every story by the preview.
 */
export const accessoryPictureHandlers: readonly RequestHandler[] = [
  http.get(
    '*/content/accessories/:file',
    () =>
      new HttpResponse(
        decodeURIComponent(deviceImage('', 30).replace(/^data:image\/svg\+xml,/, '')),
        {
          headers: { 'content-type': 'image/svg+xml' },
        },
      ),
  ),
];
