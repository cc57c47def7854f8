/**
 * Content pages (the legal ones filled in with the site's seller), the seller itself
 * (`/content/company`), reviews, and the generated product and accessory pictures (content/pictures.ts):
 * PNGs with the spec's 320 size suffix for products (`/content/images/<model>-<colour>-320.png`).
 * What a picture shows comes from the catalog, not from the name in its address
 * (`CatalogRepository.pictureOf`): a listing's device type drawn in its colour, an accessory's
 * category. Accessory URLs end in `.jpg` as the spec builds them; they are answered with the PNG
 * and its own content type. The SVG pictures of earlier releases (`-320.svg`) are still answered,
 * for carts stored with their addresses: the name on a card, the device in the listing's colour.
 *
 * Only the catalog's pictures are drawn: a name no listing or accessory has is a 404 (drawing and
 * deflating a picture costs CPU; any name an attacker invents must not). What is drawn is kept
 * (`createPictureCache`), and answers are cacheable for a day.
 */
import { type Country } from '@refurb/shared-contracts';
import {
  CompanyQuerySchema,
  ContentPageKeySchema,
  ContentPageQuerySchema,
  ContentPageSchema,
  CreateReviewRequestSchema,
  CreateReviewResponseSchema,
  ProductGuideQuerySchema,
  RatingsQuerySchema,
  RatingsResponseSchema,
  ReviewsQuerySchema,
  ReviewsResponseSchema,
} from '@refurb/shared-contracts/api/content';
import type { FastifyInstance } from 'fastify';
import { requireBotCheck, type BotCheck } from '../auth/bot-check.js';
import { enforceRateLimit, type RateLimiter } from '../auth/rate-limit.js';
import type { UsersRepository } from '../auth/users.repository.js';
import type { CatalogRepository } from '../catalog/catalog.repository.js';
import { companyIdentity } from '../content/company.js';
import { isLegalPageKey, legalPage } from '../content/legal-pages.data.js';
import { CONTENT_PAGES } from '../content/pages.data.js';
import { guideSections, productGuide, type FinancingOffer } from '../content/product-guide.data.js';
import type { ReviewsRepository } from '../content/reviews.repository.js';
import { HttpError, parseInput } from '../http/errors.js';
import type { SellerIdentities } from '../invoices/seller.js';
import { createPictureCache, cssColourOf } from '../content/pictures.js';
import { signedInUser } from './bff.js';
import { registerReviewModeration } from './review-moderation.js';

const PRODUCT_IMAGE = /^([a-z0-9-]+)-320\.(png|svg)$/;
const ACCESSORY_IMAGE = /^([a-z0-9%. -]+)\.jpg$/;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The legacy SVG picture: `label` under a device drawn in `colour` (a CSS colour). */
export function pictureSvg(label: string, colour: string, size = 320): string {
  const words = label.split(/[\s-]+/).filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= 16)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 4)
    .map((line, i) => `<tspan x="50%" dy="${i === 0 ? 0 : 1.2}em">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(label)}"><rect width="100%" height="100%" rx="24" fill="rgb(236 238 241)"/><rect x="${size * 0.3}" y="${size * 0.12}" width="${size * 0.4}" height="${size * 0.5}" rx="18" fill="${escapeXml(colour)}" stroke="rgb(0 0 0 / 0.3)" stroke-width="2"/><text x="50%" y="${size * 0.74}" text-anchor="middle" font-family="sans-serif" font-size="${size / 16}" fill="#222">${text}</text></svg>`;
}

export interface ContentDeps {
  readonly catalog: CatalogRepository;
  readonly users: UsersRepository;
  readonly reviews: ReviewsRepository;
  readonly botCheck: BotCheck;
  /** Reviews per visitor address, and per account (services.ts). */
  readonly reviewLimiter: RateLimiter;
  readonly reviewAccountLimiter: RateLimiter;
  /** The review moderators' bearer token; null: no moderation routes (routes/review-moderation.ts). */
  readonly moderationToken: string | null;
  /** The site's financing methods and bounds, for the help page's conditions (app.ts). */
  readonly financingOffers?: (country: Country) => Promise<readonly FinancingOffer[]>;
  /** The seller of each site, as its invoices name it (services.ts, SELLER_IDENTITY). */
  readonly sellers: SellerIdentities;
}

export function registerContentRoutes(app: FastifyInstance, deps: ContentDeps): void {
  app.get<{ Params: { key: string } }>('/content/pages/:key', async (request) => {
    const { country } = parseInput(ContentPageQuerySchema, request.query, 'query');
    const key = ContentPageKeySchema.safeParse(request.params.key);
    const page = !key.success
      ? undefined
      : isLegalPageKey(key.data)
        ? legalPage(country, key.data, deps.sellers[country])
        : CONTENT_PAGES[country][key.data];
    if (!key.success || !page) {
      throw new HttpError(
        404,
        'not_found',
        `No page ${request.params.key} in ${country}`,
        'params.key',
      );
    }
    // The help page says what the product guide says (grades, battery, warranty), from it.
    const sections =
      key.data === 'faq'
        ? [
            ...page.sections,
            ...guideSections(country, (await deps.financingOffers?.(country)) ?? []),
          ]
        : page.sections;
    return ContentPageSchema.parse({ key: key.data, ...page, sections });
  });

  app.get('/content/product-guide', async (request, reply) => {
    const { country } = parseInput(ProductGuideQuerySchema, request.query, 'query');
    return reply.header('cache-control', 'public, max-age=300').send(productGuide(country));
  });

  app.get('/content/company', async (request, reply) => {
    const { country } = parseInput(CompanyQuerySchema, request.query, 'query');
    return reply
      .header('cache-control', 'public, max-age=300')
      .send(companyIdentity(country, deps.sellers[country]));
  });

  app.get('/content/reviews', async (request) => {
    const { country, kind, model, limit } = parseInput(ReviewsQuerySchema, request.query, 'query');
    return ReviewsResponseSchema.parse(await deps.reviews.list(country, kind, { model, limit }));
  });

  /** The listing cards' ratings: each model's published reviews as their average and count. */
  app.get('/content/ratings', async (request) => {
    const { country, models } = parseInput(RatingsQuerySchema, request.query, 'query');
    return RatingsResponseSchema.parse(await deps.reviews.ratings(country, models));
  });

  /**
   * A review is a signed-in person's (401 for a visitor, 403 for a deactivated account), at most
   * REVIEW_RATE_LIMIT an hour from one address and REVIEW_ACCOUNT_RATE_LIMIT a day from one
   * account (429), past the bot check; it is stored pending and shown once a moderator publishes
   * it (202). A review of a model is a buyer's only (reviews.repository.ts says why): anyone else
   * gets 403 `purchase_required` before the bot check is spent.
   */
  app.post('/content/reviews', async (request, reply) => {
    const user = await signedInUser(deps.users, request);
    const { botToken, ...review } = parseInput(CreateReviewRequestSchema, request.body, 'body');
    await enforceRateLimit(
      deps.reviewLimiter,
      request,
      reply,
      'Too many reviews from this address',
    );
    await enforceRateLimit(
      deps.reviewAccountLimiter,
      request,
      reply,
      'Too many reviews from this account today',
      `account:${user.id}`,
    );
    const model = review.legacyModelId;
    if (model !== undefined && !(await deps.reviews.boughtModel(user.id, review.country, model))) {
      throw new HttpError(
        403,
        'purchase_required',
        `Only an account that bought model ${model} on this site may review it.`,
        'body.legacyModelId',
      );
    }
    await requireBotCheck(deps.botCheck, botToken, 'review');
    const created = await deps.reviews.create({ ...review, userId: user.id });
    return reply
      .code(202)
      .header('cache-control', 'no-store')
      .send(CreateReviewResponseSchema.parse({ review: created, status: 'pending' }));
  });
  if (deps.moderationToken !== null) {
    registerReviewModeration(app, { reviews: deps.reviews, token: deps.moderationToken });
  }

  const picture = createPictureCache();
  const cached = { 'cache-control': 'public, max-age=86400' };
  app.get<{ Params: { file: string } }>('/content/images/:file', async (request, reply) => {
    const match = PRODUCT_IMAGE.exec(request.params.file);
    const subject = match?.[1] ? await deps.catalog.pictureOf('product', match[1]) : null;
    if (!match?.[1] || !subject || !('device' in subject)) {
      throw new HttpError(404, 'not_found', 'No such image', 'params.file');
    }
    return match[2] === 'svg'
      ? reply
          .type('image/svg+xml')
          .headers(cached)
          .send(pictureSvg(match[1].replace(/-/g, ' '), cssColourOf(subject.colour)))
      : reply.type('image/png').headers(cached).send(picture(subject));
  });
  app.get<{ Params: { file: string } }>('/content/accessories/:file', async (request, reply) => {
    const match = ACCESSORY_IMAGE.exec(request.params.file);
    const subject = match?.[1] ? await deps.catalog.pictureOf('accessory', match[1]) : null;
    if (!subject) throw new HttpError(404, 'not_found', 'No such image', 'params.file');
    return reply.type('image/png').headers(cached).send(picture(subject));
  });
}
