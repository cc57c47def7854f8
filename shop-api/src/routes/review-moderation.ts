/**
 * The review moderators' calls: an operator (a person with a terminal, or a back-office tool on a
 * server) reads the queue of reviews waiting to be published and publishes or removes them:
 * - GET  /moderation/reviews?status=pending&country=ro&limit=100&offset=0  the queue, oldest first;
 * - POST /moderation/reviews/:id/publish  listed and counted in the average from now on;
 * - POST /moderation/reviews/:id/remove   never shown again (a published one leaves the list and
 *   the average).
 *
 * They are authenticated by a bearer token, REVIEW_MODERATION_TOKEN (config.ts), compared in
 * constant time (both sides hashed first, so neither its length nor its bytes leak through the
 * time taken); any other caller, a signed-in shopper included, gets 401. Without the setting they
 * are not registered at all. No cookie authenticates them, so a forged cross-site request cannot
 * act as a moderator; the origin check (http/origin-check.ts) needs no exemption: an operator's
 * client sends no `Origin`. Answers are `no-store`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  ModeratedReviewSchema,
  ModerationQueueQuerySchema,
  ModerationQueueResponseSchema,
  ReviewIdSchema,
} from '@refurb/shared-contracts/api/content';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { ReviewsRepository } from '../content/reviews.repository.js';
import { HttpError, parseInput } from '../http/errors.js';

export interface ReviewModerationDeps {
  readonly reviews: ReviewsRepository;
  /** REVIEW_MODERATION_TOKEN (at least 32 characters). */
  readonly token: string;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** A check of `Authorization: Bearer <token>` against `token`, in constant time. */
export function bearerCheck(token: string): (authorization: string | undefined) => boolean {
  const expected = digest(token);
  return (authorization) => {
    const match = /^Bearer ([\x21-\x7e]{1,1024})$/.exec(authorization ?? '');
    // A missing or malformed header is compared too, so it takes the same time as a wrong token.
    const given = digest(match?.[1] ?? '');
    return timingSafeEqual(given, expected) && match !== null;
  };
}

const ParamsSchema = z.object({ id: ReviewIdSchema });

export function registerReviewModeration(app: FastifyInstance, deps: ReviewModerationDeps): void {
  const isModerator = bearerCheck(deps.token);
  const moderator = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (!isModerator(request.headers.authorization)) {
      reply.header('www-authenticate', 'Bearer realm="review-moderation"');
      throw new HttpError(401, 'unauthorized', 'The review moderators’ token is needed here.');
    }
  };

  app.get('/moderation/reviews', async (request, reply) => {
    moderator(request, reply);
    const query = parseInput(ModerationQueueQuerySchema, request.query, 'query');
    return ModerationQueueResponseSchema.parse(await deps.reviews.queue(query));
  });

  for (const [action, status] of [
    ['publish', 'published'],
    ['remove', 'removed'],
  ] as const) {
    app.post(`/moderation/reviews/:id/${action}`, async (request, reply) => {
      moderator(request, reply);
      const { id } = parseInput(ParamsSchema, request.params, 'params');
      const review = await deps.reviews.moderate(id, status);
      if (!review) throw new HttpError(404, 'not_found', `No review ${id}.`, 'params.id');
      request.log.info({ reviewId: id, status }, 'review moderated');
      return ModeratedReviewSchema.parse(review);
    });
  }
}
