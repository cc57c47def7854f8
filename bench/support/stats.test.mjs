// The bench's arithmetic (the first step of npm run test:bench).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { median, percentile } from './stats.mjs';

test('a median is the middle value, or the mean of the middle two; NaN of nothing', () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([7, Number.NaN]), 7);
  assert.ok(Number.isNaN(median([])));
});

test('a percentile is a measured value by nearest rank, however the values come', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => 20 - i); // 20 … 1
  assert.equal(percentile(twenty, 95), 19);
  assert.equal(percentile(twenty, 50), 10);
  assert.equal(percentile(twenty, 100), 20);
  assert.equal(percentile(twenty, 1), 1);
  assert.equal(percentile([3.5], 99), 3.5);
  // 1,000 answers, the slowest 5 % at 400 ms: p95 is the fastest of the rest's top, p99 a slow one.
  const answers = [...Array(950).fill(10), ...Array(50).fill(400)];
  assert.equal(percentile(answers, 95), 10);
  assert.equal(percentile(answers, 99), 400);
  assert.ok(Number.isNaN(percentile([], 95)));
  assert.throws(() => percentile([1], 0), RangeError);
  assert.throws(() => percentile([1], 101), RangeError);
});
