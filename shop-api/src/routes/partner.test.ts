import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiErrorSchema } from '@refurb/shared-contracts';
import { SESSION_COOKIE, SessionResponseSchema } from '@refurb/shared-contracts/api/session';
import { LOCAL_PARTNER_CLIENT } from '../config.js';
import { createPartnerClient } from '../auth/partner-client.js';
import { STAND_IN_BASE } from '../auth/partner-stand-in.js';
import { testClock } from '../test-support/clock.js';
import {
  startTestServer,
  testBotToken,
  testEngines,
  type TestServer,
} from '../test-support/server.js';
import { signedIn, signUp } from '../test-support/sessions.js';
import { PARTNER_NONCE_COOKIE, sameSitePath } from './partner.js';

const cookiesOf = (response: Response): Record<string, string> =>
  Object.fromEntries(response.headers.getSetCookie().map((c) => [c.split('=')[0]!, c]));
const pairOf = (setCookie: string | undefined) => setCookie?.split(';')[0] ?? '';
const field = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1]?.replace(/&#38;/g, '&') ?? '';
const cleared = /Max-Age=0|Expires=Thu, 01 Jan 1970/;

describe('the open-redirect guard of the partner login', () => {
  it.each([
    ['/cont/', '/cont/'],
    ['/.//evil.example/phish', '/evil.example/phish'],
    ['/./\\evil.example/', '/evil.example/'],
    ['/a/../..//evil.example', '/evil.example'],
    ['//evil.example/', null],
    ['https://evil.example/', null],
  ])('reads %p as %p', (path, expected) => {
    expect(sameSitePath(path)).toBe(expected);
  });
});

describe.each(testEngines())('partner marketplace login on %s', (engine) => {
  const clock = testClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { clock: clock.now, partnerSignupRateLimit: 1000 });
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(() => clock.reset());

  const get = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const consent = (fields: Record<string, string>) =>
    fetch(`${server.url}${STAND_IN_BASE}/consent`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams(fields),
    });
  const startUrl = (redirect: string, country = 'ro', botToken = testBotToken('partner')) =>
    `/bff/partner?${new URLSearchParams({ redirect, country, botToken }).toString()}`;

  /** Starts a login as a browser would, up to the stand-in's consent page. */
  const start = async (redirect = '/cont/', country = 'ro', cookie?: string) => {
    const begin = await get(startUrl(redirect, country), cookie);
    expect(begin.status).toBe(302);
    const authorize = begin.headers.get('location') ?? '';
    expect(authorize.startsWith(`${STAND_IN_BASE}/authorize?`)).toBe(true);
    const page = await get(authorize);
    expect(page.status).toBe(200);
    const html = await page.text();
    return {
      html,
      state: field(html, 'state'),
      redirectUri: field(html, 'redirect_uri'),
      nonce: pairOf(cookiesOf(begin)[PARTNER_NONCE_COOKIE]),
    };
  };
  /** Allows at the stand-in with `email`: the callback URL it sends the browser to. */
  const allow = async (flow: { state: string; redirectUri: string }, email: string) => {
    const response = await consent({
      state: flow.state,
      redirect_uri: flow.redirectUri,
      decision: 'allow',
      email,
      name: 'Ana Partener',
    });
    expect(response.status).toBe(302);
    return response.headers.get('location') ?? '';
  };
  /** A whole login: the callback's answer. `session` is a signed-in browser's cookie. */
  const login = async (email: string, redirect = '/cont/', session?: string) => {
    const flow = await start(redirect, 'ro', session);
    const callback = await allow(flow, email);
    return get(callback, [flow.nonce, session].filter(Boolean).join('; '));
  };
  const meOf = async (response: Response) => {
    const me = await get('/bff/me', pairOf(cookiesOf(response)[SESSION_COOKIE]));
    return me.ok ? SessionResponseSchema.parse(await me.json()).user : null;
  };

  it('sends the browser to the partner with a state, then shows an accessible consent page', async () => {
    const begin = await get(startUrl('/cont/', 'gr'));
    expect(begin.status).toBe(302);
    expect(begin.headers.get('cache-control')).toBe('no-store');
    const nonce = cookiesOf(begin)[PARTNER_NONCE_COOKIE];
    expect(nonce).toMatch(/HttpOnly/);
    expect(nonce).toMatch(/Path=\/bff\/partner/);
    const authorize = new URL(begin.headers.get('location')!, 'http://x');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: LOCAL_PARTNER_CLIENT.clientId,
      redirect_uri: '/bff/partner/callback',
      ui_locales: 'el',
    });
    const html = await (await get(`${authorize.pathname}${authorize.search}`)).text();
    expect(html).toContain('<html lang="el">');
    expect(html).toContain('Ακύρωση');
    expect(html).toContain(`<form method="post" action="${STAND_IN_BASE}/consent">`);
    expect(html).toContain('<label for="email">');
    expect(html).not.toMatch(/<script/i);
  });

  it("starts only after the bot check: none, a forged one, another action's, a used one", async () => {
    const used = testBotToken('partner');
    expect((await get(startUrl('/cont/', 'ro', used))).status).toBe(302);
    for (const botToken of ['x', used, testBotToken('login'), `${testBotToken('partner')}x`]) {
      const response = await get(startUrl('/cont/', 'ro', botToken));
      expect(response.status).toBe(400);
      expect(ApiErrorSchema.parse(await response.json()).error.code).toBe('bot_check_failed');
    }
    const missing = await get('/bff/partner?redirect=%2F&country=ro');
    expect(ApiErrorSchema.parse(await missing.json()).error.field).toBe('query.botToken');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/'],
    ['a relative path', 'cont/'],
    ['a header break', '/cont/\r\nSet-Cookie: x=1'],
  ])('refuses %s as the redirect with 400', async (_label, redirect) => {
    const response = await get(startUrl(redirect));
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(await response.json()).error.field).toBe('query.redirect');
  });

  it('never redirects off the site: /.//evil.example stays a path here', async () => {
    const response = await login(`partner-${randomUUID()}@example.com`, '/.//evil.example/phish');
    expect(response.status).toBe(302);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe('/evil.example/phish');
    expect(new URL(location, 'http://ro.localhost:3000').origin).toBe('http://ro.localhost:3000');
  });

  it('a new partner identity gets a new account, and is the same person next time', async () => {
    const email = `partner-${randomUUID()}@example.com`;
    const response = await login(email, '/cont/comenzile-mele/');
    expect(response.headers.get('location')).toBe('/cont/comenzile-mele/');
    const cookies = cookiesOf(response);
    expect(cookies[SESSION_COOKIE]).toMatch(/HttpOnly/);
    expect(cookies[PARTNER_NONCE_COOKIE]).toMatch(cleared);
    const user = await meOf(response);
    expect(user).toMatchObject({ email, displayName: 'Ana Partener', deactivated_at: null });
    const again = await meOf(await login(email));
    expect(again?.id).toBe(user?.id);
  });

  it('never hands over an existing account for its typed e-mail address', async () => {
    // The victim registered with a password; the attacker types their address at the partner.
    const victim = await signUp();
    const attack = await login(victim.email, '/cont/');
    expect(attack.status).toBe(302);
    expect(attack.headers.get('location')).toBe('/cont/?partner=link-required');
    expect(cookiesOf(attack)[SESSION_COOKIE] ?? '').not.toMatch(/refurb_session=[^;]+/);
    expect(await meOf(attack)).toBeNull();
    // Asked again, still nothing: no link was made by the attempt.
    expect((await login(victim.email)).headers.get('location')).toBe(
      '/cont/?partner=link-required',
    );
  });

  it('links the partner to an account only when its owner is signed in, then signs in with it', async () => {
    const owner = await signedIn(server);
    const email = owner.user.email!;
    const linked = await login(email, '/cont/setari/', owner.cookie);
    expect(linked.headers.get('location')).toBe('/cont/setari/?partner=linked');
    // The sign-in rotated the session: the old cookie is gone, the new one is the owner's.
    expect((await meOf(linked))?.id).toBe(owner.user.id);
    expect((await get('/bff/me', owner.cookie)).status).toBe(401);
    // Later, signed out, the partner signs the owner in.
    const later = await login(email);
    expect(later.headers.get('location')).toBe('/cont/');
    expect((await meOf(later))?.id).toBe(owner.user.id);
  });

  it('sends a cancelled login back to where it started, with no session', async () => {
    const flow = await start('/cosul-meu/autentificare/?step=login#top');
    const cancel = await consent({
      state: flow.state,
      redirect_uri: flow.redirectUri,
      decision: 'cancel',
    });
    const response = await get(cancel.headers.get('location')!, flow.nonce);
    expect(response.headers.get('location')).toBe(
      '/cosul-meu/autentificare/?step=login&partner=cancelled#top',
    );
    expect(cookiesOf(response)[SESSION_COOKIE]).toBeUndefined();
  });

  it('takes a code once: a replay is a failed login, with no session', async () => {
    const flow = await start();
    const callback = await allow(flow, `partner-${randomUUID()}@example.com`);
    expect((await get(callback, flow.nonce)).status).toBe(302);
    const replay = await get(callback, flow.nonce);
    expect(replay.headers.get('location')).toBe('/cont/?partner=failed');
    expect(cookiesOf(replay)[SESSION_COOKIE]).toBeUndefined();
  });

  it('refuses a login finished in another browser, or with an expired or forged state', async () => {
    const flow = await start();
    const callback = await allow(flow, `partner-${randomUUID()}@example.com`);
    const elsewhere = await get(callback);
    expect(ApiErrorSchema.parse(await elsewhere.json()).error.code).toBe('partner_state_mismatch');
    clock.advanceDays(1);
    const late = await get(callback, flow.nonce);
    expect(ApiErrorSchema.parse(await late.json()).error.code).toBe('partner_state_expired');
    clock.reset();
    const forged = await get(callback.replace('state=', 'state=x'), flow.nonce);
    expect(ApiErrorSchema.parse(await forged.json()).error.code).toBe('partner_state_invalid');
  });

  it("the stand-in partner gives a code only to the shop's client, for its callback", async () => {
    const flow = await start();
    const callback = new URL(await allow(flow, `partner-${randomUUID()}@example.com`), 'http://x');
    const code = callback.searchParams.get('code')!;
    const other = createPartnerClient(
      {
        authorizeUrl: `${STAND_IN_BASE}/authorize`,
        tokenUrl: `${server.url}${STAND_IN_BASE}/token`,
        userinfoUrl: `${server.url}${STAND_IN_BASE}/userinfo`,
        clientId: 'someone-else',
        clientSecret: 'not-the-shops-secret-000',
      },
      fetch,
    );
    expect(await other.exchange(code, '/bff/partner/callback')).toEqual({
      ok: false,
      reason: 'refused',
    });
    const shop = createPartnerClient(
      {
        ...LOCAL_PARTNER_CLIENT,
        authorizeUrl: `${STAND_IN_BASE}/authorize`,
        tokenUrl: `${server.url}${STAND_IN_BASE}/token`,
        userinfoUrl: `${server.url}${STAND_IN_BASE}/userinfo`,
      },
      fetch,
    );
    // A code asked for another redirect_uri is not this one's; the attempt spends it.
    expect((await shop.exchange(code, 'http://evil.example/bff/partner/callback')).ok).toBe(false);
    expect((await shop.exchange(code, '/bff/partner/callback')).ok).toBe(false);
  });

  it('gives a deactivated account no session and says so on the redirect path', async () => {
    const email = `partner-${randomUUID()}@example.com`;
    const first = await login(email);
    const session = pairOf(cookiesOf(first)[SESSION_COOKIE]);
    const deactivated = await fetch(`${server.url}/bff/me/deactivate`, {
      method: 'POST',
      headers: { cookie: session },
    });
    expect(deactivated.status).toBe(200);
    const response = await login(email, '/cont/');
    expect(response.headers.get('location')).toBe('/cont/?partner=deactivated');
    expect(await meOf(response)).toBeNull();
  });
});

describe('partner sign-ups are limited per visitor', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { partnerSignupRateLimit: 2 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('makes at most the limit of new accounts from one address; a known identity still signs in', async () => {
    const get = (path: string, cookie?: string) =>
      fetch(`${server.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    const login = async (email: string) => {
      const begin = await get(
        `/bff/partner?${new URLSearchParams({ redirect: '/', country: 'ro', botToken: testBotToken('partner') }).toString()}`,
      );
      const nonce = pairOf(cookiesOf(begin)[PARTNER_NONCE_COOKIE]);
      const html = await (await get(begin.headers.get('location')!)).text();
      const allowed = await fetch(`${server.url}${STAND_IN_BASE}/consent`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({
          state: field(html, 'state'),
          redirect_uri: field(html, 'redirect_uri'),
          decision: 'allow',
          email,
        }),
      });
      return (await get(allowed.headers.get('location')!, nonce)).headers.get('location');
    };
    const first = `partner-${randomUUID()}@example.com`;
    expect(await login(first)).toBe('/');
    expect(await login(`partner-${randomUUID()}@example.com`)).toBe('/');
    expect(await login(`partner-${randomUUID()}@example.com`)).toBe('/?partner=busy');
    expect(await login(first)).toBe('/');
  });
});
