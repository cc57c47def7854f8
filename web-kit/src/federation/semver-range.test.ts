import { describe, expect, it } from '@jest/globals';
import { satisfy } from '@module-federation/enhanced/runtime';
import { satisfiesRange } from './semver-range';

const CASES: ReadonlyArray<readonly [version: string, range: string, satisfied: boolean]> = [
  // caret
  ['19.3.1', '^19.0.0', true],
  ['19.3.1', '^18.0.0', false],
  ['18.3.1', '^18.0.0', true],
  ['18.0.0', '^18.0.0', true],
  ['17.0.2', '^18.0.0', false],
  ['0.2.5', '^0.2.3', true],
  ['0.3.0', '^0.2.3', false],
  ['0.0.3', '^0.0.3', true],
  ['0.0.4', '^0.0.3', false],
  ['1.9.0', '^1', true],
  ['2.0.0', '^1.2', false],
  ['0.1.9', '^0.1', true],
  ['19.0.0-rc.1', '^18.0.0', false],
  ['19.0.0-rc.1', '^19.0.0-rc.0', true],
  // tilde
  ['1.2.9', '~1.2.3', true],
  ['1.3.0', '~1.2.3', false],
  ['1.2.2', '~1.2.3', false],
  ['1.9.9', '~1', true],
  ['2.0.0', '~1', false],
  ['1.2.0', '~1.2', true],
  // exact
  ['19.3.1', '19.3.1', true],
  ['19.3.2', '19.3.1', false],
  ['19.3.1', '=19.3.1', true],
  ['19.3.1', 'v19.3.1', true],
  // comparators
  ['19.3.1', '>=19.0.0', true],
  ['18.9.9', '>=19.0.0', false],
  ['19.0.0', '>=19', true],
  ['18.3.1', '<19.0.0', true],
  ['19.0.0', '<19.0.0', false],
  ['19.0.0', '<=19.0.0', true],
  ['19.0.1', '>19.0.0', true],
  ['19.0.0-rc.1', '<19.0.0', true],
  ['19.0.0-rc.1', '>=19.0.0', false],
  ['19.0.0-rc.2', '>19.0.0-rc.10', false],
  ['19.0.0', '>19.0.0', false],
  // comparator sets and hyphen ranges (with spaces)
  ['18.3.1', '>=18.0.0 <19.0.0', true],
  ['19.0.0', '>=18.0.0 <19.0.0', false],
  ['18.3.1', '>= 18.0.0 < 19.0.0', true],
  ['1.5.0', '1.2.3 - 2.3.4', true],
  ['2.3.5', '1.2.3 - 2.3.4', false],
  ['1.2.2', '1.2.3 - 2.3.4', false],
  // alternatives
  ['18.3.1', '^18.0.0 || ^19.0.0', true],
  ['19.3.1', '^18.0.0 || ^19.0.0', true],
  ['17.0.0', '^18.0.0 || ^19.0.0', false],
  ['17.0.0', '^18.0.0||17.0.0', true],
  // x-ranges, any
  ['1.2.9', '1.2.x', true],
  ['1.3.0', '1.2.x', false],
  ['1.9.0', '1.x', true],
  ['19.3.1', '*', true],
  ['19.3.1', 'x', true],
  ['19.3.1', '', true],
  // unreadable
  ['not-a-version', '^18.0.0', false],
  ['19.3.1', 'not a range', false],
];

/** Where the runtime's own check reads a range otherwise (it does not take `>= 1.0.0`). */
const RUNTIME_DIFFERS = new Set(['>= 18.0.0 < 19.0.0']);

describe('satisfiesRange', () => {
  it.each(CASES)('%s in %j: %s', (version, range, satisfied) => {
    expect(satisfiesRange(version, range)).toBe(satisfied);
  });

  it("agrees with the federation runtime's check on every case it reads the same", () => {
    const differing = CASES.filter(
      ([version, range]) => satisfiesRange(version, range) !== satisfy(version, range),
    ).map(([version, range]) => `${version} in ${range}`);
    expect(differing).toEqual(
      CASES.filter(([, range]) => RUNTIME_DIFFERS.has(range)).map(([v, r]) => `${v} in ${r}`),
    );
  });
});
