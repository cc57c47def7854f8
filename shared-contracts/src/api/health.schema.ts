/**
 * The readiness answer of shop-api and the host server (`GET /health/ready`): whether the instance
 * should get traffic, and the state of each thing it needs. States only: nothing in it tells a
 * stranger an address or a version. 200 when `ready`, 503 otherwise (the load balancer reads the
 * status; an operator reads the checks).
 */
import * as z from 'zod/mini';

const State = z.enum([
  'up',
  'down',
  'not-used',
  'applied',
  'pending',
  'unknown',
  'running',
  'stopping',
]);

export const HealthAnswerSchema = z.strictObject({
  status: z.enum(['ready', 'not-ready']),
  checks: z.record(z.string().check(z.maxLength(40)), State),
});
export type HealthAnswer = z.infer<typeof HealthAnswerSchema>;
