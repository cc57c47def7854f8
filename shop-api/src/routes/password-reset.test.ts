import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { PasswordResetResponseSchema } from '@refurb/shared-contracts/api/session';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import { expectRefusal } from '../test-support/account.js';
import { signUp } from '../test-support/sessions.js';
import {
  startTestServer,
  testBotToken,
  testServices,
  type TestServer,
} from '../test-support/server.js';

const CONTINUE_URL = 'http://ro.localhost:3000/am-uitat-parola/';

/** The PASSWORD_RESET codes the Auth emulator has "mailed" to `email`, as a person reads their mail. */
async function resetMails(email: string): Promise<{ oobCode: string; oobLink: string }[]> {
  const answer = await fetch(
    `http://${process.env.TEST_AUTH_EMULATOR_HOST}/emulator/v1/projects/demo-refurb/oobCodes`,
  );
  const { oobCodes } = (await answer.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string; oobLink: string }[];
  };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET');
}

const unknownEmail = () => `nobody-${randomUUID()}@example.ro`;

/** POSTs a reset request to `base`, from `visitor` (believed: the app trusts a loopback proxy). */
function askReset(base: string, body: Record<string, unknown>, visitor?: string) {
  return fetch(`${base}/bff/password-reset`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(visitor ? { 'x-forwarded-for': visitor } : {}),
    },
    body: JSON.stringify({
      botToken: testBotToken('forgot'),
      continueUrl: CONTINUE_URL,
      ...body,
    }),
  });
}

async function expectAccepted(response: Response) {
  expect(response.status).toBe(202);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(PasswordResetResponseSchema.parse(await response.json())).toEqual({ accepted: true });
}

describe('password-reset mails through the shop', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });

  it('mails a known address a reset code that leads back to the shop', async () => {
    const { email } = await signUp();
    await expectAccepted(await askReset(server.url, { email, country: 'hu' }));
    const mails = await resetMails(email);
    expect(mails).toHaveLength(1);
    expect(new URL(mails[0]!.oobLink).searchParams.get('continueUrl')).toBe(CONTINUE_URL);
  });

  it('answers an unknown address just the same, and mails nothing', async () => {
    const email = unknownEmail();
    await expectAccepted(await askReset(server.url, { email }));
    expect(await resetMails(email)).toEqual([]);
  });

  it('takes the e-mail address whatever its case', async () => {
    const { email } = await signUp();
    await expectAccepted(await askReset(server.url, { email: email.toUpperCase() }));
    expect(await resetMails(email)).toHaveLength(1);
  });

  it.each([
    ['a forged token', `test-site-key.forgot.${Date.now() + 60_000}.abc.forged-signature`],
    ['a token for another action', testBotToken('login')],
  ])('refuses %s with 400 bot_check_failed and mails nothing', async (_label, botToken) => {
    const { email } = await signUp();
    await expectRefusal(
      await askReset(server.url, { email, botToken }),
      400,
      'bot_check_failed',
      'body.botToken',
    );
    expect(await resetMails(email)).toEqual([]);
  });

  it('takes a bot token once: the same request again is refused', async () => {
    const { email } = await signUp();
    const botToken = testBotToken('forgot');
    await expectAccepted(await askReset(server.url, { email, botToken }));
    await expectRefusal(await askReset(server.url, { email, botToken }), 400, 'bot_check_failed');
    expect(await resetMails(email)).toHaveLength(1);
  });

  it.each([
    ['another site', 'https://evil.example/am-uitat-parola/'],
    ['a look-alike host', 'http://ro.localhost.evil.example:3000/am-uitat-parola/'],
    ['user info before another host', 'http://ro.localhost:3000@evil.example/am-uitat-parola/'],
    ['another port of a site', 'http://ro.localhost:3999/am-uitat-parola/'],
    ['another scheme of a site', 'https://ro.localhost:3000/am-uitat-parola/'],
    ['a scheme that is not http(s)', 'ftp://ro.localhost:3000/am-uitat-parola/'],
  ])('refuses a continueUrl on %s with 400 naming the field', async (_label, continueUrl) => {
    const { email } = await signUp();
    await expectRefusal(
      await askReset(server.url, { email, continueUrl }),
      400,
      'invalid_request',
      'body.continueUrl',
    );
    expect(await resetMails(email)).toEqual([]);
  });

  it('refuses a bad e-mail with 400 naming the field', async () => {
    await expectRefusal(
      await askReset(server.url, { email: 'ana@' }),
      400,
      'invalid_request',
      'body.email',
    );
  });
});

describe('password-reset mails are rate-limited with the default settings', () => {
  const defaults = readConfig({ SHOP_API_MODE: 'local' });
  let server: TestServer;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    app = buildApp({
      database: server.database,
      services: testServices({
        passwordResetRateLimit: defaults.PASSWORD_RESET_RATE_LIMIT,
        passwordResetEmailRateLimit: defaults.PASSWORD_RESET_EMAIL_RATE_LIMIT,
      }),
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  it('5 a minute per visitor address: the 6th gets 429 with Retry-After; another address goes on', async () => {
    expect(defaults.PASSWORD_RESET_RATE_LIMIT).toBe(5);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await askReset(base, { email: unknownEmail() }, '198.51.100.7');
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        const message = await expectRefusal(response, 429, 'rate_limited');
        expect(message).toMatch(/^Too many password-reset requests .*; try again in \d+ s\.$/);
      }
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    await expectAccepted(await askReset(base, { email: unknownEmail() }, '198.51.100.8'));
  });

  it('3 an hour per e-mail address, from any visitor address: the 4th gets 429 and no mail', async () => {
    expect(defaults.PASSWORD_RESET_EMAIL_RATE_LIMIT).toBe(3);
    const { email } = await signUp();
    const statuses: number[] = [];
    for (const visitor of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
      const response = await askReset(base, { email }, visitor);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(60);
      }
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(await resetMails(email)).toHaveLength(3);
  });

  it('counts an address without an account alike, so the limit tells nobody who has one', async () => {
    const email = unknownEmail();
    const statuses: number[] = [];
    for (const visitor of ['203.0.113.11', '203.0.113.12', '203.0.113.13', '203.0.113.14']) {
      statuses.push((await askReset(base, { email }, visitor)).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it("does not let requests without a valid bot token use up a person's mails", async () => {
    const { email } = await signUp();
    for (const visitor of ['203.0.113.21', '203.0.113.22', '203.0.113.23', '203.0.113.24']) {
      const response = await askReset(base, { email, botToken: testBotToken('login') }, visitor);
      expect(response.status).toBe(400);
    }
    await expectAccepted(await askReset(base, { email }, '203.0.113.25'));
    expect(await resetMails(email)).toHaveLength(1);
  });
});
