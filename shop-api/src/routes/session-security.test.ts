/**
 * The attacks on sessions of issue 32, each performed against the real server on the Auth
 * emulator: a custom token (what a page script could once read from a cookie) turned into a
 * session, a session outliving a logout, a password change, a disabled or a deactivated account,
 * a fixed session id, and the per-visitor and per-account limits dodged with forwarded addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ApiErrorSchema } from '@refurb/shared-contracts';
import {
  CloudTokenResponseSchema,
  CUSTOM_TOKEN_COOKIE,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SessionResponseSchema,
} from '@refurb/shared-contracts/api/session';
import { sql } from 'drizzle-orm';
import { getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { buildApp } from '../app.js';
import { testClock } from '../test-support/clock.js';
import { orderRequest, pickPhone, TEST_ADDRESS, withShownTotal } from '../test-support/orders.js';
import {
  startTestServer,
  testBotToken,
  testServices,
  type TestServer,
} from '../test-support/server.js';
import { emulatorFetch } from '../test-support/sessions.js';

const emulator = () => `http://${process.env.TEST_AUTH_EMULATOR_HOST}`;

async function emulatorCall(path: string, body: unknown): Promise<Record<string, unknown>> {
  // The emulator's first answers after a cold start may drop the connection: tried again.
  const response = await emulatorFetch(`${emulator()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as Record<string, unknown>) };
}

/** A new person signed in with a password: their ID token, refresh token and uid. */
async function passwordSignIn() {
  const email = `attack-${randomUUID()}@example.ro`;
  const answer = await emulatorCall('/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any', {
    email,
    password: 'parola-buna-1',
    returnSecureToken: true,
  });
  return {
    idToken: String(answer.idToken),
    refreshToken: String(answer.refreshToken),
    uid: String(answer.localId),
    email,
  };
}

/** What a script holding a custom token does: signs in to Firebase with it for an ID token. */
async function idTokenFromCustomToken(customToken: string): Promise<string> {
  const answer = await emulatorCall(
    '/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=any',
    { token: customToken, returnSecureToken: true },
  );
  expect(typeof answer.idToken).toBe('string');
  return String(answer.idToken);
}

/** An emulator ID token (unsigned there) with other claims: what the emulator would issue. */
function withClaims(idToken: string, claims: Record<string, unknown>): string {
  const [header, payload] = idToken.split('.');
  const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object;
  const next = Buffer.from(JSON.stringify({ ...decoded, ...claims })).toString('base64url');
  return `${header}.${next}.`;
}

const adminAuth = () => {
  const app = getApps().find((a) => a.name === 'shop-api-demo-refurb');
  if (!app) throw new Error('the shop-api Firebase app is not initialized');
  return getAuth(app);
};

const sessionIdOf = (response: Response, name = SESSION_COOKIE) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1) ?? '';

const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('sessions against the attacks of issue 32', () => {
  const clock = testClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { clock: clock.now, testControls: true });
  });
  afterAll(async () => {
    await server.close();
  });

  const call = (path: string, sessionId: string | null, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(sessionId ? { cookie: `${SESSION_COOKIE}=${sessionId}` } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  const createSession = (idToken: string, headers: Record<string, string> = {}) =>
    call('/bff/session', null, {
      method: 'POST',
      headers,
      body: JSON.stringify({ idToken, botToken: testBotToken('login') }),
    });
  const signIn = async (idToken: string) => {
    const response = await createSession(idToken);
    expect(response.status).toBe(201);
    return sessionIdOf(response);
  };
  const errorCode = async (response: Response) =>
    ApiErrorSchema.parse(await response.json()).error.code;

  it('sets no script-readable cookie; the cloud token comes from a no-store call, for a session only', async () => {
    const { idToken } = await passwordSignIn();
    const response = await createSession(idToken);
    expect(response.status).toBe(201);
    const cookies = response.headers.getSetCookie();
    expect(cookies.filter((c) => !/HttpOnly/.test(c) && !/Max-Age=0|1970/.test(c))).toEqual([]);
    // An old custom-token cookie is cleared at sign-in, never set.
    expect(cookies.find((c) => c.startsWith(`${CUSTOM_TOKEN_COOKIE}=`))).toMatch(/Max-Age=0/);
    const sessionId = sessionIdOf(response);

    const me = await call('/bff/me', sessionId);
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.headers.getSetCookie()).toEqual([]);

    const token = await call('/bff/me/cloud-token', sessionId);
    expect(token.status).toBe(200);
    expect(token.headers.get('cache-control')).toBe('no-store');
    expect(CloudTokenResponseSchema.parse(await token.json()).token.split('.')).toHaveLength(3);
    expect((await call('/bff/me/cloud-token', null)).status).toBe(401);
    expect((await call('/bff/me/cloud-token', 'not-a-session')).status).toBe(401);
  });

  it('a custom token cannot become a session, before or after logout', async () => {
    const { idToken, uid } = await passwordSignIn();
    const sessionId = await signIn(idToken);
    // What a script once read from the custom-token cookie (and what the cloud-token call hands
    // the cart now): a custom token for the person. The attacker keeps it; the victim logs out.
    const token = await server.services.identity.customToken(uid);
    expect((await call('/bff/session', sessionId, { method: 'DELETE' })).status).toBe(204);
    const minted = await idTokenFromCustomToken(token);
    const attempt = await createSession(minted);
    expect(attempt.status).toBe(401);
    expect(await errorCode(attempt)).toBe('id_token_custom');
    expect(sessionIdOf(attempt)).toBe('');
  });

  it('refuses an ID token whose sign-in is over 5 minutes old', async () => {
    const { idToken, uid } = await passwordSignIn();
    const now = Math.floor(Date.now() / 1000);
    // The account's tokens count from an hour ago (as for an account made then), so the
    // token's age, not a revocation, is what is judged.
    const moved = await fetch(
      `${emulator()}/identitytoolkit.googleapis.com/v1/projects/demo-refurb/accounts:update`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId: uid, validSince: String(now - 3600) }),
      },
    );
    expect(moved.status).toBe(200);
    const stale = withClaims(idToken, { auth_time: now - 6 * 60, iat: now - 10 });
    const response = await createSession(stale);
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe('id_token_stale');
    const fresh = withClaims(idToken, { auth_time: now - 60, iat: now - 10 });
    expect((await createSession(fresh)).status).toBe(201);
  });

  it('logout revokes the Firebase tokens: the ID token from before cannot start a session', async () => {
    const { idToken, refreshToken, uid } = await passwordSignIn();
    const sessionId = await signIn(idToken);
    await nextSecond(); // Firebase's revocation times are whole seconds
    expect((await call('/bff/session', sessionId, { method: 'DELETE' })).status).toBe(204);
    const revokedAt = Date.parse((await adminAuth().getUser(uid)).tokensValidAfterTime ?? '');
    expect(revokedAt).toBeGreaterThan(Date.now() - 2000);
    const again = await createSession(idToken);
    expect(again.status).toBe(401);
    expect(await errorCode(again)).toBe('id_token_revoked');
    // And the refresh token the browser held gives nothing a session can start from.
    const refreshed = await fetch(`${emulator()}/securetoken.googleapis.com/v1/token?key=any`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    // Firebase refuses it; the emulator hands out an ID token still, which must not count.
    const fresh = (await refreshed.json()) as { id_token?: string };
    const outcome = fresh.id_token ? (await createSession(fresh.id_token)).status : 400;
    expect([400, 401]).toContain(outcome);
  });

  it("a logout on one device leaves the person's other sessions going", async () => {
    const { idToken } = await passwordSignIn();
    const phone = await signIn(idToken);
    const laptop = await signIn(idToken);
    await nextSecond();
    expect((await call('/bff/session', phone, { method: 'DELETE' })).status).toBe(204);
    clock.advanceDays(1); // past the standing's cache
    try {
      expect((await call('/bff/me', laptop)).status).toBe(200);
      expect((await call('/bff/me', phone)).status).toBe(401);
    } finally {
      clock.reset();
    }
  });

  it('a session ends once the tokens are revoked elsewhere (a password change), within the check interval', async () => {
    const { idToken, uid } = await passwordSignIn();
    const sessionId = await signIn(idToken);
    expect((await call('/bff/me/orders', sessionId)).status).toBe(200);
    await nextSecond();
    await adminAuth().revokeRefreshTokens(uid);
    clock.advanceDays(1);
    try {
      const after = await call('/bff/me/orders', sessionId);
      expect(after.status).toBe(401);
      expect((await call('/bff/me', sessionId)).status).toBe(401);
    } finally {
      clock.reset();
    }
    const rows = await server.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${uid}`,
    );
    expect(rows[0]?.n).toBe(0);
    // A sign-in after the change is a good session.
    const { idToken: later } = await (async () => {
      const answer = await emulatorCall(
        '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any',
        {
          email: (await adminAuth().getUser(uid)).email,
          password: 'parola-buna-1',
          returnSecureToken: true,
        },
      );
      return { idToken: String(answer.idToken) };
    })();
    expect((await call('/bff/me', await signIn(later))).status).toBe(200);
  });

  it('a session of an account Firebase disabled ends', async () => {
    const { idToken, uid } = await passwordSignIn();
    const sessionId = await signIn(idToken);
    await adminAuth().updateUser(uid, { disabled: true });
    clock.advanceDays(1);
    try {
      expect((await call('/bff/me/addresses', sessionId)).status).toBe(401);
    } finally {
      clock.reset();
    }
  });

  it('log out everywhere ends every session of the person and no one else’s', async () => {
    const { idToken } = await passwordSignIn();
    const first = await signIn(idToken);
    const second = await signIn(idToken);
    const other = await signIn((await passwordSignIn()).idToken);
    const out = await call('/bff/me/sessions/revoke-all', first, { method: 'POST' });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().some((c) => /Max-Age=0|1970/.test(c))).toBe(true);
    expect((await call('/bff/me', first)).status).toBe(401);
    expect((await call('/bff/me', second)).status).toBe(401);
    expect((await call('/bff/me', other)).status).toBe(200);
    expect((await call('/bff/me/sessions/revoke-all', null, { method: 'POST' })).status).toBe(401);
    expect((await call('/bff/me/deactivate', null, { method: 'POST' })).status).toBe(401);
  });

  it('a new sign-in ends the session the browser already had', async () => {
    const { idToken } = await passwordSignIn();
    const fixed = await signIn(idToken);
    const response = await call('/bff/session', fixed, {
      method: 'POST',
      body: JSON.stringify({ idToken, botToken: testBotToken('login') }),
    });
    expect(response.status).toBe(201);
    const fresh = sessionIdOf(response);
    expect(fresh).not.toBe(fixed);
    expect((await call('/bff/me', fixed)).status).toBe(401);
    expect((await call('/bff/me', fresh)).status).toBe(200);
  });

  it('names the cookie __Host- on an https site, Secure, Path=/, no Domain, and reads it back', async () => {
    const { idToken } = await passwordSignIn();
    const site = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'ro.shop.example' };
    const response = await createSession(idToken, site);
    expect(response.status).toBe(201);
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SECURE_SESSION_COOKIE}=`) && !/Max-Age=0/.test(c));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookie).toMatch(/HttpOnly/);
    const sessionId = sessionIdOf(response, SECURE_SESSION_COOKIE);
    const me = await fetch(`${server.url}/bff/me`, {
      headers: { ...site, cookie: `${SECURE_SESSION_COOKIE}=${sessionId}` },
    });
    expect(me.status).toBe(200);
    // A plain-named cookie on the https site (what a sibling subdomain can set, to sign the
    // visitor in as the attacker) is not a session there.
    const tossed = await fetch(`${server.url}/bff/me`, {
      headers: { ...site, cookie: `${SESSION_COOKIE}=${sessionId}` },
    });
    expect(tossed.status).toBe(401);
    // On loopback the plain name, as before.
    expect(sessionIdOf(await createSession(idToken))).not.toBe('');
  });

  describe('a deactivated account', () => {
    it('deactivation ends every session of the person, the other device’s too', async () => {
      const { idToken } = await passwordSignIn();
      const here = await signIn(idToken);
      const there = await signIn(idToken);
      const response = await call('/bff/me/deactivate', here, { method: 'POST' });
      expect(response.status).toBe(200);
      expect(SessionResponseSchema.parse(await response.json()).user.deactivated_at).not.toBeNull();
      expect((await call('/bff/me/orders', there)).status).toBe(401);
      expect((await call('/bff/me', here)).status).toBe(401);
      const again = await createSession(idToken);
      expect(again.status).toBe(403);
      expect(await errorCode(again)).toBe('account_deactivated');
    });

    it('deactivated by the back office: 403 everywhere but me and logout', async () => {
      const { idToken, uid } = await passwordSignIn();
      const sessionId = await signIn(idToken);
      // As the back office does it (the journeys' control): the sessions are left to find out.
      const control = await server.post('/test-controls/users/deactivated', { userId: uid });
      expect(control.status).toBe(200);

      const me = await call('/bff/me', sessionId);
      expect(me.status).toBe(200);
      expect(SessionResponseSchema.parse(await me.json()).user.deactivated_at).not.toBeNull();
      for (const [path, init] of [
        ['/bff/me/orders', {}],
        ['/bff/me/addresses', {}],
        ['/bff/me/cloud-token', {}],
        ['/bff/me/profile', {}],
        ['/bff/me/addresses', { method: 'POST', body: JSON.stringify({ address: TEST_ADDRESS }) }],
      ] as const) {
        const answer = await call(path, sessionId, init);
        expect([path, answer.status]).toEqual([path, 403]);
        expect(await errorCode(answer)).toBe('account_deactivated');
      }
      const order = await withShownTotal(server, orderRequest('ro', pickPhone(server, new Set())));
      const placed = await call('/shop/orders', sessionId, {
        method: 'POST',
        body: JSON.stringify(order),
      });
      expect(placed.status).toBe(403);
      expect(await errorCode(placed)).toBe('account_deactivated');

      expect((await call('/bff/session', sessionId, { method: 'DELETE' })).status).toBe(204);
      expect((await call('/bff/me', sessionId)).status).toBe(401);
    });
  });
});

describe('limits per account, per e-mail and per network', () => {
  const withApp = async (
    overrides: Parameters<typeof testServices>[0],
    run: (url: string) => Promise<void>,
    trustProxy?: string,
  ) => {
    const server = await startTestServer('pglite');
    const app = buildApp({
      database: server.database,
      services: testServices(overrides),
      ...(trustProxy ? { trustProxy } : {}),
    });
    try {
      await run(await app.listen({ host: '127.0.0.1', port: 0 }));
    } finally {
      await app.close();
      await server.close();
    }
  };
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('sessions per account: many addresses signing one account in are stopped', async () => {
    await withApp({ sessionAccountRateLimit: 2 }, async (url) => {
      const { idToken } = await passwordSignIn();
      const statuses: number[] = [];
      for (let i = 1; i <= 3; i += 1) {
        const answer = await post(
          `${url}/bff/session`,
          { idToken, botToken: testBotToken('login') },
          { 'x-forwarded-for': `198.51.100.${i}` },
        );
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([201, 201, 429]);
      // Another account from the same addresses is not held back.
      const other = await post(
        `${url}/bff/session`,
        { idToken: (await passwordSignIn()).idToken, botToken: testBotToken('login') },
        { 'x-forwarded-for': '198.51.100.1' },
      );
      expect(other.status).toBe(201);
    });
  });

  it('two IPv6 addresses of one /64 share the per-visitor bucket', async () => {
    await withApp({ sessionRateLimit: 3 }, async (url) => {
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i += 1) {
        const answer = await post(
          `${url}/bff/session`,
          { idToken: 'x'.repeat(40), botToken: 'y'.repeat(20) },
          { 'x-forwarded-for': `2001:db8:7:8::${i.toString(16)}` },
        );
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
      const elsewhere = await post(
        `${url}/bff/session`,
        { idToken: 'x'.repeat(40), botToken: 'y'.repeat(20) },
        { 'x-forwarded-for': '2001:db8:7:9::1' },
      );
      expect(elsewhere.status).toBe(400);
    });
  });

  it('a forwarded address from a peer that is not a configured proxy is not believed', async () => {
    await withApp(
      { sessionRateLimit: 2 },
      async (url) => {
        const statuses: number[] = [];
        for (let i = 1; i <= 3; i += 1) {
          const answer = await post(
            `${url}/bff/session`,
            { idToken: 'x'.repeat(40), botToken: 'y'.repeat(20) },
            { 'x-forwarded-for': `203.0.113.${i}` },
          );
          statuses.push(answer.status);
        }
        expect(statuses).toEqual([400, 400, 429]);
      },
      '192.0.2.10',
    );
  });

  it('registrations per e-mail address, whatever address asks', async () => {
    await withApp({ registerEmailRateLimit: 2 }, async (url) => {
      const email = `probe-${randomUUID()}@example.ro`;
      const statuses: number[] = [];
      for (let i = 1; i <= 3; i += 1) {
        const answer = await post(
          `${url}/bff/register`,
          {
            displayName: 'Ana Pop',
            email: i === 3 ? email.toUpperCase() : email,
            password: 'parola-buna-1',
            botToken: testBotToken('register'),
          },
          { 'x-forwarded-for': `198.51.100.${i}` },
        );
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([201, 409, 429]);
    });
  });

  it('saved addresses per account', async () => {
    await withApp({ addressRateLimit: 2 }, async (url) => {
      const { idToken } = await passwordSignIn();
      const session = await post(`${url}/bff/session`, {
        idToken,
        botToken: testBotToken('login'),
      });
      const cookie = `${SESSION_COOKIE}=${sessionIdOf(session)}`;
      const statuses: number[] = [];
      for (let i = 1; i <= 3; i += 1) {
        const answer = await post(
          `${url}/bff/me/addresses`,
          { address: TEST_ADDRESS },
          { cookie, 'x-forwarded-for': `198.51.100.${i}` },
        );
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([201, 201, 429]);
    });
  });
});
