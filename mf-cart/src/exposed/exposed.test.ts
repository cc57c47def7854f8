import { describe, expect, it } from '@jest/globals';
import { CONTRACTS_MAJOR_VERSION } from '@refurb/shared-contracts';
import * as cartPage from './CartPage';
import * as embed from '../embed/embed-module';
import * as miniCartComponent from './MiniCart';
import * as miniCart from './mini-cart';
import * as mount from './mount';

describe("the cart's exposed modules and the embed's", () => {
  it('each declares the contracts major it was built against (the host, the embed check it)', () => {
    const declared = [mount, miniCart, embed, cartPage, miniCartComponent].map(
      (m) => m.contractsMajor,
    );
    expect(declared).toEqual(Array(5).fill(CONTRACTS_MAJOR_VERSION));
  });
});
