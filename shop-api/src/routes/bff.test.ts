import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiErrorSchema } from '@refurb/shared-contracts';
import {
  BotTokenResponseSchema,
  CloudTokenResponseSchema,
  CUSTOM_TOKEN_COOKIE,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SavedAddressesResponseSchema,
  SavedAddressResponseSchema,
  SessionResponseSchema,
  SessionStateResponseSchema,
  type BotCheckAction,
} from '@refurb/shared-contracts/api/session';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { orderRequest, pickPhone, withShownTotal } from '../test-support/orders.js';
import { signUp } from '../test-support/sessions.js';
import {
  startTestServer,
  testEngines,
  testServices,
  TEST_BOT_SITE_KEY,
  type TestServer,
} from '../test-support/server.js';

const cookiesOf = (response: Response): Record<string, string> =>
  Object.fromEntries(response.headers.getSetCookie().map((c) => [c.split('=')[0]!, c]));
const valueOf = (setCookie: string | undefined) =>
  setCookie?.split(';')[0]?.split('=').slice(1).join('=') ?? '';

describe.each(testEngines())('BFF sessions on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  const botToken = async (action: BotCheckAction = 'login') => {
    const response = await server.post('/common/bot-check/token', {
      siteKey: TEST_BOT_SITE_KEY,
      action,
    });
    return BotTokenResponseSchema.parse(await response.json()).token;
  };
  const createSession = async (idToken: string, token?: string) =>
    server.post('/bff/session', { idToken, botToken: token ?? (await botToken()) });
  const withCookie = (path: string, sessionId: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: { cookie: `${SESSION_COOKIE}=${sessionId}` },
    });

  it('signs in with a Firebase ID token: HttpOnly session cookie, no readable cookie, the user', async () => {
    const { idToken, email } = await signUp();
    const response = await createSession(idToken);
    expect(response.status).toBe(201);
    const { user } = SessionResponseSchema.parse(await response.json());
    expect(user).toMatchObject({ email, deactivated_at: null });
    const cookies = cookiesOf(response);
    expect(cookies[SESSION_COOKIE]).toMatch(/HttpOnly/);
    expect(cookies[SESSION_COOKIE]).toMatch(/SameSite=Lax/);
    expect(cookies[SESSION_COOKIE]).not.toMatch(/Secure/); // loopback host
    // Nothing scripts can read: an old custom-token cookie is only ever cleared.
    expect(cookies[CUSTOM_TOKEN_COOKIE]).toMatch(/Max-Age=0/);

    const me = await withCookie('/bff/me', valueOf(cookies[SESSION_COOKIE]));
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(SessionResponseSchema.parse(await me.json()).user.id).toBe(user.id);
    const token = await withCookie('/bff/me/cloud-token', valueOf(cookies[SESSION_COOKIE]));
    expect(CloudTokenResponseSchema.parse(await token.json()).token.split('.')).toHaveLength(3);
  });

  it("sets Secure cookies for the site behind the host's proxy: its forwarded scheme and host", async () => {
    for (const forwarded of [
      { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'ro.shop.example' },
      { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'ro.shop.example' },
      { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'localhost:3000' },
    ]) {
      const { idToken } = await signUp();
      const response = await fetch(`${server.url}/bff/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...forwarded },
        body: JSON.stringify({ idToken, botToken: await botToken() }),
      });
      expect(response.status).toBe(201);
      const cookies = cookiesOf(response);
      // Outside loopback over HTTP, under the `__Host-` name, which browsers take only Secure.
      expect(cookies[SECURE_SESSION_COOKIE]).toMatch(/; Secure/);
      expect(cookies[SESSION_COOKIE]).toBeUndefined();
    }
  });

  it('stores only a hash of the session id', async () => {
    const { idToken } = await signUp();
    const sessionId = valueOf(cookiesOf(await createSession(idToken))[SESSION_COOKIE]);
    const rows = await server.database.rows<{ id_hash: string }>(sql`SELECT id_hash FROM sessions`);
    expect(rows.some((r) => r.id_hash === sessionId)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id_hash))).toBe(true);
  });

  it('logs out: the session ends and its cookie is cleared, an old custom-token cookie too', async () => {
    const { idToken } = await signUp();
    const sessionId = valueOf(cookiesOf(await createSession(idToken))[SESSION_COOKIE]);
    const out = await fetch(`${server.url}/bff/session`, {
      method: 'DELETE',
      headers: {
        cookie: `${SESSION_COOKIE}=${sessionId}; ${CUSTOM_TOKEN_COOKIE}=old.custom.token`,
      },
    });
    expect(out.status).toBe(204);
    const cleared = cookiesOf(out);
    expect(cleared[SESSION_COOKIE]).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(cleared[CUSTOM_TOKEN_COOKIE]).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect((await withCookie('/bff/me', sessionId)).status).toBe(401);
  });

  it.each([
    ['a token that is not a JWT', 'x'.repeat(40), 'id_token_invalid'],
    [
      'a token signed by nobody the emulator knows',
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.`,
      'id_token_invalid',
    ],
  ])('refuses %s with 401 and sets no cookie', async (_label, idToken, code) => {
    const response = await createSession(idToken);
    expect(response.status).toBe(401);
    expect(ApiErrorSchema.parse(await response.json()).error).toMatchObject({
      code,
      field: 'body.idToken',
    });
    expect(cookiesOf(response)[SESSION_COOKIE]).toBeUndefined();
  });

  it('refuses an expired ID token as expired', async () => {
    const { idToken } = await signUp();
    const [header, payload] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      number
    >;
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = `${header}.${Buffer.from(JSON.stringify({ ...claims, iat: past, auth_time: past, exp: past + 3600 })).toString('base64url')}.`;
    const response = await createSession(expired);
    expect(response.status).toBe(401);
    expect(ApiErrorSchema.parse(await response.json()).error.code).toBe('id_token_expired');
  });

  it.each([
    ['no bot token', undefined, 400],
    [
      'a forged bot token',
      `${TEST_BOT_SITE_KEY}.login.${Date.now() + 60_000}.abc.forged-signature`,
      400,
    ],
  ])('refuses %s', async (_label, token, status) => {
    const { idToken } = await signUp();
    const response = await server.post(
      '/bff/session',
      token === undefined ? { idToken } : { idToken, botToken: token },
    );
    expect(response.status).toBe(status);
    expect(ApiErrorSchema.parse(await response.json()).error.field).toBe('body.botToken');
  });

  it('takes a register token for a session right after sign-up, and only then', async () => {
    const { idToken } = await signUp();
    const asRegister = await server.post('/bff/session', {
      idToken,
      botToken: await botToken('register'),
      intent: 'register',
    });
    expect(asRegister.status).toBe(201);
    const mismatch = await server.post('/bff/session', {
      idToken,
      botToken: await botToken('login'),
      intent: 'register',
    });
    expect(mismatch.status).toBe(400);
  });

  it('takes a bot token once, even when the sign-in after it failed', async () => {
    const token = await botToken();
    const failed = await createSession('x'.repeat(40), token);
    expect(ApiErrorSchema.parse(await failed.json()).error.code).toBe('id_token_invalid');
    const { idToken } = await signUp();
    const again = await createSession(idToken, token);
    expect(again.status).toBe(400);
    expect(ApiErrorSchema.parse(await again.json()).error).toMatchObject({
      code: 'bot_check_failed',
      field: 'body.botToken',
    });
    expect(cookiesOf(again)[SESSION_COOKIE]).toBeUndefined();
    expect((await createSession(idToken)).status).toBe(201);
  });

  it('refuses a bot token issued for another action', async () => {
    const { idToken } = await signUp();
    const response = await createSession(idToken, await botToken('place_order'));
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(await response.json()).error.code).toBe('bot_check_failed');
  });

  it('a deactivated user: the session ends, and no new session is made', async () => {
    const { idToken } = await signUp();
    const sessionId = valueOf(cookiesOf(await createSession(idToken))[SESSION_COOKIE]);
    const deactivated = await withCookie('/bff/me/deactivate', sessionId, { method: 'POST' });
    expect(
      SessionResponseSchema.parse(await deactivated.json()).user.deactivated_at,
    ).not.toBeNull();
    expect(cookiesOf(deactivated)[SESSION_COOKIE]).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect((await withCookie('/bff/me', sessionId)).status).toBe(401);
    const again = await createSession(idToken);
    expect(again.status).toBe(403);
    expect(ApiErrorSchema.parse(await again.json()).error.code).toBe('account_deactivated');
  });

  it('an order placed with a session belongs to its user; a visitor order to nobody', async () => {
    const { idToken } = await signUp();
    const response = await createSession(idToken);
    const { user } = SessionResponseSchema.parse(await response.json());
    const sessionId = valueOf(cookiesOf(response)[SESSION_COOKIE]);
    const used = new Set<string>();
    const place = async (cookie?: string) => {
      const request = await withShownTotal(server, orderRequest('ro', pickPhone(server, used)));
      const placed = await fetch(`${server.url}/shop/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(request),
      });
      expect(placed.status).toBe(201);
      return ((await placed.json()) as { orderId: string }).orderId;
    };
    const owner = async (orderId: string) =>
      (
        await server.database.rows<{ user_id: string | null }>(
          sql`SELECT user_id FROM orders WHERE id = ${orderId}`,
        )
      )[0]?.user_id;
    expect(await owner(await place(`${SESSION_COOKIE}=${sessionId}`))).toBe(user.id);
    expect(await owner(await place())).toBeNull();
  });

  it("keeps a person's saved addresses, oldest first, and only for them", async () => {
    const session = async () => {
      const response = await createSession((await signUp()).idToken);
      const { user } = SessionResponseSchema.parse(await response.json());
      return { user, cookie: `${SESSION_COOKIE}=${valueOf(cookiesOf(response)[SESSION_COOKIE])}` };
    };
    const call = (path: string, cookie: string, method = 'GET', body?: unknown) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const ana = await session();
    const address = {
      judet: 'Cluj',
      oras: 'Cluj-Napoca',
      county_id: 113,
      locality_id: 11301,
      strada: 'Str. Memorandumului',
      nr: '28',
      cod_postal: '400114',
      details: null,
    };
    const first = await call('/bff/me/addresses', ana.cookie, 'POST', { address });
    expect(first.status).toBe(201);
    const saved = SavedAddressResponseSchema.parse(await first.json()).address;
    expect(saved).toMatchObject({ ...address, address_type: 'DELIVERY', user_id: ana.user.id });
    await call('/bff/me/addresses', ana.cookie, 'POST', { address: { ...address, nr: '30' } });
    const list = SavedAddressesResponseSchema.parse(
      await (await call('/bff/me/addresses', ana.cookie)).json(),
    ).addresses;
    expect(list.map((a) => a.nr)).toEqual(['28', '30']);

    const updated = await call(`/bff/me/addresses/${saved.id}`, ana.cookie, 'PUT', {
      address: {
        ...address,
        details: 'Ap. 4',
        address_type: 'DELIVERY',
        id: saved.id,
        user_id: ana.user.id,
      },
    });
    expect(updated.status).toBe(200);
    expect(SavedAddressResponseSchema.parse(await updated.json()).address.details).toBe('Ap. 4');

    // Someone else sees none of them and cannot change them.
    const ion = await session();
    const theirs = SavedAddressesResponseSchema.parse(
      await (await call('/bff/me/addresses', ion.cookie)).json(),
    );
    expect(theirs.addresses).toEqual([]);
    const taken = await call(`/bff/me/addresses/${saved.id}`, ion.cookie, 'PUT', {
      address: { ...address, address_type: 'DELIVERY', id: saved.id, user_id: ion.user.id },
    });
    expect(taken.status).toBe(404);
    expect((await server.get('/bff/me/addresses')).status).toBe(401);
    const bad = await call('/bff/me/addresses', ana.cookie, 'POST', {
      address: { ...address, strada: '' },
    });
    expect(ApiErrorSchema.parse(await bad.json()).error.field).toBe('body.address.strada');
  });

  it('answers 401 to me without a session', async () => {
    expect((await server.get('/bff/me')).status).toBe(401);
    expect((await withCookie('/bff/me', 'not-a-session')).status).toBe(401);
  });

  it('says who the session is: a visitor is 200 and null, a signed-in person is theirs, an ended session a visitor', async () => {
    for (const visitor of [
      await server.get('/bff/session'),
      await withCookie('/bff/session', 'not-a-session'),
    ]) {
      expect(visitor.status).toBe(200);
      expect(visitor.headers.get('cache-control')).toBe('no-store');
      expect(SessionStateResponseSchema.parse(await visitor.json())).toEqual({ user: null });
    }
    const { idToken, email } = await signUp();
    const sessionId = valueOf(cookiesOf(await createSession(idToken))[SESSION_COOKIE]);
    const signedIn = await withCookie('/bff/session', sessionId);
    expect(signedIn.status).toBe(200);
    expect(SessionStateResponseSchema.parse(await signedIn.json()).user).toMatchObject({ email });
    await withCookie('/bff/session', sessionId, { method: 'DELETE' });
    const ended = await withCookie('/bff/session', sessionId);
    expect(SessionStateResponseSchema.parse(await ended.json())).toEqual({ user: null });
  });

  it('serves the bot-check script and refuses tokens for an unknown site key', async () => {
    const script = await server.get('/common/bot-check/script.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('refurbBotCheck');
    const bad = await server.post('/common/bot-check/token', { siteKey: 'other', action: 'login' });
    expect(bad.status).toBe(400);
  });
});

describe('session creation is rate-limited per IP', () => {
  it('answers 429 with Retry-After past the limit', async () => {
    const server = await startTestServer('pglite');
    const app = buildApp({
      database: server.database,
      services: testServices({ sessionRateLimit: 3 }),
    });
    try {
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await fetch(`${address}/bff/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ idToken: 'x'.repeat(40), botToken: 'y'.repeat(20) }),
        });
        statuses.push(response.status);
        if (response.status === 429)
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await app.close();
      await server.close();
    }
  });
});
