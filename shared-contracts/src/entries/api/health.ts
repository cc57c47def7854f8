/**
 * `@refurb/shared-contracts/api/health`: the health endpoints' answer, the same on shop-api and the
 * host server.
 */
export { HealthAnswerSchema } from '../../api/health.schema.js';
export type { HealthAnswer } from '../../api/health.schema.js';
