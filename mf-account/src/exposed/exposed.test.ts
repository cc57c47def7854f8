import { describe, expect, it } from '@jest/globals';
import { CONTRACTS_MAJOR_VERSION } from '@refurb/shared-contracts/runtime';
import * as accountMenu from './account-menu';
import * as loginForm from './login-form';
import * as mount from './mount';

describe("the account's exposed modules", () => {
  it('each declares the contracts major it was built against (the host checks it)', () => {
    const declared = [mount, accountMenu, loginForm].map((m) => m.contractsMajor);
    expect(declared).toEqual(Array(3).fill(CONTRACTS_MAJOR_VERSION));
  });
});
