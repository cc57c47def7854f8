/**
 * Health for the load balancer and the operator:
 * - `GET /health/live`: the process answers (200). A balancer restarts nothing on it; a process
 *   supervisor may.
 * - `GET /health/ready`: 200 when this instance should get traffic: the database answers, Redis
 *   answers (when the instance has one), every migration is applied, and it is not stopping;
 *   otherwise 503 with what is wrong, so HAProxy takes it out of rotation until it is back.
 *   Each dependency is asked with a 1 s limit, so a hung one makes the check fail, not hang.
 * - `GET /health`: the older liveness answer with the database engine, kept for the start script.
 *
 * The answers carry nothing a stranger could use: states only, no addresses or versions.
 */
import { HealthAnswerSchema, type HealthAnswer } from '@refurb/shared-contracts/api/health';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client.js';
import { pendingMigrations } from '../db/migrate.js';
import { redisAnswers } from '../redis.js';

export interface HealthDeps {
  readonly database: Database;
  readonly redis: Redis | null;
  /** True once the instance has begun to stop (SIGTERM): ready no more, still live. */
  readonly stopping: () => boolean;
}

const within = <T>(work: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer')), ms).unref()),
  ]);

export async function readiness({ database, redis, stopping }: HealthDeps): Promise<HealthAnswer> {
  const [databaseUp, migrationsDone, redisUp] = await Promise.all([
    within(database.rows(sql`SELECT 1 AS one`), 1000).then(
      () => true,
      () => false,
    ),
    within(pendingMigrations(database), 1000).then(
      (pending) => pending.length === 0,
      () => null,
    ),
    redis ? redisAnswers(redis, 1000) : Promise.resolve(null),
  ]);
  const checks = {
    database: databaseUp ? 'up' : 'down',
    migrations: migrationsDone === null ? 'unknown' : migrationsDone ? 'applied' : 'pending',
    redis: redisUp === null ? 'not-used' : redisUp ? 'up' : 'down',
    instance: stopping() ? 'stopping' : 'running',
  } as const;
  const ready =
    databaseUp && migrationsDone === true && redisUp !== false && checks.instance === 'running';
  return HealthAnswerSchema.parse({ status: ready ? 'ready' : 'not-ready', checks });
}

export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  app.get('/health/live', async () => ({ status: 'live' }));
  app.get('/health/ready', async (_request, reply) => {
    const answer = await readiness(deps);
    return reply.code(answer.status === 'ready' ? 200 : 503).send(answer);
  });
}
