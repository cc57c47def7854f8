/**
 * The reset mail's request to Identity Toolkit: Firebase writes the mail in the language of the
 * `x-firebase-locale` header (the Auth emulator ignores it and always links `lang=en`, so this
 * test stands up an HTTP server in Identity Toolkit's place and reads what shop-api sends).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.js';
import {
  startTestServer,
  testBotToken,
  testServices,
  type TestServer,
} from '../test-support/server.js';
import { createFirebaseIdentity } from './identity.js';

interface Seen {
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Record<string, unknown>;
}

describe('the reset mail is asked for in the site’s language', () => {
  const seen: Seen[] = [];
  let toolkit: Server;
  let host: string;
  let saved: string | undefined;
  beforeAll(async () => {
    saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    toolkit = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({
          url: request.url ?? '',
          headers: request.headers,
          body: JSON.parse(body) as Record<string, unknown>,
        });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ email: 'x' }));
      });
    });
    await new Promise<void>((resolve) => toolkit.listen(0, '127.0.0.1', resolve));
    host = `127.0.0.1:${(toolkit.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => toolkit.close(resolve));
    if (saved === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
  });

  it('sends x-firebase-locale with the language, and none without one', async () => {
    const identity = createFirebaseIdentity({
      projectId: 'demo-locale',
      emulatorHost: host,
      webApiKey: 'key',
    });
    expect(await identity.sendPasswordReset('ana@example.ro', 'https://shop.example/x', 'ro')).toBe(
      'sent',
    );
    await identity.sendPasswordReset('ana@example.ro', 'https://shop.example/x');
    expect(seen.map((s) => [s.url.split('?')[0], s.headers['x-firebase-locale']])).toEqual([
      ['/identitytoolkit.googleapis.com/v1/accounts:sendOobCode', 'ro'],
      ['/identitytoolkit.googleapis.com/v1/accounts:sendOobCode', undefined],
    ]);
    expect(seen[0]!.body).toEqual({
      requestType: 'PASSWORD_RESET',
      email: 'ana@example.ro',
      continueUrl: 'https://shop.example/x',
    });
  });

  describe('through the shop', () => {
    let server: TestServer;
    let base: string;
    let close: () => Promise<void>;
    beforeAll(async () => {
      server = await startTestServer('pglite');
      const services = testServices();
      const toolkitIdentity = createFirebaseIdentity({
        projectId: 'demo-locale',
        emulatorHost: host,
        webApiKey: 'key',
      });
      const app = buildApp({
        database: server.database,
        services: {
          ...services,
          identity: {
            ...services.identity,
            sendPasswordReset: (email, continueUrl, language) =>
              toolkitIdentity.sendPasswordReset(email, continueUrl, language),
          },
        },
      });
      base = await app.listen({ host: '127.0.0.1', port: 0 });
      close = async () => {
        await app.close();
        await server.close();
      };
    });
    afterAll(async () => close());

    it.each([
      ['ro', 'ro'],
      ['bg', 'bg'],
      ['hu', 'hu'],
      ['gr', 'el'],
    ])('the %s site asks for the mail in %s', async (country, language) => {
      seen.length = 0;
      const response = await fetch(`${base}/bff/password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `reset-${country}@example.com`,
          botToken: testBotToken('forgot'),
          continueUrl: 'http://ro.localhost:3000/am-uitat-parola/',
          country,
        }),
      });
      expect(response.status).toBe(202);
      expect(seen.map((s) => s.headers['x-firebase-locale'])).toEqual([language]);
    });
  });
});
