import { describe, expect, it } from '@jest/globals';
import { createRateLimiter, visitorKey } from './rate-limit.js';

describe('visitorKey', () => {
  it.each([
    ['an IPv4 address, as it is', '203.0.113.7', '203.0.113.7'],
    ['IPv6 loopback, by its /64', '::1', '0:0:0:0::/64'],
    ['a full IPv6 address, by its /64', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['a compressed one', '2001:db8:1:2::42', '2001:db8:1:2::/64'],
    ['leading zeros and capitals alike', '2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['a short prefix', '2001:db8::1', '2001:db8:0:0::/64'],
    ['an IPv4-mapped IPv6 address, as IPv4', '::ffff:1.2.3.4', '1.2.3.4'],
    ['the same in hex', '::ffff:0102:0304', '1.2.3.4'],
    ['a zone is dropped', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('keys %s', (_label, ip, key) => {
    expect(visitorKey(ip)).toBe(key);
  });

  it('gives two addresses of one /64 one key, and the next /64 another', () => {
    expect(visitorKey('2001:db8:a:b::1')).toBe(visitorKey('2001:db8:a:b:ffff:ffff:ffff:ffff'));
    expect(visitorKey('2001:db8:a:b::1')).not.toBe(visitorKey('2001:db8:a:c::1'));
    expect(visitorKey('::ffff:1.2.3.4')).toBe(visitorKey('1.2.3.4'));
    expect(visitorKey('::ffff:1.2.3.4')).not.toBe(visitorKey('::ffff:1.2.3.5'));
  });

  it('leaves what is no address as it is', () => {
    expect(visitorKey('')).toBe('');
    expect(visitorKey('not-an-ip')).toBe('not-an-ip');
  });

  it('one /64 shares one bucket: rotating the interface id does not reset the limit', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => 0 });
    const waits = ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:1:2:3:4'].map((ip) =>
      limiter.hit(visitorKey(ip)),
    );
    expect(waits).toEqual([0, 0, 60]);
    expect(limiter.hit(visitorKey('2001:db8:5:7::1'))).toBe(0);
  });
});
