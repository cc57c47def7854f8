/**
 * The cluster stack (issue 38): the shop as it runs beyond one machine, with the real parts on
 * loopback. One PostgreSQL (given: `databaseUrl`), one Redis (Debian's `redis-server`, started
 * here), two shop-api instances and two host servers, and HAProxy in front of both pairs:
 *
 *   sites :3000 ─ HAProxy ─┬─ host server :3101 ─┐
 *                          └─ host server :3102 ─┴─ api :4000 ─ HAProxy ─┬─ shop-api :4101
 *                                                                        └─ shop-api :4102
 *
 * HAProxy health-checks every backend on `/health/ready` twice a second (down after 2 failures,
 * up after 2 passes), sets the request id at the edge (`X-Request-Id`, a UUID: a visitor's own is
 * replaced) and the visitor's address (`X-Forwarded-For`, which the host servers believe with
 * HOST_TRUST_PROXY=1). It retries a request on another server when the connection could not be
 * made (nothing was sent: safe for any request), and a GET or HEAD also when the answer was empty,
 * late or a 502/503; never an order or any other POST once it reached a server (the checkout
 * retries those itself, with the same idempotency key).
 *
 * The shop-api instances share their secrets (the bot check's, the payment callbacks', the
 * partner login state's: one instance checks what another signed), the database (stock and idempotency in its transactions) and Redis
 * (rate limits, used bot-check tokens), start together (migrating and seeding once, under a
 * database lock) and each run the reservation sweeper. `kill`, `start` of each process are the
 * fault test's (scripts/test-cluster.mjs).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForUrl } from '../emulators.mjs';

const root = join(import.meta.dirname, '..', '..');

export const CLUSTER_PORTS = {
  sites: 3000,
  api: 4000,
  hosts: [3101, 3102],
  apis: [4101, 4102],
  /** Each shop-api's Prometheus metrics (`/metrics`). */
  metrics: [9101, 9102],
  /** Each host server's (`/metrics`). */
  hostMetrics: [9201, 9202],
};

/** HAProxy's configuration for `ports`. */
export function haproxyConfig(ports = CLUSTER_PORTS) {
  const servers = (prefix, list) =>
    list.map((port, i) => `  server ${prefix}${i + 1} 127.0.0.1:${port} check`).join('\n');
  return `global
  maxconn 2000

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 502 503
  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2

frontend sites
  bind 127.0.0.1:${ports.sites}
  option forwardfor
  unique-id-format %[uuid()]
  http-request set-header X-Request-Id %[unique-id]
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  default_backend hosts

backend hosts
  option httpchk GET /health/ready
  http-check expect status 200
${servers('host', ports.hosts)}

frontend api
  bind 127.0.0.1:${ports.api}
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  default_backend shop_api

backend shop_api
  option httpchk GET /health/ready
  http-check expect status 200
${servers('api', ports.apis)}
`;
}

/** A child process with its stop: SIGTERM, then SIGKILL after `ms`. */
function processHandle(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    exited,
    async stop(ms = 12_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), ms);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/**
 * A Node server of the cluster on a fixed port (the load balancer names it): `start` (again,
 * after a kill) resolves once `ready` answers; `kill(signal)` and `stop` are the fault test's.
 */
function restartable(name, port, log, { script, ready, env, stdio }) {
  const instance = {
    name,
    port,
    current: null,
    async start() {
      const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio });
      instance.current = processHandle(child);
      if (!(await waitForUrl(`http://127.0.0.1:${port}${ready}`, { child }))) {
        throw new Error(`${name} did not come up (is it built? npm run build)`);
      }
      log(`${name}: up on 127.0.0.1:${port} (pid ${child.pid})`);
    },
    kill: (signal) => instance.current?.child.kill(signal),
    stop: () => instance.current?.stop(),
  };
  return instance;
}

async function startRedis(log) {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const handle = processHandle(child);
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error('redis-server exited (is it installed?)');
    const { connect } = await import('node:net');
    const up = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) {
      log(`redis: up on 127.0.0.1:${port}`);
      return { ...handle, url: `redis://127.0.0.1:${port}` };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await handle.stop();
  throw new Error('redis-server did not listen within 10 s');
}

async function startHaproxy(ports, log) {
  const dir = await mkdtemp(join(tmpdir(), 'refurb-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  await writeFile(config, haproxyConfig(ports));
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr.on('data', (chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) log(`haproxy: ${line}`);
  });
  const handle = processHandle(child);
  return {
    ...handle,
    async stop() {
      await handle.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the stack. `shopApiEnv`: the settings of every shop-api instance (its mode, limits, the
 * emulators' hosts; the database, Redis, host and port are the cluster's); `configDir`: the sites' runtime config and remotes.json (the local one unless
 * said). Resolves once HAProxy sees every backend up.
 */
export async function startCluster({
  databaseUrl,
  ports = CLUSTER_PORTS,
  shopApiEnv = {},
  configDir = join(root, 'local-env', 'config'),
  log = (line) => console.log(`[cluster] ${line}`),
}) {
  const started = [];
  try {
    const redis = await startRedis(log);
    started.push(redis);
    // What every instance must sign and check alike (shop-api refuses to start without them
    // beside REDIS_URL): made for this cluster unless given.
    const secret = () => randomBytes(32).toString('hex');
    const shared = {
      BOT_CHECK_SECRET: secret(),
      PAYMENT_CALLBACK_SECRET: secret(),
      PARTNER_STATE_SECRET: secret(),
    };
    const shopApi = ports.apis.map((port, i) =>
      restartable(`shop-api ${i + 1}`, port, log, {
        script: join(root, 'shop-api', 'dist', 'server.js'),
        ready: '/health/ready',
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          LOG_LEVEL: 'warn',
          ...shared,
          ...shopApiEnv,
          HOST: '127.0.0.1',
          PORT: String(port),
          METRICS_PORT: String(ports.metrics[i]),
          DATABASE_URL: databaseUrl,
          REDIS_URL: redis.url,
        },
      }),
    );
    // Together: the second waits on the first's migrations and seeds (the start's database lock).
    await Promise.all(shopApi.map((instance) => instance.start()));
    started.push(...shopApi);
    const hosts = ports.hosts.map((port, i) =>
      restartable(`host ${i + 1}`, port, log, {
        script: join(root, 'host-shell', 'server', 'host-server.mjs'),
        ready: '/health/live',
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          HOST_PORT: String(port),
          HOST_CONFIG_DIR: configDir,
          SHOP_API_ORIGIN: `http://127.0.0.1:${ports.api}`,
          HOST_TRUST_PROXY: '1',
          HOST_METRICS_PORT: String(ports.hostMetrics[i]),
        },
      }),
    );
    await Promise.all(hosts.map((instance) => instance.start()));
    started.push(...hosts);
    const haproxy = await startHaproxy(ports, log);
    started.push(haproxy);
    const sitesUrl = `http://127.0.0.1:${ports.sites}`;
    const apiUrl = `http://127.0.0.1:${ports.api}`;
    if (!(await waitForUrl(`${sitesUrl}/health/ready`, { child: haproxy.child }))) {
      throw new Error('HAProxy did not pass the sites through within 60 s');
    }
    log(`haproxy: sites on ${sitesUrl}, shop-api on ${apiUrl}`);
    return {
      sitesUrl,
      apiUrl,
      redis,
      shopApi,
      hosts,
      async stop() {
        for (const part of started.reverse()) await part.stop();
      },
    };
  } catch (error) {
    for (const part of started.reverse()) await part.stop();
    throw error;
  }
}
