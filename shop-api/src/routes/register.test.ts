import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  CUSTOM_TOKEN_COOKIE,
  SESSION_COOKIE,
  SessionResponseSchema,
} from '@refurb/shared-contracts/api/session';
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

const newEmail = () => `new-${randomUUID()}@example.ro`;
const GOOD_PASSWORD = 'parola-buna-1';

/** POSTs a registration to `base`, from `visitor` (believed: the app trusts a loopback proxy). */
function register(base: string, body: Record<string, unknown>, visitor?: string) {
  return fetch(`${base}/bff/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(visitor ? { 'x-forwarded-for': visitor } : {}),
    },
    body: JSON.stringify({
      displayName: 'Ana Pop',
      password: GOOD_PASSWORD,
      botToken: testBotToken('register'),
      ...body,
    }),
  });
}

/** Whether the Auth emulator signs `email` in with `password`: the account exists, as made. */
async function canSignIn(email: string, password = GOOD_PASSWORD): Promise<boolean> {
  const response = await fetch(
    `http://${process.env.TEST_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return response.ok;
}

const cookieNamed = (response: Response, name: string) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));

/** A refusal, which never signs anyone in. */
function expectRefused(response: Response, status: number, code: string, field?: string) {
  expect(cookieNamed(response, SESSION_COOKIE)).toBeUndefined();
  return expectRefusal(response, status, code, field);
}

describe('registration through the shop', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });

  it('creates the account and signs the person in, with both cookies', async () => {
    const email = newEmail();
    const response = await register(server.url, {
      email: email.toUpperCase(),
      displayName: '  Ana Pop ',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { user } = SessionResponseSchema.parse(await response.json());
    expect(user).toMatchObject({ email, displayName: 'Ana Pop', deactivated_at: null });
    const session = cookieNamed(response, SESSION_COOKIE);
    expect(session).toMatch(/HttpOnly/i);
    // Nothing scripts can read: an old custom-token cookie is only ever cleared.
    expect(cookieNamed(response, CUSTOM_TOKEN_COOKIE)).toMatch(/Max-Age=0/);
    const me = await fetch(`${server.url}/bff/me`, {
      headers: { cookie: session!.split(';')[0]! },
    });
    expect(SessionResponseSchema.parse(await me.json()).user.id).toBe(user.id);
    expect(await canSignIn(email)).toBe(true);
  });

  it.each([
    'Ana-Maria O’Neil',
    'Γιώργος Παπαδόπουλος',
    'Иван Петров',
    'Szőke J. Anna',
    "D'Artagnan",
  ])(
    'takes the name %p (letters of any script, spaces, hyphens, apostrophes, dots)',
    async (displayName) => {
      expect((await register(server.url, { email: newEmail(), displayName })).status).toBe(201);
    },
  );

  it('refuses an address that has an account with 409 email_in_use, whatever its case', async () => {
    const { email } = await signUp();
    const message = await expectRefused(
      await register(server.url, { email: email.toUpperCase() }),
      409,
      'email_in_use',
      'body.email',
    );
    expect(message).toMatch(/already has an account/);
    // The existing account keeps its own password.
    expect(await canSignIn(email, 'parola-buna-1')).toBe(true);
  });

  it.each([
    ['too short', 'ab1', /too-short/],
    ['without a digit', 'parola-fara-cifre', /no-digit/],
    ['without a letter', '12345678901', /no-letter/],
  ])(
    'refuses a password %s with 400 weak_password, and creates nothing',
    async (_l, password, why) => {
      const email = newEmail();
      const message = await expectRefused(
        await register(server.url, { email, password }),
        400,
        'weak_password',
        'body.password',
      );
      expect(message).toMatch(why);
      expect(await canSignIn(email, password)).toBe(false);
      expect((await register(server.url, { email })).status).toBe(201);
    },
  );

  it.each([
    ['a name of one letter after trimming', { displayName: ' A  ' }, 'body.displayName'],
    ['markup as a name', { displayName: '<img src=x onerror=alert(1)>' }, 'body.displayName'],
    ['a template as a name', { displayName: 'Ana {{7*7}}' }, 'body.displayName'],
    ['a name of digits', { displayName: '12345' }, 'body.displayName'],
    ['a name of 101 letters', { displayName: 'A'.repeat(101) }, 'body.displayName'],
    ['a bad e-mail', { email: 'ana@' }, 'body.email'],
    ['an unknown field', { email: newEmail(), admin: true }, 'body.admin'],
  ])('refuses %s with 400 naming the field', async (_label, change, field) => {
    await expectRefused(
      await register(server.url, { email: newEmail(), ...change }),
      400,
      'invalid_request',
      field,
    );
  });

  it.each([
    ['a forged token', `test-site-key.register.${Date.now() + 60_000}.abc.forged-signature`],
    ['a token for another action', testBotToken('login')],
  ])('refuses %s with 400 bot_check_failed and creates nothing', async (_label, botToken) => {
    const email = newEmail();
    await expectRefused(
      await register(server.url, { email, botToken }),
      400,
      'bot_check_failed',
      'body.botToken',
    );
    expect(await canSignIn(email)).toBe(false);
  });

  it('takes a bot token once: a second registration with it is refused', async () => {
    const botToken = testBotToken('register');
    expect((await register(server.url, { email: newEmail(), botToken })).status).toBe(201);
    const email = newEmail();
    await expectRefused(await register(server.url, { email, botToken }), 400, 'bot_check_failed');
    expect(await canSignIn(email)).toBe(false);
  });
});

describe('registrations are rate-limited with the default settings', () => {
  const defaults = readConfig({ SHOP_API_MODE: 'local' });
  let server: TestServer;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    app = buildApp({
      database: server.database,
      services: testServices({ registerRateLimit: defaults.REGISTER_RATE_LIMIT }),
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  it('3 a minute per visitor address, refused or not: the 4th gets 429 and creates nothing', async () => {
    expect(defaults.REGISTER_RATE_LIMIT).toBe(3);
    const statuses: number[] = [];
    // A refused try counts too: a script cannot probe addresses past the limit.
    statuses.push((await register(base, { email: 'ana@' }, '198.51.100.21')).status);
    for (let i = 0; i < 2; i += 1) {
      statuses.push((await register(base, { email: newEmail() }, '198.51.100.21')).status);
    }
    const email = newEmail();
    const limited = await register(base, { email }, '198.51.100.21');
    statuses.push(limited.status);
    expect(statuses).toEqual([400, 201, 201, 429]);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const message = await expectRefused(limited, 429, 'rate_limited');
    expect(message).toMatch(/^Too many registrations .*; try again in \d+ s\.$/);
    expect(await canSignIn(email)).toBe(false);
    expect((await register(base, { email }, '198.51.100.22')).status).toBe(201);
  });
});
