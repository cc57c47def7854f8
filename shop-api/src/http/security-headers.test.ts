import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../test-support/server.js';
import { SECURITY_HEADERS } from '@refurb/shared-contracts';
import { API_PAGE_POLICY } from './security-headers.js';

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
    const page = await fetch(`${server.url}/bff/partner?redirect=%2Fcont%2F&country=ro`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe(API_PAGE_POLICY);
    expect(API_PAGE_POLICY).toMatch(/default-src 'none'/);
    expect(API_PAGE_POLICY).not.toMatch(/script-src/);
    expect(await page.text()).not.toMatch(/<script/i);
  });
});
