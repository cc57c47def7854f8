/**
 * The installment plans shown for the financing providers: the contracts' `financingPlan` (the
 * durations and the rounding live there, since shop-api works out the plan an order stores from
 * the method and the total with the same rule, never taking the figures the page sends).
 */
export { financingPlan, paymentDataFor, type FinancingPlan } from '@refurb/shared-contracts';
