// The mixed load test's order verdict (npm run test:load -w @refurb/shop-api): each rule seen passing and failing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { exactlyOnce } from './exactly-once.mjs';

const placed = (key, orderId, kind = 'load') => ({
  key,
  kind,
  status: 201,
  orderId,
  replayed: false,
});
const replayed = (key, orderId, kind = 'load') => ({
  key,
  kind,
  status: 200,
  orderId,
  replayed: true,
});
const row = (idempotencyKey, id, phoneLines = 1) => ({ id, idempotencyKey, phoneLines });

/** A clean run: two load orders, a duplicate pair, and a retried key whose first answer was lost. */
const clean = () => ({
  sent: ['a', 'b', 'dup', 'late'],
  answers: [
    placed('a', 'RO-1'),
    placed('b', 'RO-2'),
    placed('dup', 'RO-3', 'duplicate'),
    replayed('dup', 'RO-3', 'duplicate'),
    replayed('late', 'RO-4', 'retry'),
  ],
  rows: [row('a', 'RO-1'), row('b', 'RO-2'), row('dup', 'RO-3'), row('late', 'RO-4')],
  unitsTaken: 4,
});

const problemsOf = (edit) => {
  const run = clean();
  edit(run);
  return exactlyOnce(run).problems;
};

test('a clean run has no problem, and counts its keys and orders', () => {
  assert.deepEqual(exactlyOnce(clean()), { problems: [], keys: 4, orders: 4 });
});

test('an order answered but missing from the database is lost', () => {
  const problems = problemsOf((run) => {
    run.rows = run.rows.filter((r) => r.id !== 'RO-2');
    run.unitsTaken = 3;
  });
  assert.deepEqual(problems, ['key b: order RO-2 was answered but is not in the database']);
});

test('two orders with one key, or one id twice, are doubled', () => {
  assert.deepEqual(
    problemsOf((run) => {
      run.rows.push(row('a', 'RO-9'));
      run.unitsTaken = 5;
    }),
    ['key a: 2 orders in the database'],
  );
  assert.deepEqual(
    problemsOf((run) => {
      run.rows.push(row('zz', 'RO-1'));
      run.unitsTaken = 5;
    }),
    ['key zz: an order in the database nobody sent', 'order RO-1: 2 times in the database'],
  );
});

test('a duplicate pair answered with two orders, or placed twice, fails', () => {
  assert.deepEqual(
    problemsOf((run) => {
      run.answers[3] = placed('dup', 'RO-5', 'duplicate');
    }),
    ['key dup: answered with different orders RO-3,RO-5', 'key dup: placed 2 times (201 2 times)'],
  );
  assert.deepEqual(
    problemsOf((run) => {
      run.answers[2] = replayed('dup', 'RO-3', 'duplicate');
    }),
    ['key dup: replayed an order never placed'],
  );
});

test('an answer other than 201/200, a key never answered, or the database under another id', () => {
  assert.deepEqual(
    problemsOf((run) => {
      run.answers[1] = { key: 'b', kind: 'load', status: 503 };
    }),
    ['key b: a load answer was 503', 'key b: replayed an order never placed'],
  );
  assert.deepEqual(
    problemsOf((run) => {
      run.answers = run.answers.filter((a) => a.key !== 'a');
    }),
    ['key a: sent, never answered'],
  );
  assert.deepEqual(
    problemsOf((run) => {
      run.rows[0] = row('a', 'RO-7');
    }),
    ['key a: answered RO-1, the database has RO-7'],
  );
});

test('stock taken and phone lines must match the orders', () => {
  assert.deepEqual(
    problemsOf((run) => {
      run.unitsTaken = 5;
    }),
    ['stock: 5 units taken for 4 orders'],
  );
  assert.deepEqual(
    problemsOf((run) => {
      run.rows[1] = row('b', 'RO-2', 2);
    }),
    ['order RO-2: 2 phone lines, 1 ordered'],
  );
});
