// The bench's budget and guard rules (the first step of npm run test:bench).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { guardFor, markdownTable, withinBudget, withinGuard } from './run.mjs';

const row = (value, extra = {}) => ({
  group: 'page index',
  name: 'JS',
  value,
  unit: 'KB',
  ...extra,
});

test('a budget holds at its bound and breaks past it; a row without one always holds', () => {
  assert.equal(withinBudget(row(130, { budget: { max: 130 } })), true);
  assert.equal(withinBudget(row(130.1, { budget: { max: 130 } })), false);
  assert.equal(withinBudget(row(89, { budget: { min: 90 } })), false);
  assert.equal(withinBudget(row(Number.NaN, { budget: { max: 1 } })), false);
  assert.equal(withinBudget(row(1e9)), true);
});

test('a guard is written only for a row over its budget: 5 % of room, none for a count', () => {
  assert.equal(guardFor(row(120, { budget: { max: 130 } })), null);
  assert.deepEqual(guardFor(row(149, { budget: { max: 130 } })), { max: 156.5 });
  assert.deepEqual(guardFor(row(2, { unit: '', budget: { max: 0 } })), { max: 2 });
  assert.deepEqual(guardFor(row(80, { budget: { min: 90 } })), { min: 76 });
  assert.equal(guardFor(row(5)), null);
  assert.deepEqual(guardFor(row(200, { regression: true })), { max: 210 });
});

test("a row's own guardRoom replaces the 5 %, for a maximum and a minimum alike", () => {
  assert.deepEqual(guardFor(row(400, { unit: 'ms', budget: { max: 50 }, guardRoom: 0.5 })), {
    max: 600,
  });
  assert.deepEqual(guardFor(row(500, { unit: 'pages/s', budget: { min: 1000 }, guardRoom: 0.4 })), {
    min: 300,
  });
  assert.equal(guardFor(row(40, { unit: 'ms', budget: { max: 50 }, guardRoom: 0.5 })), null);
});

test('a figure worse than its guard breaks it, and the table says so', () => {
  const worse = row(160, { budget: { max: 130 }, guard: { max: 156.5 } });
  const kept = row(150, { budget: { max: 130 }, guard: { max: 156.5 } });
  assert.equal(withinGuard(worse), false);
  assert.equal(withinGuard(kept), true);
  const table = markdownTable([worse, kept]);
  assert.match(table, /\*\*over\*\*, \*\*worse than its guard\*\*/);
  assert.match(table, /\*\*over\*\*, guarded/);
});
