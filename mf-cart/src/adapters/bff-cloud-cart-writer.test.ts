import { describe, expect, it } from '@jest/globals';
import { RuntimeConfigSchema } from '@refurb/shared-contracts/runtime';
import { cart, phone } from '@refurb/shared-contracts/fixtures';
import localConfig from '@refurb/local-env/config/runtime-config.json';
import { createBffCloudCartWriter } from './bff-cloud-cart-writer';

const config = RuntimeConfigSchema.parse(localConfig);

/** A fetch answering `status` with `body`, recording each request. */
function serve(status: number, body: unknown) {
  const asked: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    asked.push({ url, init });
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      json: async () => body,
    };
  }) as unknown as typeof globalThis.fetch;
  return { asked, fetch };
}

describe('the cart writer over shop-api', () => {
  it('PUTs the cart and the writer to /bff/me/cart with the session, and answers the revision', async () => {
    const server = serve(200, { revision: 1_764_000_000_123 });
    const writer = createBffCloudCartWriter({ config, fetch: server.fetch });
    const value = cart({ phoneCart: [phone()] });
    await expect(writer.write(value, 'page-one-0001')).resolves.toEqual({
      ok: true,
      revision: 1_764_000_000_123,
    });
    const [request] = server.asked;
    expect(request?.url).toBe(`${config.services.bff}/me/cart`);
    expect(request?.init).toMatchObject({
      method: 'PUT',
      credentials: 'same-origin',
      keepalive: true,
    });
    expect(JSON.parse(request?.init.body as string)).toEqual({
      cart: value,
      writer: 'page-one-0001',
    });
  });

  it('does not ask keepalive for a body the browser would refuse it for', async () => {
    const server = serve(200, { revision: 2 });
    const writer = createBffCloudCartWriter({ config, fetch: server.fetch });
    const big = cart({ phoneCart: [phone({ title: 't'.repeat(70_000) })] });
    await writer.write(big, 'page-one-0001');
    expect(server.asked[0]?.init.keepalive).toBe(false);
  });

  it('counts the body in bytes: a Greek cart under 60,000 letters can still pass 64 KiB', async () => {
    const server = serve(200, { revision: 2 });
    const writer = createBffCloudCartWriter({ config, fetch: server.fetch });
    const greek = cart({ phoneCart: [phone({ title: 'Μαύρο '.repeat(7_000) })] });
    await writer.write(greek, 'page-one-0001');
    expect(server.asked[0]?.init.keepalive).toBe(false);
  });

  it.each([
    [503, 'cloud_unavailable', true],
    [429, 'rate_limited', true],
    [400, 'invalid_request', false],
    [401, 'not_signed_in', false],
  ])('answers a %i %s as an error in set doc (retry: %s)', async (status, code, retry) => {
    const server = serve(status, { success: false, error: { code, message: code } });
    const writer = createBffCloudCartWriter({ config, fetch: server.fetch });
    const result = await writer.write(cart(), 'page-one-0001');
    expect(result).toEqual({
      ok: false,
      error: `error in set doc: ${status} ${code}: ${code}`,
      retry,
    });
  });

  it('answers a network failure as an error in set doc worth retrying', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const writer = createBffCloudCartWriter({ config, fetch });
    const result = await writer.write(cart(), 'page-one-0001');
    expect(result).toMatchObject({ ok: false, retry: true });
    expect(!result.ok && result.error).toMatch(/^error in set doc: 0 network/);
  });
});
