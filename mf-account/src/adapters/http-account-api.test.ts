import { type JsonRequestInit } from '@refurb/shared-contracts/testing';
import { describe, expect, it } from '@jest/globals';
import type { PasswordResetRequest } from '@refurb/shared-contracts/api/session';
import type { JsonFetch } from '@refurb/shared-contracts/runtime';
import { config } from '../test-support/page-harness';
import { createHttpAccountApi } from './http-account-api';

/** A fetch that answers `status` with `body` and keeps what it was asked. */
function fakeFetch(status: number, body: unknown) {
  const asked: { url: string; init: JsonRequestInit }[] = [];
  const fetch: JsonFetch = async (url, init) => {
    asked.push({ url, init });
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      json: async () => body,
    };
  };
  return { fetch, asked };
}

const request: PasswordResetRequest = {
  email: 'ana@example.ro',
  botToken: 'bot-forgot-token',
  continueUrl: 'http://ro.localhost:3000/am-uitat-parola/',
  country: 'ro',
};

describe('the AccountApi over shop-api: a password-reset mail', () => {
  it("POSTs the request to the site's BFF, same-origin, and reads the 202", async () => {
    const { fetch, asked } = fakeFetch(202, { accepted: true });
    const api = createHttpAccountApi({ country: 'ro', services: config.services, fetch });
    expect(await api.requestPasswordReset(request)).toEqual({
      ok: true,
      data: { accepted: true },
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]?.url).toBe('/bff/password-reset');
    expect(asked[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(asked[0]?.init.body ?? '')).toEqual(request);
  });

  it("calls shop-api's own origin from the standalone page", async () => {
    const { fetch, asked } = fakeFetch(202, { accepted: true });
    const api = createHttpAccountApi({
      country: 'ro',
      services: config.services,
      origin: 'http://127.0.0.1:4000/',
      fetch,
    });
    await api.requestPasswordReset(request);
    expect(asked[0]?.url).toBe('http://127.0.0.1:4000/bff/password-reset');
    expect(asked[0]?.init.credentials).toBe('include');
  });

  it("answers a 429 with shop-api's code, for the page to say wait", async () => {
    const message = 'Too many password-reset mails for this e-mail address; try again in 3540 s.';
    const { fetch } = fakeFetch(429, {
      success: false,
      error: { code: 'rate_limited', message },
    });
    const api = createHttpAccountApi({ country: 'ro', services: config.services, fetch });
    expect(await api.requestPasswordReset(request)).toEqual({
      ok: false,
      error: { status: 429, code: 'rate_limited', message },
    });
  });

  it('refuses an answer that is not the contract’s', async () => {
    const { fetch } = fakeFetch(202, { accepted: 'yes' });
    const api = createHttpAccountApi({ country: 'ro', services: config.services, fetch });
    const answer = await api.requestPasswordReset(request);
    expect(answer.ok).toBe(false);
    expect(answer.ok ? null : answer.error.code).toBe('invalid_response');
  });
});

describe('the AccountApi over shop-api: a registration', () => {
  const registration = {
    displayName: 'Ana Pop',
    email: 'ana@example.ro',
    password: 'parola-buna-1',
    botToken: 'bot-register-token',
  };
  const user = {
    id: 'uid-1',
    deactivated_at: null,
    email: 'ana@example.ro',
    displayName: 'Ana Pop',
    phoneNumber: null,
  };

  it("POSTs it to the site's BFF and reads the session it answers with", async () => {
    const { fetch, asked } = fakeFetch(201, { user });
    const api = createHttpAccountApi({ country: 'ro', services: config.services, fetch });
    expect(await api.register(registration)).toEqual({ ok: true, data: { user } });
    expect(asked[0]?.url).toBe('/bff/register');
    expect(asked[0]?.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(asked[0]?.init.body ?? '')).toEqual(registration);
  });

  it("answers a 409 with shop-api's code, for the page to say the address has an account", async () => {
    const message = 'This e-mail address already has an account; sign in instead.';
    const { fetch } = fakeFetch(409, {
      success: false,
      error: { code: 'email_in_use', message, field: 'body.email' },
    });
    const api = createHttpAccountApi({ country: 'ro', services: config.services, fetch });
    expect(await api.register(registration)).toEqual({
      ok: false,
      error: expect.objectContaining({ status: 409, code: 'email_in_use' }),
    });
  });
});
