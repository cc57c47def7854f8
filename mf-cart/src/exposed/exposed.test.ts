import { describe, expect, it, jest } from '@jest/globals';
import { CONTRACTS_MAJOR_VERSION } from '@refurb/shared-contracts/runtime';
import * as cartPage from './CartPage';
import * as cartService from './cart-service';
import * as embed from '../embed/embed-module';
import * as miniCartComponent from './MiniCart';
import * as miniCart from './mini-cart';
import * as mount from './mount';

describe("the cart's exposed modules and the embed's", () => {
  it('each declares the contracts major it was built against (the host, the embed check it)', () => {
    const declared = [mount, miniCart, cartService, embed, cartPage, miniCartComponent].map(
      (m) => m.contractsMajor,
    );
    expect(declared).toEqual(Array(6).fill(CONTRACTS_MAJOR_VERSION));
  });

  it.each([
    ['./mount', mount.mount],
    ['./mini-cart', miniCart.mount],
    ['./cart-service', cartService.mount],
  ])(
    '%s tells a host that sends bad props through ready, naming the field',
    async (_name, mountIt) => {
      const reportError = jest.fn();
      const original = globalThis.reportError;
      globalThis.reportError = reportError;
      try {
        const element = document.createElement('div');
        const unmount = mountIt(element, {
          country: 'xx',
          locale: 'ro-RO',
          route: { name: 'cart', params: {} },
          siteBase: 'http://ro.localhost:3000',
          contractsMajor: CONTRACTS_MAJOR_VERSION,
        } as unknown as Parameters<typeof mountIt>[1]);
        const outcome = await unmount.ready;
        expect(outcome?.ok).toBe(false);
        expect(String((outcome as { error: unknown }).error)).toMatch(
          /mf_cart: props invalid at country/,
        );
        expect(element.textContent).toBe('');
        expect(reportError).not.toHaveBeenCalled();
        unmount();
      } finally {
        globalThis.reportError = original;
      }
    },
  );
});
