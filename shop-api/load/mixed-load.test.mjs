// The mixed load test's memory rule (npm run test:load -w @refurb/shop-api); its order rules are exactly-once.test.mjs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HEAP_MARGIN_BYTES, heapGrowth } from './mixed-load.mjs';

const MB = 2 ** 20;

test('a heap that stays within the margin passes; one that grows past it fails, saying how much', () => {
  assert.equal(heapGrowth({ heapUsed: 40 * MB }, { heapUsed: 40 * MB }), null);
  assert.equal(heapGrowth({ heapUsed: 40 * MB }, { heapUsed: 30 * MB }), null);
  assert.equal(heapGrowth({ heapUsed: 40 * MB }, { heapUsed: 40 * MB + HEAP_MARGIN_BYTES }), null);
  assert.equal(
    heapGrowth({ heapUsed: 40 * MB }, { heapUsed: 50 * MB }),
    'the heap after GC grew 10.0 MB (40.0 MB → 50.0 MB), over 8.0 MB',
  );
});
