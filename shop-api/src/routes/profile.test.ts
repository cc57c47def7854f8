import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiErrorSchema } from '@refurb/shared-contracts';
import {
  GeniusMembershipResponseSchema,
  GeniusResponseSchema,
  ProfileResponseSchema,
} from '@refurb/shared-contracts/api/account';
import { SESSION_COOKIE, SessionResponseSchema } from '@refurb/shared-contracts/api/session';
import { signedIn, signUp } from '../test-support/sessions.js';
import {
  startTestServer,
  testBotToken,
  testEngines,
  type TestServer,
} from '../test-support/server.js';

const ADDRESS = {
  judet: 'București',
  oras: 'Sector 1',
  county_id: 1,
  locality_id: 1,
  strada: 'Calea Victoriei',
  nr: '12',
  cod_postal: '010061',
  details: null,
};

const validBody = {
  country: 'ro',
  displayName: 'Ana Pop',
  phoneNumber: '+40 721 234 567',
  company: {
    name: 'Refurb Test SRL',
    taxNumber: 'ro12345678',
    registrationNumber: 'j40/1234/2020',
    address: ADDRESS,
  },
};

describe.each(testEngines())('account settings and genius on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it.each([
    ['GET', '/bff/me/profile', undefined],
    ['PUT', '/bff/me/profile', validBody],
    ['GET', '/bff/me/genius?country=ro', undefined],
    ['POST', '/bff/me/genius', undefined],
    ['DELETE', '/bff/me/genius', undefined],
  ])('answers a visitor %s %s with 401', async (method, path, body) => {
    const response = await call(method, path, undefined, body);
    expect(response.status).toBe(401);
    expect(ApiErrorSchema.parse(await response.json()).error.code).toBe('not_signed_in');
  });

  it("answers a person's profile: Firebase's e-mail, no company yet, never cached", async () => {
    const { user, cookie } = await signedIn(server);
    const response = await call('GET', '/bff/me/profile', cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(ProfileResponseSchema.parse(await response.json()).profile).toEqual({
      email: user.email,
      displayName: null,
      phoneNumber: null,
      company: null,
    });
  });

  it('saves the name, phone and company, checked for the site country, and keeps them', async () => {
    const { user, cookie } = await signedIn(server);
    const saved = await call('PUT', '/bff/me/profile', cookie, validBody);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('cache-control')).toBe('no-store');
    const expected = {
      email: user.email,
      displayName: 'Ana Pop',
      phoneNumber: '+40 721 234 567',
      company: {
        country: 'ro',
        name: 'Refurb Test SRL',
        taxNumber: 'RO12345678',
        registrationNumber: 'J40/1234/2020',
        address: ADDRESS,
      },
    };
    expect(ProfileResponseSchema.parse(await saved.json()).profile).toEqual(expected);
    const again = await call('GET', '/bff/me/profile', cookie);
    expect(ProfileResponseSchema.parse(await again.json()).profile).toEqual(expected);
    const me = SessionResponseSchema.parse(await (await call('GET', '/bff/me', cookie)).json());
    expect(me.user).toMatchObject({ displayName: 'Ana Pop', phoneNumber: '+40 721 234 567' });

    // No registration number, empty phone: both are cleared. `company: null` removes the company.
    const hu = await call('PUT', '/bff/me/profile', cookie, {
      ...validBody,
      country: 'hu',
      phoneNumber: '',
      company: { ...validBody.company, taxNumber: 'HU12345678', registrationNumber: '' },
    });
    expect(ProfileResponseSchema.parse(await hu.json()).profile).toMatchObject({
      phoneNumber: null,
      company: { country: 'hu', taxNumber: 'HU12345678', registrationNumber: null },
    });
    const removed = await call('PUT', '/bff/me/profile', cookie, { ...validBody, company: null });
    expect(ProfileResponseSchema.parse(await removed.json()).profile.company).toBeNull();
  });

  it('keeps an edited name when the person signs in again', async () => {
    const { idToken } = await signUp();
    const session = async () => {
      const response = await call('POST', '/bff/session', undefined, {
        idToken,
        botToken: testBotToken('login'),
      });
      expect(response.status).toBe(201);
      const setCookie = response.headers
        .getSetCookie()
        .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      return setCookie?.split(';')[0] ?? '';
    };
    const first = await session();
    await call('PUT', '/bff/me/profile', first, { ...validBody, company: null });
    const second = await session();
    const profile = ProfileResponseSchema.parse(
      await (await call('GET', '/bff/me/profile', second)).json(),
    ).profile;
    expect(profile).toMatchObject({ displayName: 'Ana Pop', phoneNumber: '+40 721 234 567' });
  });

  it.each([
    ['an empty name', { displayName: ' ' }, 'body.displayName'],
    ['a name over 100 characters', { displayName: 'a'.repeat(101) }, 'body.displayName'],
    ['a phone with letters', { phoneNumber: '07two1' }, 'body.phoneNumber'],
    ['an unknown country', { country: 'de' }, 'body.country'],
    [
      'a RO tax id without RO',
      { company: { ...validBody.company, taxNumber: '12345678' } },
      'body.company.taxNumber',
    ],
    [
      'a RO tax id on the HU site',
      { country: 'hu', company: { ...validBody.company, registrationNumber: null } },
      'body.company.taxNumber',
    ],
    [
      'a malformed registration number',
      { company: { ...validBody.company, registrationNumber: 'X12' } },
      'body.company.registrationNumber',
    ],
    [
      'a one-letter company name',
      { company: { ...validBody.company, name: 'A' } },
      'body.company.name',
    ],
    [
      'a company without its address',
      { company: { ...validBody.company, address: undefined } },
      'body.company.address',
    ],
  ])('refuses %s with 400 naming the field, and saves nothing', async (_label, change, field) => {
    const { cookie } = await signedIn(server);
    const response = await call('PUT', '/bff/me/profile', cookie, { ...validBody, ...change });
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(await response.json()).error).toMatchObject({
      code: 'invalid_request',
      field,
    });
    const profile = ProfileResponseSchema.parse(
      await (await call('GET', '/bff/me/profile', cookie)).json(),
    ).profile;
    expect(profile).toMatchObject({ displayName: null, company: null });
  });

  it('answers genius membership with the benefits in the site language', async () => {
    const { cookie } = await signedIn(server);
    const ro = await call('GET', '/bff/me/genius?country=ro', cookie);
    expect(ro.status).toBe(200);
    expect(ro.headers.get('cache-control')).toBe('no-store');
    const body = GeniusResponseSchema.parse(await ro.json());
    expect(body).toMatchObject({ member: false, since: null });
    expect(body.benefits.map((b) => b.key)).toEqual([
      'longer-returns',
      'free-shipping',
      'extended-warranty-discount',
    ]);
    expect(body.benefits[0]).toMatchObject({ title: 'Retur în 90 de zile' });
    expect(body.benefits[0]?.text).toMatch(/1\.?000 lei.*90 de zile.*60/);

    const gr = GeniusResponseSchema.parse(
      await (await call('GET', '/bff/me/genius?country=gr', cookie)).json(),
    );
    expect(gr.benefits[0]?.title).toBe('Επιστροφή σε 90 ημέρες');
    const hu = GeniusResponseSchema.parse(
      await (await call('GET', '/bff/me/genius?country=hu', cookie)).json(),
    );
    expect(hu.benefits[1]?.title).toBe('Ingyenes szállítás');

    const bad = await call('GET', '/bff/me/genius?country=de', cookie);
    expect(bad.status).toBe(400);
    expect(ApiErrorSchema.parse(await bad.json()).error.field).toBe('query.country');
  });

  it('joins genius once (the first date stays) and leaves', async () => {
    const { cookie } = await signedIn(server);
    const before = Date.now();
    const joined = await call('POST', '/bff/me/genius', cookie);
    expect(joined.status).toBe(200);
    expect(joined.headers.get('cache-control')).toBe('no-store');
    const membership = GeniusMembershipResponseSchema.parse(await joined.json());
    expect(membership.member).toBe(true);
    expect(Date.parse(membership.since!)).toBeGreaterThanOrEqual(before - 1000);

    const twice = GeniusMembershipResponseSchema.parse(
      await (await call('POST', '/bff/me/genius', cookie)).json(),
    );
    expect(twice.since).toBe(membership.since);
    const read = GeniusResponseSchema.parse(
      await (await call('GET', '/bff/me/genius?country=ro', cookie)).json(),
    );
    expect(read).toMatchObject({ member: true, since: membership.since });

    const left = await call('DELETE', '/bff/me/genius', cookie);
    expect(GeniusMembershipResponseSchema.parse(await left.json())).toEqual({
      member: false,
      since: null,
    });
    const after = GeniusResponseSchema.parse(
      await (await call('GET', '/bff/me/genius?country=ro', cookie)).json(),
    );
    expect(after.member).toBe(false);
  });
});
