import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ApiErrorSchema,
  CUSTOM_TOKEN_COOKIE,
  SESSION_COOKIE,
  SessionResponseSchema,
} from '@refurb/shared-contracts';
import { DEMO_PARTNER_EMAIL } from '../auth/partner-page.js';
import { testClock } from '../test-support/clock.js';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';
import { PARTNER_NONCE_COOKIE } from './partner.js';

const cookiesOf = (response: Response): Record<string, string> =>
  Object.fromEntries(response.headers.getSetCookie().map((c) => [c.split('=')[0]!, c]));
const pairOf = (setCookie: string | undefined) => setCookie?.split(';')[0] ?? '';
const stateIn = (html: string) => /name="state" value="([^"]+)"/.exec(html)?.[1] ?? '';

describe.each(testEngines())('partner marketplace login on %s', (engine) => {
  const clock = testClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { clock: clock.now });
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(() => clock.reset());

  const get = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const consent = (fields: Record<string, string>) =>
    fetch(`${server.url}/bff/partner/consent`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams(fields),
    });
  /** Opens the consent page as a browser would: its state, and the nonce cookie it was given. */
  const start = async (redirect = '/cont/', country = 'ro') => {
    const page = await get(
      `/bff/partner?redirect=${encodeURIComponent(redirect)}&country=${country}`,
    );
    expect(page.status).toBe(200);
    return {
      state: stateIn(await page.text()),
      nonce: pairOf(cookiesOf(page)[PARTNER_NONCE_COOKIE]),
    };
  };
  const allow = async (state: string, email: string, name = 'Ana Partener') => {
    const response = await consent({ state, decision: 'allow', email, name });
    expect(response.status).toBe(302);
    return response.headers.get('location') ?? '';
  };
  const login = async (email: string, redirect = '/cont/') => {
    const { state, nonce } = await start(redirect);
    return get(await allow(state, email), nonce);
  };

  it('shows an accessible consent page in the site language, with a demo e-mail to change', async () => {
    const response = await get('/bff/partner?redirect=%2Fcont%2F&country=ro');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="ro">');
    expect(html).toMatch(/<h1>Continuă cu contul eMAG<\/h1>/);
    expect(html).toContain('Refurb îți cere adresa de e-mail și numele.');
    expect(html).toContain('<form method="post" action="/bff/partner/consent">');
    expect(html).toContain('<label for="email">');
    expect(html).toContain(
      `type="email" autocomplete="email" required value="${DEMO_PARTNER_EMAIL}"`,
    );
    expect(html).toMatch(/<button type="submit" name="decision" value="allow">Permite<\/button>/);
    expect(html).toMatch(/value="cancel" formnovalidate>Anulează<\/button>/);
    expect(cookiesOf(response)[PARTNER_NONCE_COOKIE]).toMatch(/HttpOnly/);
    expect(cookiesOf(response)[PARTNER_NONCE_COOKIE]).toMatch(/Path=\/bff\/partner/);

    const greek = await (await get('/bff/partner?redirect=%2F&country=gr')).text();
    expect(greek).toContain('<html lang="el">');
    expect(greek).toContain('Ακύρωση');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/'],
    ['a backslash trick', '/\\evil.example/'],
    ['a relative path', 'cont/'],
    ['nothing', ''],
    ['a header break', '/cont/\r\nSet-Cookie: x=1'],
  ])('refuses %s as the redirect with 400', async (_label, redirect) => {
    const response = await get(`/bff/partner?redirect=${encodeURIComponent(redirect)}&country=ro`);
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(await response.json()).error.field).toBe('query.redirect');
  });

  it('escapes what it echoes when it asks again for a valid e-mail', async () => {
    const { state } = await start();
    const hostile = '"><script>alert(1)</script>';
    const response = await consent({ state, decision: 'allow', email: hostile, name: hostile });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(html).toContain('aria-invalid="true" aria-describedby="email-error"');
    expect(html).toContain('Introdu o adresă de e-mail validă.');
    expect(stateIn(html)).toBe(state);
  });

  it('sends a cancelled login back to where it started, with no session', async () => {
    const { state } = await start('/cosul-meu/autentificare/?step=login#top');
    const response = await consent({ state, decision: 'cancel' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/cosul-meu/autentificare/?step=login&partner=cancelled#top',
    );
    expect(cookiesOf(response)[SESSION_COOKIE]).toBeUndefined();
  });

  it('signs the person in like POST /bff/session and returns them to the redirect path', async () => {
    const email = `partner-${randomUUID()}@example.com`;
    const { state, nonce } = await start('/cont/comenzile-mele/');
    const callback = await allow(state, email);
    expect(callback).toMatch(/^\/bff\/partner\/callback\?code=[\w-]+&state=/);

    const response = await get(callback, nonce);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/cont/comenzile-mele/');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookies = cookiesOf(response);
    expect(cookies[SESSION_COOKIE]).toMatch(/HttpOnly/);
    expect(cookies[SESSION_COOKIE]).toMatch(/SameSite=Lax/);
    expect(cookies[CUSTOM_TOKEN_COOKIE]).not.toMatch(/HttpOnly/);
    expect(pairOf(cookies[CUSTOM_TOKEN_COOKIE]).split('=')[1]?.split('.')).toHaveLength(3);
    expect(cookies[PARTNER_NONCE_COOKIE]).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    const me = await get('/bff/me', pairOf(cookies[SESSION_COOKIE]));
    const { user } = SessionResponseSchema.parse(await me.json());
    expect(user).toMatchObject({ email, displayName: 'Ana Partener', deactivated_at: null });

    // The same partner e-mail is the same person next time.
    const again = await login(email);
    const next = await get('/bff/me', pairOf(cookiesOf(again)[SESSION_COOKIE]));
    expect(SessionResponseSchema.parse(await next.json()).user.id).toBe(user.id);
  });

  it('takes a code once', async () => {
    const { state, nonce } = await start();
    const callback = await allow(state, `partner-${randomUUID()}@example.com`);
    expect((await get(callback, nonce)).status).toBe(302);
    const replay = await get(callback, nonce);
    expect(replay.status).toBe(400);
    expect(ApiErrorSchema.parse(await replay.json()).error.code).toBe('partner_code_used');
    expect(cookiesOf(replay)[SESSION_COOKIE]).toBeUndefined();
  });

  it('refuses a login finished in another browser than the one that started it', async () => {
    const { state } = await start();
    const callback = await allow(state, `partner-${randomUUID()}@example.com`);
    const elsewhere = await get(callback);
    expect(elsewhere.status).toBe(400);
    expect(ApiErrorSchema.parse(await elsewhere.json()).error.code).toBe('partner_state_mismatch');
  });

  it('refuses a state that has expired or was tampered with', async () => {
    const { state, nonce } = await start();
    const callback = await allow(state, `partner-${randomUUID()}@example.com`);
    clock.advanceDays(1);
    const late = await consent({ state, decision: 'allow', email: DEMO_PARTNER_EMAIL });
    expect(late.status).toBe(400);
    expect(ApiErrorSchema.parse(await late.json()).error).toMatchObject({
      code: 'partner_state_expired',
      field: 'body.state',
    });
    const lateCallback = await get(callback, nonce);
    expect(ApiErrorSchema.parse(await lateCallback.json()).error.code).toBe(
      'partner_state_expired',
    );
    clock.reset();
    const forged = await consent({ state: `${state}x`, decision: 'cancel' });
    expect(ApiErrorSchema.parse(await forged.json()).error.code).toBe('partner_state_invalid');
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
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/cont/?partner=deactivated');
    const cookies = cookiesOf(response);
    expect(cookies[SESSION_COOKIE]).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(cookies[CUSTOM_TOKEN_COOKIE]).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });
});
