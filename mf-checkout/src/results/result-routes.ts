/** The checkout's result pages (spec section 2): thank-you pages, payment processing and failed. */
import type { RouteName } from '@refurb/shared-contracts';

export type ResultRoute = Extract<
  RouteName,
  'thank-you' | 'thank-you-tbi' | 'thank-you-cofidis' | 'payment-processing' | 'payment-failed'
>;
export const RESULT_ROUTES: readonly ResultRoute[] = [
  'thank-you',
  'thank-you-tbi',
  'thank-you-cofidis',
  'payment-processing',
  'payment-failed',
];

export const isResultRoute = (name: string): name is ResultRoute =>
  (RESULT_ROUTES as readonly string[]).includes(name);
