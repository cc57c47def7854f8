import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { startTestServer, type TestServer } from '../test-support/server.js';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '@refurb/shared-contracts/runtime';
import { API_PAGE_POLICY, installSecurityHeaders } from './security-headers.js';

describe("shop-api's security headers", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });

  it('on every answer: JSON, errors, the bot-check script', async () => {
    for (const path of [
      '/health',
      '/shop/orders/RO-1/status',
      '/no-such-route',
      '/common/bot-check/script.js',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect([path, name, response.headers.get(name)]).toEqual([path, name, value]);
      }
      expect(response.headers.get('content-security-policy')).toBeNull();
    }
  });

  it('its own pages allow no script and no frame around them', async () => {
    // The local stand-in partner's consent page: shop-api's one HTML page of a person's.
    const page = await fetch(
      `${server.url}/bff/partner/stand-in/authorize?response_type=code&client_id=refurb-local-shop&redirect_uri=%2Fbff%2Fpartner%2Fcallback&state=s`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe(API_PAGE_POLICY);
    expect(API_PAGE_POLICY).toMatch(/default-src 'none'/);
    expect(API_PAGE_POLICY).not.toMatch(/script-src/);
    expect(await page.text()).not.toMatch(/<script/i);
  });

  it('HSTS of at least a year whenever the edge says the visitor came over https, never over http', async () => {
    const over = (proto?: string) =>
      fetch(`${server.url}/health`, { headers: proto ? { 'x-forwarded-proto': proto } : {} });
    const https = await over('https');
    const maxAge = Number(
      /max-age=(\d+)/.exec(https.headers.get('strict-transport-security') ?? '')?.[1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(https.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY.value);
    expect((await over('http')).headers.get('strict-transport-security')).toBeNull();
    expect((await over()).headers.get('strict-transport-security')).toBeNull();
  });

  it('a redirect carries them too, with HSTS over https', async () => {
    const app = Fastify({ trustProxy: 'loopback' });
    installSecurityHeaders(app);
    app.get('/away', async (_request, reply) => reply.redirect('/there', 302));
    try {
      const origin = await app.listen({ host: '127.0.0.1', port: 0 });
      for (const proto of ['https', 'http']) {
        const response = await fetch(`${origin}/away`, {
          redirect: 'manual',
          headers: { 'x-forwarded-proto': proto },
        });
        const answer = {
          statusCode: response.status,
          headers: Object.fromEntries(response.headers),
        };
        expect(answer.statusCode).toBe(302);
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
          expect([proto, name, answer.headers[name]]).toEqual([proto, name, value]);
        }
        expect(answer.headers['strict-transport-security']).toBe(
          proto === 'https' ? STRICT_TRANSPORT_SECURITY.value : undefined,
        );
      }
    } finally {
      await app.close();
    }
  });
});
