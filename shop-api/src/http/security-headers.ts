/**
 * The security headers of every shop-api answer (JSON, errors, pages and redirects alike: the
 * `onSend` hook runs for each), the contracts' `SECURITY_HEADERS` that the host's servers send
 * too: `nosniff`, a referrer policy that sends another site the origin only, and no framing; and
 * Strict-Transport-Security whenever the request came over https (`request.protocol`, from the
 * believed proxy's `X-Forwarded-Proto`: see trustProxy in app.ts). shop-api's own pages (the local payment gateway, the partner's
 * consent page) get a Content-Security-Policy that allows nothing but their inline style: no
 * script at all, forms that post to the same origin, no frame around them.
 */
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '@refurb/shared-contracts/runtime';
import type { FastifyInstance } from 'fastify';

export const API_PAGE_POLICY = [
  `default-src 'none'`,
  `style-src 'unsafe-inline'`,
  `img-src 'self' data:`,
  `form-action 'self'`,
  `base-uri 'none'`,
  `frame-ancestors 'none'`,
].join('; ');

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    if (request.protocol === 'https') {
      reply.header(STRICT_TRANSPORT_SECURITY.name, STRICT_TRANSPORT_SECURITY.value);
    }
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      reply.header('content-security-policy', API_PAGE_POLICY);
    }
    return payload;
  });
}
