// The control's re-run rule (the first step of npm run test:bench).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { steadyBatches } from './batches.mjs';

/** Batches whose control figures are `controls`, in order; each batch knows its attempt. */
const runOf = (controls) => async (attempt) => ({ attempt, control: controls[attempt] });
const isSlow = (batch) => batch.control > 800;

test('a batch with a slow control is run again and not kept; the others are kept in order', async () => {
  const result = await steadyBatches({
    wanted: 3,
    maxReruns: 3,
    run: runOf([640, 1200, 650, 900, 630]),
    isSlow,
  });
  assert.deepEqual(
    result.kept.map((batch) => batch.attempt),
    [0, 2, 4],
  );
  assert.deepEqual(
    result.dropped.map((batch) => batch.attempt),
    [1, 3],
  );
  assert.equal(result.reruns, 2);
  assert.equal(result.slowKept, 0);
});

test('a control at its limit is not slow: only one over it makes a re-run', async () => {
  const result = await steadyBatches({ wanted: 2, maxReruns: 1, run: runOf([800, 800]), isSlow });
  assert.equal(result.reruns, 0);
  assert.equal(result.kept.length, 2);
});

test('once the re-runs are spent, slow batches are kept and counted, and the runs stop', async () => {
  let calls = 0;
  const result = await steadyBatches({
    wanted: 2,
    maxReruns: 1,
    run: async (attempt) => {
      calls += 1;
      return { attempt, control: 1000 };
    },
    isSlow,
  });
  assert.equal(calls, 3);
  assert.equal(result.reruns, 1);
  assert.equal(result.slowKept, 2);
  assert.deepEqual(
    result.kept.map((batch) => batch.attempt),
    [1, 2],
  );
});
