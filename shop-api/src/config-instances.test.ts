/**
 * Several instances (they share REDIS_URL) must sign and check alike: shop-api refuses to start
 * one with a secret it would make up for itself, which another instance could not check.
 */
import { describe, expect, it } from '@jest/globals';
import { readConfig } from './config.js';

const SECRETS = {
  BOT_CHECK_SECRET: 'bot-check-secret-0123456789abcdef',
  PAYMENT_CALLBACK_SECRET: 'payment-callback-secret-0123456789',
  PARTNER_STATE_SECRET: 'partner-state-secret-0123456789abcdef',
};
const local = (env: Record<string, string | undefined>) =>
  readConfig({ SHOP_API_MODE: 'local', ...env });

describe('the secrets of several instances', () => {
  it('one instance without Redis makes its own, a new one each start', () => {
    const [a, b] = [local({}), local({})];
    expect(a.PARTNER_STATE_SECRET).toHaveLength(64);
    expect(a.PARTNER_STATE_SECRET).not.toBe(b.PARTNER_STATE_SECRET);
    expect(a.BOT_CHECK_SECRET).not.toBe(b.BOT_CHECK_SECRET);
  });

  it('with REDIS_URL, each must be given, and is taken as given', () => {
    const config = local({ REDIS_URL: 'redis://127.0.0.1:6379', ...SECRETS });
    expect(config.PARTNER_STATE_SECRET).toBe(SECRETS.PARTNER_STATE_SECRET);
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    for (const name of Object.keys(SECRETS)) {
      expect(() =>
        local({ REDIS_URL: 'redis://127.0.0.1:6379', ...SECRETS, [name]: undefined }),
      ).toThrow(new RegExp(`${name}: needed by every instance alike`));
    }
  });

  it.each(['127.0.0.1:6379', 'http://redis', 'redis://'])('refuses REDIS_URL %j', (url) => {
    expect(() => local({ REDIS_URL: url, ...SECRETS })).toThrow(/REDIS_URL/);
  });
});
