/**
 * Seeded checkout settings. Payment method bounds are in spec section 1's currency of each site
 * (leva for BG; the seed converts them to the currency a site is configured in, catalog/money.ts
 * `siteAmount`). The spec keeps them in translation entries and does not show them; these are
 * typical of the providers: credit from a few hundred lei, cash on delivery capped. A method
 * without a row has no bounds.
 */
import type { Country, PaymentMethodKey } from '@refurb/shared-contracts';

export const PAYMENT_BOUNDS: Readonly<
  Record<Country, Partial<Record<PaymentMethodKey, readonly [number, number]>>>
> = {
  ro: {
    'tbi-tnpl': [500, 30_000],
    'tbi-bnpl': [100, 5_000],
    oney: [150, 12_000],
    'cash-on-delivery': [0, 10_000],
    'card-at-locker': [0, 5_000],
  },
  bg: {
    'tbi-promo-ten': [200, 10_000],
    'tbi-promo': [200, 10_000],
    'tbi-standard': [150, 20_000],
    'cash-on-delivery': [0, 5_000],
    'card-at-locker': [0, 3_000],
    'card-or-cash-at-office': [0, 5_000],
  },
  hu: {
    cofidis: [30_000, 1_500_000],
    'cofidis-promo': [50_000, 1_500_000],
    'cofidis-promo-ten': [100_000, 1_500_000],
    'pay-on-delivery': [0, 1_000_000],
    'card-at-locker': [0, 500_000],
    'card-or-cash-at-office': [0, 1_000_000],
  },
  gr: {
    'tbi-bnpl': [50, 2_500],
    'tbi-standard': [100, 10_000],
    'pay-on-delivery': [0, 2_000],
  },
};

export const PROMO_CODES: readonly { code: string; percentage: number; isActive: boolean }[] = [
  { code: 'REFURB10', percentage: 10, isActive: true },
  { code: 'VARA5', percentage: 5, isActive: true },
  { code: 'EXPIRAT15', percentage: 15, isActive: false },
];
