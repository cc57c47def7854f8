import { describe, expect, it } from '@jest/globals';
import { readConfig } from './config.js';

const local = (env: Record<string, string> = {}) => readConfig({ SHOP_API_MODE: 'local', ...env });

describe('TRUST_PROXY: which peers may say who the visitor is', () => {
  it('believes the host server on loopback by default, as the local stack needs', () => {
    expect(local().TRUST_PROXY).toBe('loopback');
  });

  it.each([
    ['one address', '10.0.3.7', '10.0.3.7'],
    [
      'addresses and CIDRs',
      '10.0.3.7, 10.0.4.0/24,fd00::/8',
      ['10.0.3.7', '10.0.4.0/24', 'fd00::/8'],
    ],
    ['a hop count', '2', 2],
    ['no proxy at all', 'none', false],
  ])('takes %s', (_label, text, parsed) => {
    expect(local({ TRUST_PROXY: text }).TRUST_PROXY).toEqual(parsed);
  });

  it.each(['true', '*', 'every-host', ''])('refuses %j, naming the setting', (text) => {
    expect(() => local({ TRUST_PROXY: text })).toThrow(/TRUST_PROXY/);
  });
});
