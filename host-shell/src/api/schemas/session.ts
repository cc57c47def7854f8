/** The answers' contracts of the session call (see shop-api.ts: each group is evaluated on first use). */
export { SessionStateResponseSchema } from '@refurb/shared-contracts/api/session';
