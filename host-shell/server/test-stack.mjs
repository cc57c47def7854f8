// For the host server's tests over real sockets: the real shop-api (its built server over a fresh
// PGlite database, as the journeys start it), a free port, and a GET with a Host header (fetch
// cannot set one). Not part of the server: only the *.test.mjs files import it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listen } from './static-files.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function freePort() {
  const probe = await listen(createServer(), '127.0.0.1', 0);
  await probe.close();
  return Number(new URL(probe.url).port);
}

/**
 * shop-api on a free port over a fresh database in `dataDir`, up when this resolves; `stop()`
 * ends it. `env` adds to its environment (test controls, say).
 */
export async function startShopApi(dataDir, env = {}) {
  const server = join(root, 'shop-api', 'dist', 'server.js');
  assert.ok(existsSync(server), 'shop-api is not built: run npm run build -w @refurb/shop-api');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(port),
      SHOP_API_DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SHOP_API_MODE: 'local',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    assert.ok(Date.now() < deadline && child.exitCode === null, 'shop-api did not come up');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** GET (or HEAD) with a Host header: status, headers, the raw body and its text. */
export function get(origin, host, path, { method = 'GET', headers = {} } = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    request({ host: hostname, port, path, method, headers: { host, ...headers } }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: answer.statusCode, headers: answer.headers, raw, body: raw.toString() });
      });
    })
      .on('error', reject)
      .end();
  });
}
