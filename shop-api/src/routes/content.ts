/**
 * Generated product and accessory pictures: a seeded shop has no photos, so each image is an SVG
 * drawn from its name (with the spec's 320 size suffix for products). Accessory URLs end in `.jpg`
 * as the spec builds them; they are served as SVG with the right content type.
 */
import {
  ContentPageKeySchema,
  ContentPageQuerySchema,
  ContentPageSchema,
  CreateReviewRequestSchema,
  ReviewSchema,
  ReviewsQuerySchema,
  ReviewsResponseSchema,
} from '@refurb/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { BotCheck } from '../auth/bot-check.js';
import { CONTENT_PAGES } from '../content/pages.data.js';
import type { ReviewsRepository } from '../content/reviews.repository.js';
import { HttpError, parseInput } from '../http/errors.js';

const PRODUCT_IMAGE = /^([a-z0-9-]+)-320\.svg$/;
const ACCESSORY_IMAGE = /^([a-z0-9%. -]+)\.jpg$/;

function hue(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) % 360;
  return h;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function pictureSvg(label: string, size = 320): string {
  const words = label.split(/[\s-]+/).filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= 16)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const h = hue(label);
  const text = lines
    .slice(0, 4)
    .map((line, i) => `<tspan x="50%" dy="${i === 0 ? 0 : 1.2}em">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(label)}"><rect width="100%" height="100%" rx="24" fill="hsl(${h} 45% 92%)"/><rect x="${size * 0.3}" y="${size * 0.12}" width="${size * 0.4}" height="${size * 0.5}" rx="18" fill="hsl(${h} 35% 35%)"/><text x="50%" y="${size * 0.74}" text-anchor="middle" font-family="sans-serif" font-size="${size / 16}" fill="#222">${text}</text></svg>`;
}

export interface ContentDeps {
  readonly reviews: ReviewsRepository;
  readonly botCheck: BotCheck;
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

  app.post('/content/reviews', async (request, reply) => {
    const { botToken, ...review } = parseInput(CreateReviewRequestSchema, request.body, 'body');
    if (!deps.botCheck.verify(botToken, 'review')) {
      throw new HttpError(403, 'bot_check_failed', 'The bot check did not pass', 'body.botToken');
    }
    return reply.code(201).send(ReviewSchema.parse(await deps.reviews.create(review)));
  });

  const send = (label: string) => ({ body: pictureSvg(label), type: 'image/svg+xml' });
  app.get<{ Params: { file: string } }>('/content/images/:file', async (request, reply) => {
    const match = PRODUCT_IMAGE.exec(request.params.file);
    if (!match?.[1]) throw new HttpError(404, 'not_found', 'No such image', 'params.file');
    const image = send(match[1].replace(/-/g, ' '));
    return reply.type(image.type).header('cache-control', 'public, max-age=86400').send(image.body);
  });
  app.get<{ Params: { file: string } }>('/content/accessories/:file', async (request, reply) => {
    const match = ACCESSORY_IMAGE.exec(request.params.file);
    if (!match?.[1]) throw new HttpError(404, 'not_found', 'No such image', 'params.file');
    const image = send(match[1]);
    return reply.type(image.type).header('cache-control', 'public, max-age=86400').send(image.body);
  });
}
