/**
 * `PUT /bff/me/cart`: the one way a cart reaches the cloud (spec section 4, "Cloud sync"; issue
 * 32's Firestore item, issue 33 point 2). The session's person writes their own document alone:
 * the uid is the session's, never the body's (a body naming anything but `cart` and `writer` is a
 * 400). Like every state-changing call it passes the origin check first (http/origin-check.ts:
 * another site's page is refused with 403 before this runs), and a visitor is a 401.
 *
 * The body is parsed with the contract (`CloudCartWriteRequestSchema`: the cart state's own
 * schema, whatever fields it has, with the cloud document's bounds), so a bad shape, an unknown
 * field, a list past the cart's limits or an oversized text is a 400 naming the place and never
 * reaches Firestore. The answer is the revision the write got (carts/cloud-carts.ts), which the
 * page keeps to tell later snapshots of the document from its own. Firestore down is a 503
 * `cloud_unavailable`: the page keeps its cart and writes again later.
 */
import {
  CloudCartWriteRequestSchema,
  CloudCartWriteResponseSchema,
} from '@refurb/shared-contracts/api/cloud-cart';
import type { FastifyInstance } from 'fastify';
import { enforceRateLimit, type RateLimiter } from '../auth/rate-limit.js';
import type { UsersRepository } from '../auth/users.repository.js';
import { CloudCartUnavailable, type CloudCartStore } from '../carts/cloud-carts.js';
import { HttpError, parseInput } from '../http/errors.js';
import { signedInUser } from './bff.js';

export interface CloudCartDeps {
  readonly users: UsersRepository;
  readonly cloudCarts: CloudCartStore;
  /** Cart writes per account (a minute's window). */
  readonly cloudCartLimiter: RateLimiter;
}

export function registerCloudCartRoutes(app: FastifyInstance, deps: CloudCartDeps): void {
  app.put('/bff/me/cart', async (request, reply) => {
    const user = await signedInUser(deps.users, request);
    await enforceRateLimit(
      deps.cloudCartLimiter,
      request,
      reply,
      'Too many cart saves on this account',
      `uid:${user.id}`,
    );
    const { cart, writer } = parseInput(CloudCartWriteRequestSchema, request.body, 'body');
    let revision: number;
    try {
      revision = await deps.cloudCarts.write(user.id, cart, writer);
    } catch (error) {
      if (!(error instanceof CloudCartUnavailable)) throw error;
      request.log.warn({ err: error, user: user.id }, 'cloud cart: write failed');
      throw new HttpError(503, 'cloud_unavailable', 'The cart could not be saved now; try again.');
    }
    return reply
      .header('cache-control', 'no-store')
      .send(CloudCartWriteResponseSchema.parse({ revision }));
  });
}
