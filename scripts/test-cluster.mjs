#!/usr/bin/env node
/**
 * `npm run test:cluster` (issue 38): the cluster stack (scripts/cluster/cluster.mjs) under the mixed
 * load for LOAD_SECONDS (60), with faults on a schedule:
 *   20 s  shop-api 1 is killed (SIGKILL: no goodbye, requests in flight are lost on the wire)
 *   35 s  shop-api 1 starts again
 *   45 s  host server 2 is told to stop (SIGTERM: it finishes what it has), then starts again
 * All traffic goes to the sites' port, as a browser's: catalog pages and the catalog API through a
 * host server, cart refreshes, orders with idempotency keys, sign-ins (a new account on the Auth
 * emulator, then a session). A failed request is sent again (a 5xx or a lost connection, up to 10
 * times, a new bot-check token each time), an order with the same idempotency key, as the
 * checkout does. Then a limit of REGISTER_LIMIT registrations a minute per address is asked
 * 3 × that many times across the instances: shared, it lets exactly that many through.
 *
 * It prints one line, `cluster: <orders> orders, <lost> lost, <doubled> doubled, <5xx> 5xx after
 * retry, rate limit shared: yes|no`, and fails (exit 1) unless nothing was lost or doubled, no
 * request failed after its retries, the stock the ordered phones lost equals the orders placed,
 * and the limit was shared. PostgreSQL: DATABASE_URL's (an empty database), or a throwaway cluster
 * of Debian's `pg_virtualenv`, which runs this script again inside it.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  LOAD_SHOP_API_ENV,
  botTokens,
  orderAnswer,
  prepareDatabase,
  prepareTraffic,
  storedOrders,
} from '../shop-api/load/traffic.mjs';
import { startCluster } from './cluster/cluster.mjs';
import { pgVirtualenvUrl } from './cluster/postgres.mjs';
import { startAuthEmulator } from './emulators.mjs';

const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const FAULTS = { killApi: 20, restartApi: 35, stopHost: 45 };
const REGISTER_LIMIT = 10;
const RETRIES = 10;
const log = (line) => console.log(`[cluster] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const json = { 'content-type': 'application/json' };

/** A request sent until it is not a 5xx or a lost connection (RETRIES at most). */
async function withRetries(send, tally) {
  for (let attempt = 1; ; attempt += 1) {
    let status;
    try {
      status = await send(attempt);
    } catch {
      status = 0;
    }
    if ((status > 0 && status < 500) || attempt > RETRIES) {
      tally.total += 1;
      if (status === 0 || status >= 500) tally.failed += 1;
      if (attempt > 1) tally.retried += 1;
      return status;
    }
    await sleep(100 * attempt);
  }
}

async function signUp(authHost) {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        email: `cluster-${randomUUID()}@example.ro`,
        password: 'parola-buna-1',
        returnSecureToken: true,
      }),
    },
  );
  const body = await response.json();
  if (!response.ok || typeof body.idToken !== 'string')
    throw new Error(`the Auth emulator's sign-up answered ${response.status}`);
  return body.idToken;
}

async function run(databaseUrl) {
  const started = Date.now();
  log('preparing the database');
  const prepared = await prepareDatabase({ url: databaseUrl });
  const auth = await startAuthEmulator();
  let cluster;
  try {
    cluster = await startCluster({
      databaseUrl,
      log,
      shopApiEnv: {
        ...LOAD_SHOP_API_ENV,
        FIREBASE_AUTH_EMULATOR_HOST: auth.host,
        REGISTER_RATE_LIMIT: String(REGISTER_LIMIT),
      },
    });
    const site = cluster.sitesUrl;
    const traffic = await prepareTraffic(site, prepared);
    const token = await botTokens();
    const ledger = { sent: new Map(), answers: [] };
    const tally = { total: 0, failed: 0, retried: 0 };
    const deadline = Date.now() + LOAD_SECONDS * 1000;
    const loop = async (step) => {
      for (let n = 0; Date.now() < deadline; n += 1) await step(n);
    };
    const catalog = (n) =>
      withRetries(async () => {
        const request = traffic.catalog[n % traffic.catalog.length];
        const page = n % 4 === 0 ? '/' : request.path;
        const response = await fetch(`${site}${page}`, { headers: { host: 'ro.localhost:3000' } });
        await response.arrayBuffer();
        return response.status;
      }, tally);
    const refresh = () =>
      withRetries(async () => {
        const response = await fetch(`${site}/shop/cart/refresh`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify(traffic.refresh),
        });
        await response.arrayBuffer();
        return response.status;
      }, tally);
    const order = () => {
      const key = `cluster-${randomUUID()}`;
      const n = ledger.sent.size;
      ledger.sent.set(key, n);
      return withRetries(async (attempt) => {
        try {
          const response = await fetch(`${site}/shop/orders`, {
            method: 'POST',
            headers: json,
            body: traffic.orderBody(key, token(), n),
          });
          const text = await response.text();
          ledger.answers.push(
            orderAnswer(key, attempt === 1 ? 'load' : 'retry', response.status, text),
          );
          return response.status;
        } catch (error) {
          ledger.answers.push({ key, kind: 'retry', status: 0, error: error.message });
          throw error;
        }
      }, tally);
    };
    const signIn = () =>
      withRetries(async () => {
        const idToken = await signUp(auth.host);
        const response = await fetch(`${site}/bff/session`, {
          method: 'POST',
          headers: { ...json, origin: 'http://ro.localhost:3000', host: 'ro.localhost:3000' },
          body: JSON.stringify({ idToken, botToken: token('login') }),
        });
        await response.arrayBuffer();
        return response.status;
      }, tally);
    const loadStarted = Date.now();
    const at = (seconds, what, action) =>
      sleep(seconds * 1000).then(async () => {
        log(`${Math.round((Date.now() - loadStarted) / 1000)} s into the load: ${what}`);
        await action();
      });
    const [api] = cluster.shopApi;
    const host = cluster.hosts[1];
    await Promise.all([
      loop(catalog),
      loop(catalog),
      loop(refresh),
      loop(order),
      loop(order),
      loop(signIn),
      at(FAULTS.killApi, 'shop-api 1 killed (SIGKILL)', () => api.kill('SIGKILL')),
      at(FAULTS.restartApi, 'shop-api 1 starting again', () => api.start()),
      at(FAULTS.stopHost, 'host 2 stopping (SIGTERM)', async () => {
        host.kill('SIGTERM');
        await host.current.exited;
        log(`host 2 stopped (exit ${host.current.child.exitCode}); starting again`);
        await host.start();
      }),
    ]);
    // The shared limit: three times the limit of registrations from one address, across both
    // instances (HAProxy alternates between them); shared, exactly the limit gets through.
    let through = 0;
    for (let i = 0; i < REGISTER_LIMIT * 3; i += 1) {
      const response = await fetch(`${cluster.apiUrl}/bff/register`, {
        method: 'POST',
        headers: json,
        body: '{}',
      });
      await response.arrayBuffer();
      if (response.status !== 429) through += 1;
    }
    const shared = through === REGISTER_LIMIT;
    const verdict = ordersVerdict(
      ledger,
      await storedOrders({ url: databaseUrl }, prepared.phones),
    );
    log(
      `${tally.total} requests, ${tally.retried} sent again after a failure; ` +
        `${through} of ${REGISTER_LIMIT * 3} registrations through a limit of ${REGISTER_LIMIT}`,
    );
    for (const problem of verdict.problems.slice(0, 20)) log(`FAIL ${problem}`);
    console.log(
      `cluster: ${verdict.orders} orders, ${verdict.lost} lost, ${verdict.doubled} doubled, ` +
        `${tally.failed} 5xx after retry, rate limit shared: ${shared ? 'yes' : 'no'}`,
    );
    const ok =
      verdict.lost === 0 &&
      verdict.doubled === 0 &&
      verdict.stockConsistent &&
      tally.failed === 0 &&
      shared &&
      verdict.orders > 0;
    log(`${ok ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
    return ok;
  } finally {
    await cluster?.stop();
    await auth.stop();
  }
}

/**
 * The orders against what the database holds. Lost: a key whose last answer placed no order, or
 * whose order is not in the database. Doubled: a key placed twice (two 201s, two order ids, or two
 * rows). The stock the ordered phones lost must equal the orders in the database.
 */
export function ordersVerdict(ledger, { rows, unitsTaken }) {
  const problems = [];
  const byKey = new Map([...ledger.sent.keys()].map((key) => [key, []]));
  for (const answer of ledger.answers) byKey.get(answer.key)?.push(answer);
  const rowsByKey = new Map();
  for (const row of rows)
    rowsByKey.set(row.idempotencyKey, [...(rowsByKey.get(row.idempotencyKey) ?? []), row]);
  let lost = 0;
  let doubled = 0;
  for (const [key, answers] of byKey) {
    const placed = answers.filter((a) => (a.status === 200 || a.status === 201) && a.orderId);
    const stored = rowsByKey.get(key) ?? [];
    const ids = new Set([...placed.map((a) => a.orderId), ...stored.map((r) => r.id)]);
    if (placed.length === 0 || stored.length === 0) {
      lost += 1;
      problems.push(`key ${key}: ${placed.length} placed answers, ${stored.length} rows`);
    } else if (ids.size > 1 || stored.length > 1 || placed.filter((a) => !a.replayed).length > 1) {
      doubled += 1;
      problems.push(`key ${key}: placed more than once (${[...ids].join(', ')})`);
    }
  }
  for (const key of rowsByKey.keys()) {
    if (!byKey.has(key)) {
      doubled += 1;
      problems.push(`key ${key}: an order in the database nobody sent`);
    }
  }
  const stockConsistent = unitsTaken === rows.length;
  if (!stockConsistent) problems.push(`stock: ${unitsTaken} units taken for ${rows.length} orders`);
  return { problems, lost, doubled, orders: rows.length, stockConsistent };
}

async function main() {
  const url = process.env.DATABASE_URL ?? pgVirtualenvUrl();
  if (url) {
    process.exitCode = (await run(url)) ? 0 : 1;
    return;
  }
  const virtualenv = '/usr/bin/pg_virtualenv';
  if (!existsSync(virtualenv)) {
    console.error(
      '[cluster] no PostgreSQL: set DATABASE_URL or install postgresql (pg_virtualenv)',
    );
    process.exit(1);
  }
  // This script again, inside a throwaway PostgreSQL cluster (its connection in PG* variables).
  const child = spawn(
    virtualenv,
    ['-o', 'fsync=off', process.execPath, fileURLToPath(import.meta.url)],
    {
      stdio: 'inherit',
    },
  );
  const code = await new Promise((resolve) => child.once('exit', resolve));
  process.exitCode = code ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`[cluster] ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    process.exit(2);
  });
}
