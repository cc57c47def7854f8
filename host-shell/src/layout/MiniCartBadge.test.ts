import { describe, expect, it } from '@jest/globals';
import { cartStorageKey } from '@refurb/shared-contracts/cart';
import { accessory, cart, NOW, phone } from '@refurb/shared-contracts/fixtures';
import { storedCartCount } from './MiniCartBadge';

const settings = { expiryMonths: 1, stateVersion: '1.04', cartsCollection: 'carts' };
const storage = (raw: string | null) => ({
  getItem: (key: string) => (key === cartStorageKey('1.04') ? raw : null),
});

describe('the header badge before the cart service runs', () => {
  it('counts the stored cart’s phones and accessories, as the cart does', () => {
    const stored = cart({
      phoneCart: [phone({ id: 'a' }), phone({ id: 'b' })],
      accessoryCart: [accessory()],
    });
    expect(storedCartCount(storage(JSON.stringify(stored)), settings, NOW)).toBe(3);
  });

  it.each([
    ['no stored cart', null],
    ['a corrupt one', '{"phoneCart": 7'],
    ['one of another shape', JSON.stringify({ phoneCart: 'many' })],
    [
      'one of another state version',
      JSON.stringify(cart({ phoneCart: [phone()], stateVersion: '0.9' })),
    ],
    ['an expired one', JSON.stringify(cart({ phoneCart: [phone()], expireAt: NOW - 1 }))],
  ])('says 0 for %s', (_, raw) => {
    expect(storedCartCount(storage(raw), settings, NOW)).toBe(0);
  });

  it('says 0 when the storage cannot be read', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(storedCartCount(blocked, settings, NOW)).toBe(0);
    expect(storedCartCount(null, settings, NOW)).toBe(0);
  });
});
