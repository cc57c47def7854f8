/**
 * Plain HTML forms (`application/x-www-form-urlencoded`), as the local stand-ins' pages post them
 * and as an OAuth token request comes: parsed to a flat object of strings, for the route's schema
 * to check. Added once per Fastify context (a second add in one context would throw).
 */
import type { FastifyInstance } from 'fastify';

const FORM = 'application/x-www-form-urlencoded';

export function acceptFormBodies(app: FastifyInstance): void {
  if (app.hasContentTypeParser(FORM)) return;
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
