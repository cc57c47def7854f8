import { expect, it } from '@jest/globals';
import { CONTRACTS_MAJOR_VERSION } from '@refurb/shared-contracts/runtime';
import { contractsMajor } from './mount';

it("sell's ./mount declares the contracts major it was built against (the host checks it)", () => {
  expect(contractsMajor).toBe(CONTRACTS_MAJOR_VERSION);
});
