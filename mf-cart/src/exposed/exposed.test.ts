import { describe, expect, it } from '@jest/globals';
import { CONTRACTS_MAJOR_VERSION } from '@refurb/shared-contracts';
import * as cartPage from './CartPage';
import * as embed from './embed';
import * as miniCartComponent from './MiniCart';
import * as miniCart from './mini-cart';
import * as mount from './mount';

describe("the cart's exposed modules", () => {
  it('each declares the contracts major it was built against (the host checks it)', () => {
    const declared = [mount, miniCart, embed, cartPage, miniCartComponent].map(
      (m) => m.contractsMajor,
    );
    expect(declared).toEqual(Array(5).fill(CONTRACTS_MAJOR_VERSION));
  });
});
