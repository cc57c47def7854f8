/**
 * CORS only for the origins that need it. The shop's sites reach shop-api through their own
 * origin (the host proxies the service bases), so they need none; the remotes' standalone dev
 * pages and an embedding marketing page do. Credentials are allowed for those origins only, and
 * any other origin gets no CORS header at all (its browser then refuses to read the answer).
 */
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.js';

export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
  'http://localhost:3004',
];

export function installCors(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (origin && allowed.has(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
    }
  });
  app.options('/*', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) {
      return reply
        .status(403)
        .send(errorBody('cors_refused', `Origin ${origin ?? '(none)'} may not call this API`));
    }
    return reply
      .status(204)
      .header('access-control-allow-methods', 'GET, POST, PUT, DELETE')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600')
      .send();
  });
}
