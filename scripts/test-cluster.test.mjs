// The cluster fault test's verdict and its load balancer's configuration, on their own: the verdict
// fails on a lost, a doubled or a stray order and on stock that does not match; HAProxy accepts
// the configuration and it says what the fault test relies on.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { haproxyConfig } from './cluster/cluster.mjs';
import { pgVirtualenvUrl } from './cluster/postgres.mjs';
import { ordersVerdict } from './test-cluster.mjs';

const placed = (key, orderId, replayed = false) => ({ key, status: 201, orderId, replayed });

test('orders: a key answered and stored once is neither lost nor doubled', () => {
  const ledger = {
    sent: new Map([
      ['a', 0],
      ['b', 1],
    ]),
    answers: [
      { key: 'a', status: 502 },
      placed('a', 'o1'),
      placed('b', 'o2'),
      { key: 'b', status: 200, orderId: 'o2', replayed: true },
    ],
  };
  const rows = [
    { id: 'o1', idempotencyKey: 'a' },
    { id: 'o2', idempotencyKey: 'b' },
  ];
  assert.deepEqual(ordersVerdict(ledger, { rows, unitsTaken: 2 }), {
    problems: [],
    lost: 0,
    doubled: 0,
    orders: 2,
    stockConsistent: true,
  });
});

test('orders: lost, doubled, stray and stock that does not match all fail', () => {
  const ledger = {
    sent: new Map([
      ['lost', 0],
      ['answered-not-stored', 1],
      ['twice', 2],
    ]),
    answers: [
      { key: 'lost', status: 502 },
      placed('answered-not-stored', 'o1'),
      placed('twice', 'o2'),
      placed('twice', 'o3'),
    ],
  };
  const rows = [
    { id: 'o2', idempotencyKey: 'twice' },
    { id: 'o3', idempotencyKey: 'twice' },
    { id: 'o4', idempotencyKey: 'nobody' },
  ];
  const verdict = ordersVerdict(ledger, { rows, unitsTaken: 2 });
  assert.equal(verdict.lost, 2);
  assert.equal(verdict.doubled, 2);
  assert.equal(verdict.stockConsistent, false);
  assert.equal(verdict.problems.length, 5);
});

test("HAProxy accepts the cluster's configuration, which checks readiness and retries safely", async () => {
  const config = haproxyConfig();
  assert.match(config, /option httpchk GET \/health\/ready/);
  assert.match(config, /http-request disable-l7-retry unless METH_GET \|\| METH_HEAD/);
  assert.match(config, /http-request set-header X-Request-Id %\[unique-id\]/);
  const haproxy = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (haproxy.error) return; // checked in CI, which installs it (.ci/run)
  const dir = await mkdtemp(join(tmpdir(), 'refurb-haproxy-check-'));
  try {
    await writeFile(join(dir, 'haproxy.cfg'), config);
    const check = spawnSync('haproxy', ['-c', '-f', join(dir, 'haproxy.cfg')], {
      encoding: 'utf8',
    });
    assert.equal(check.status, 0, check.stderr);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("pg_virtualenv's connection as a URL, and none outside it", () => {
  assert.equal(
    pgVirtualenvUrl({
      PGHOST: 'localhost',
      PGPORT: '5433',
      PGUSER: 'postgres',
      PGPASSWORD: 'p@ss',
      PGDATABASE: 'postgres',
    }),
    'postgres://postgres:p%40ss@127.0.0.1:5433/postgres',
  );
  assert.equal(pgVirtualenvUrl({}), null);
});
