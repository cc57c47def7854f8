/**
 * The installment plans shown for the financing providers (spec section 3's tbi installment data;
 * the cofidis promo durations of section 4). The spec shows no provider call for tbi or cofidis, so
 * the figures are indicative: the total split in equal monthly payments, rounded to the cent, the
 * provider confirming the plan on its own page. Durations: tbi-tnpl and tbi-tnpl-rate 3 ("three, no
 * later"), tbi-bnpl 1 (pay in full later), tbi-promo 6, tbi-promo-ten 10, tbi-promo-multi 6,
 * tbi-standard and tbi-combo 12; cofidis 12, cofidis-promo 6 and cofidis-promo-ten 10 (section 4).
 */
import {
  cofidisPromoDuration,
  isCofidisMethod,
  isTbiMethod,
  type PaymentData,
  type PaymentMethodKey,
} from '@refurb/shared-contracts';

const TBI_MONTHS: Readonly<Partial<Record<PaymentMethodKey, number>>> = {
  'tbi-tnpl': 3,
  'tbi-tnpl-rate': 3,
  'tbi-bnpl': 1,
  'tbi-promo': 6,
  'tbi-promo-ten': 10,
  'tbi-promo-multi': 6,
  'tbi-standard': 12,
  'tbi-combo': 12,
};

export interface FinancingPlan {
  readonly numberOfInstallments: number;
  readonly monthlyPayment: number;
}

export function financingPlan(key: PaymentMethodKey, total: number): FinancingPlan | null {
  const months =
    isTbiMethod(key) || key === 'tbi-promo-multi'
      ? TBI_MONTHS[key]
      : isCofidisMethod(key)
        ? (cofidisPromoDuration(key) ?? 12)
        : undefined;
  if (!months || total <= 0) return null;
  return { numberOfInstallments: months, monthlyPayment: Math.round((total / months) * 100) / 100 };
}

/** What choosing `key` puts in the order: a tbi method carries its installment data. */
export function paymentDataFor(key: PaymentMethodKey, total: number): PaymentData {
  const plan = isTbiMethod(key) || key === 'tbi-promo-multi' ? financingPlan(key, total) : null;
  return plan ? { type: key, tbiInstallments: { data: plan } } : { type: key };
}
