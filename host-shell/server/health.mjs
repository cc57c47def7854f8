/**
 * The host server's own health, for the load balancer in front of the host servers (not
 * shop-api's, which the edge proxies at `/health`):
 * - `GET /health/live`: the process answers (200).
 * - `GET /health/ready`: 200 when this server should get traffic: its build is there
 *   (`dist/index.html`), the environment's runtime-config.json and remotes.json read and parse,
 *   shop-api answers its liveness within a second (the pages are drawn from its data), and the
 *   server is not stopping; otherwise 503 with the state of each. States only, as shop-api's
 *   (HealthAnswerSchema): nothing a stranger could use.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HealthAnswerSchema } from '@refurb/shared-contracts/api/health';
import { RemotesJsonSchema } from '@refurb/shared-contracts/runtime';

export const HEALTH_PATHS = ['/health/live', '/health/ready'];

const readable = (path) =>
  readFile(path).then(
    () => true,
    () => false,
  );

const parses = async (path, check) => {
  try {
    return check(JSON.parse(await readFile(path, 'utf8')));
  } catch {
    return false;
  }
};

/**
 * @param {{ distDir: string, configDir: string, apiOrigin: string, stopping: () => boolean }} deps
 * @returns {Promise<import('@refurb/shared-contracts/api/health').HealthAnswer>}
 */
export async function hostReadiness({ distDir, configDir, apiOrigin, stopping }) {
  const [build, config, api] = await Promise.all([
    readable(join(distDir, 'index.html')),
    Promise.all([
      parses(join(configDir, 'runtime-config.json'), (json) => typeof json === 'object' && !!json),
      parses(join(configDir, 'remotes.json'), (json) => RemotesJsonSchema.safeParse(json).success),
    ]).then((both) => both.every(Boolean)),
    fetch(new URL('/health/live', apiOrigin), { signal: AbortSignal.timeout(1000) }).then(
      (answer) => answer.ok,
      () => false,
    ),
  ]);
  const running = !stopping();
  return HealthAnswerSchema.parse({
    status: build && config && api && running ? 'ready' : 'not-ready',
    checks: {
      build: build ? 'up' : 'down',
      config: config ? 'up' : 'down',
      api: api ? 'up' : 'down',
      instance: running ? 'running' : 'stopping',
    },
  });
}

/** Answers a health path; `deps` as hostReadiness's. */
export async function answerHealth(pathname, res, deps) {
  const answer = pathname === '/health/live' ? { status: 'live' } : await hostReadiness(deps);
  const status = answer.status === 'not-ready' ? 503 : 200;
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(answer));
}
