/**
 * Cross-site request forgery: a state-changing call (POST, PUT, PATCH, DELETE) must come from
 * the site itself or from an origin allowed for CORS. Browsers name the page's origin in `Origin`
 * on every such fetch and form post (and `Sec-Fetch-Site` beside it); a call whose `Origin` is
 * another site's, or that the browser marks `cross-site`, is refused with 403 before any route
 * runs. The session cookie is `SameSite=Lax` too, so a forged cross-site post would carry no
 * session anyway; this check also stops forged visitor calls (an order in someone's name, a
 * review) and is the rule OWASP's cheat sheet gives for a cookie-session API.
 *
 * A call with neither header is not from a browser page (the payment provider's server, a
 * command-line client, the tests): it goes on. The payment callback is exempt by path: it is the
 * provider's server calling, authenticated by its signature, whatever headers it sends.
 *
 * "The site itself" is the origin the browser used: behind the host's proxy that is the
 * forwarded protocol and host (`trustProxy`: only a proxy on loopback is believed).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Paths a server calls, authenticated otherwise (a signature), never a browser page. */
const SERVER_TO_SERVER = new Set(['/payment/callback']);

/** The origin the browser used for this request: scheme and host as forwarded by a trusted proxy. */
export const requestOrigin = (request: FastifyRequest): string =>
  `${request.protocol}://${request.host}`;

/** Why the call is refused, or null when it may go on. */
export function crossSiteRefusal(
  request: FastifyRequest,
  allowed: ReadonlySet<string>,
): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (SERVER_TO_SERVER.has(request.url.split('?')[0] ?? '')) return null;
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    if (origin === requestOrigin(request) || allowed.has(origin)) return null;
    return `Origin ${origin} may not change anything here`;
  }
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    return 'A call from another site may not change anything here';
  }
  return null;
}

export function installOriginCheck(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    const refusal = crossSiteRefusal(request, allowed);
    if (refusal) return reply.status(403).send(errorBody('cross_site_refused', refusal));
  });
}
