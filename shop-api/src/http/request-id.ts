/**
 * The request id that ties one visit's log lines together across hops: the edge (HAProxy, or the
 * host server when it is the edge) sets `X-Request-Id`, every hop passes it on, and shop-api logs
 * every line of the request with it (Fastify's `reqId`) and sends it back. A header that is not a
 * plain token (letters, digits, `.`, `_`, `:`, `-`; 8 to 128 of them) is replaced by a new UUID:
 * an id is only a correlation key, but a log must not take whatever a visitor writes.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const TOKEN = /^[\w.:-]{8,128}$/;

export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && TOKEN.test(given) ? given : randomUUID();
}
