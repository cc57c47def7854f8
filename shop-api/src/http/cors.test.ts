import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../test-support/server.js';

describe('CORS only for the origins that need it', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });
  const get = (origin?: string) =>
    fetch(`${server.url}/health`, { headers: origin ? { origin } : {} });
  const preflight = (origin: string) =>
    fetch(`${server.url}/shop/orders`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('answers an allowed origin with its name and credentials', async () => {
    const response = await get('http://localhost:3002');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3002');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const options = await preflight('http://localhost:3002');
    expect(options.status).toBe(204);
    expect(options.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('gives any other origin no CORS header and refuses its preflight', async () => {
    const response = await get('https://evil.example');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('https://evil.example')).status).toBe(403);
  });

  it('same-origin requests (no Origin header) work as before', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
