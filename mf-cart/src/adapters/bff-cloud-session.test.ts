import { afterEach, describe, expect, it } from '@jest/globals';
import { RuntimeConfigSchema } from '@refurb/shared-contracts/runtime';
import localConfig from '@refurb/local-env/config/runtime-config.json';
import { createBffCloudSession } from './bff-cloud-session';

const config = RuntimeConfigSchema.parse(localConfig);
const USER = {
  id: 'u1',
  deactivated_at: null,
  email: 'ana@example.ro',
  displayName: 'Ana',
  phoneNumber: null,
};
const TOKEN = 'eyJhbGciOiJub25lIn0.eyJ1aWQiOiJ1MSJ9.';

type Answer = { status: number; body: unknown };
/** What the JSON call reads of a fetch answer (jsdom has no `Response`). */
const json = ({ status, body }: Answer) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: String(status),
  headers: { get: (name: string) => (name === 'content-type' ? 'application/json' : null) },
  json: async () => body,
});
const failure = (status: number, code: string): Answer => ({
  status,
  body: { success: false, error: { code, message: code } },
});

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  document.cookie = 'refurb_custom_token=; max-age=0; path=/';
});

/** Answers the BFF's `me` and `me/cloud-token` calls; records what was asked. */
function serve(me: Answer, cloudToken: Answer) {
  const asked: string[] = [];
  globalThis.fetch = (async (url: string): Promise<unknown> => {
    const path = new URL(String(url), 'http://site.test').pathname;
    asked.push(path);
    if (path === `${config.services.bff}/me`) return json(me);
    if (path === `${config.services.bff}/me/cloud-token`) return json(cloudToken);
    return json(failure(404, 'not_found'));
  }) as typeof fetch;
  return asked;
}

describe("the cart's cloud session, from the BFF", () => {
  it('takes the custom token from the no-store call, not from any cookie', async () => {
    // A custom-token cookie of an earlier release (or one a script planted) is not used.
    document.cookie = 'refurb_custom_token=planted.by.script; path=/';
    const asked = serve(
      { status: 200, body: { user: USER } },
      { status: 200, body: { token: TOKEN } },
    );
    const check = await createBffCloudSession(config).check();
    expect(check).toEqual({ kind: 'user', uid: 'u1', customToken: TOKEN });
    expect(asked).toEqual([`${config.services.bff}/me`, `${config.services.bff}/me/cloud-token`]);
  });

  it('a visitor: no token is asked for', async () => {
    const asked = serve(failure(401, 'not_signed_in'), { status: 200, body: { token: TOKEN } });
    expect(await createBffCloudSession(config).check()).toEqual({ kind: 'visitor' });
    expect(asked).toEqual([`${config.services.bff}/me`]);
  });

  it('signed in but the token call says there is no session: token-missing (sign out, empty, logout)', async () => {
    serve({ status: 200, body: { user: USER } }, failure(401, 'not_signed_in'));
    expect(await createBffCloudSession(config).check()).toEqual({ kind: 'token-missing' });
  });

  it.each([
    [
      'me says so',
      { status: 200, body: { user: { ...USER, deactivated_at: '2026-11-01T00:00:00Z' } } },
      { status: 200, body: { token: TOKEN } },
    ],
    [
      'the token call refuses it',
      { status: 200, body: { user: USER } },
      failure(403, 'account_deactivated'),
    ],
  ] as const)('a deactivated account when %s', async (_label, me, token) => {
    serve(me, token);
    expect(await createBffCloudSession(config).check()).toEqual({ kind: 'deactivated' });
  });

  it('another failure of the token call is a fault (cloud sync goes offline)', async () => {
    serve({ status: 200, body: { user: USER } }, failure(503, 'unavailable'));
    await expect(createBffCloudSession(config).check()).rejects.toThrow(/cloud-token: 503/);
  });
});
