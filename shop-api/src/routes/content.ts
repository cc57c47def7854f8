/**
 * Content pages, reviews, and the generated product and accessory pictures (content/pictures.ts):
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
import {
  ContentPageKeySchema,
  ContentPageQuerySchema,
  ContentPageSchema,
  CreateReviewRequestSchema,
  CreateReviewResponseSchema,
  ReviewsQuerySchema,
  ReviewsResponseSchema,
} from '@refurb/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireBotCheck, type BotCheck } from '../auth/bot-check.js';
import { enforceRateLimit, type RateLimiter } from '../auth/rate-limit.js';
import type { UsersRepository } from '../auth/users.repository.js';
import type { CatalogRepository } from '../catalog/catalog.repository.js';
import { CONTENT_PAGES } from '../content/pages.data.js';
import type { ReviewsRepository } from '../content/reviews.repository.js';
import { HttpError, parseInput } from '../http/errors.js';
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
}

export function registerContentRoutes(app: FastifyInstance, deps: ContentDeps): void {
  app.get<{ Params: { key: string } }>('/content/pages/:key', async (request) => {
    const { country } = parseInput(ContentPageQuerySchema, request.query, 'query');
    const key = ContentPageKeySchema.safeParse(request.params.key);
    const page = key.success ? CONTENT_PAGES[country][key.data] : undefined;
    if (!key.success || !page) {
      throw new HttpError(
        404,
        'not_found',
        `No page ${request.params.key} in ${country}`,
        'params.key',
      );
    }
    return ContentPageSchema.parse({ key: key.data, ...page });
  });

  app.get('/content/reviews', async (request) => {
    const { country, kind } = parseInput(ReviewsQuerySchema, request.query, 'query');
    return ReviewsResponseSchema.parse(await deps.reviews.list(country, kind));
  });

  /**
   * A review is a signed-in person's (401 for a visitor, 403 for a deactivated account), at most
   * REVIEW_RATE_LIMIT an hour from one address and REVIEW_ACCOUNT_RATE_LIMIT a day from one
   * account (429), past the bot check; it is stored pending and shown once a moderator publishes
   * it (202).
   */
  app.post('/content/reviews', async (request, reply) => {
    const user = await signedInUser(deps.users, request);
    const { botToken, ...review } = parseInput(CreateReviewRequestSchema, request.body, 'body');
    enforceRateLimit(deps.reviewLimiter, request, reply, 'Too many reviews from this address');
    enforceRateLimit(
      deps.reviewAccountLimiter,
      request,
      reply,
      'Too many reviews from this account today',
      `account:${user.id}`,
    );
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
