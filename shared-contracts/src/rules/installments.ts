/**
 * Installments (spec sections 3, 7 and 9): the installment provider's (Oney's) two options, the
 * financing providers' plans, and the summary of installments that goes with an order.
 *
 * The plans shown for the financing providers: the spec shows no provider call for tbi or cofidis,
 * so the figures are indicative: the total split in equal monthly payments, rounded to the cent,
 * the provider confirming the plan on its own page. Durations: tbi-tnpl and tbi-tnpl-rate 3
 * ("three, no later"), tbi-bnpl 1 (pay in full later), tbi-promo 6, tbi-promo-ten 10,
 * tbi-promo-multi 6, tbi-standard and tbi-combo 12; cofidis 12, cofidis-promo 6 and
 * cofidis-promo-ten 10 (section 4).
 */
import { ONEY_MONTHLY_PAYMENT_PLACEHOLDER } from '../constants.js';
import type { PaymentData } from '../schemas/checkout.schema.js';
import type { PaymentMethodKey } from '../schemas/enums.schema.js';
import type { AmountLimit } from '../schemas/checkout.schema.js';
import {
  cofidisPromoDuration,
  isAllowedForTotal,
  isCofidisMethod,
  isTbiMethod,
} from './payment-methods.js';
import { roundMoney, toMinorUnits } from './money.js';

export interface InstallmentOption {
  /** The provider's option id: 1 means 3 installments, 2 means 4. */
  readonly id: 1 | 2;
  readonly installments: 3 | 4;
  /** The provider's business transaction code. */
  readonly code: '3XP' | '4XP';
}

export const INSTALLMENT_OPTIONS: readonly InstallmentOption[] = Object.freeze([
  Object.freeze({ id: 1, installments: 3, code: '3XP' } as const),
  Object.freeze({ id: 2, installments: 4, code: '4XP' } as const),
]);

export function installmentOptionById(id: number): InstallmentOption | null {
  return INSTALLMENT_OPTIONS.find((o) => o.id === id) ?? null;
}

export function installmentOptionByCount(count: number): InstallmentOption | null {
  return INSTALLMENT_OPTIONS.find((o) => o.installments === count) ?? null;
}

/**
 * A monthly payment as spec section 9 has it: the string 8888 (the installment provider) or an
 * amount, a number (the tbi monthly payment, or 0).
 */
export type MonthlyPaymentValue = typeof ONEY_MONTHLY_PAYMENT_PLACEHOLDER | number;

export interface InstallmentSummary {
  readonly numberOfInstallments: number;
  readonly monthlyPayment: MonthlyPaymentValue;
}

/**
 * An amount that may arrive as text ("210.00", from a provider or a stored column) as the number
 * it is; anything that is not a finite, non-negative amount is 0 (no monthly payment).
 */
export function monthlyAmount(value: string | number | null | undefined): number {
  const amount = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value;
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 ? amount : 0;
}

/**
 * Spec section 9. With the installment provider (Oney) the count is the chosen number, else the tbi
 * numberOfInstallments if present, else 0. The monthly payment is the string 8888 for the provider
 * with a nonzero count, else the tbi monthlyPayment, else 0: "8888" is the one string; the tbi
 * payment and the 0 are amounts, so numbers (a tbi payment given as text, "210.00", is read as
 * the number 210).
 */
export function installmentSummary(
  paymentData: PaymentData | null | undefined,
): InstallmentSummary {
  const oneyCount =
    paymentData?.type === 'oney' ? paymentData.oneyInstallments?.installmentsNo : undefined;
  const tbi = paymentData?.tbiInstallments?.data;
  if (oneyCount !== undefined && oneyCount > 0) {
    return { numberOfInstallments: oneyCount, monthlyPayment: ONEY_MONTHLY_PAYMENT_PLACEHOLDER };
  }
  return {
    numberOfInstallments: oneyCount ?? tbi?.numberOfInstallments ?? 0,
    monthlyPayment: monthlyAmount(tbi?.monthlyPayment),
  };
}

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

const isTbiFamily = (key: PaymentMethodKey) => isTbiMethod(key) || key === 'tbi-promo-multi';

/** The financing provider's plan for `total` (tbi and cofidis methods), else null. */
export function financingPlan(key: PaymentMethodKey, total: number): FinancingPlan | null {
  const months = isTbiFamily(key)
    ? TBI_MONTHS[key]
    : isCofidisMethod(key)
      ? (cofidisPromoDuration(key) ?? 12)
      : undefined;
  if (!months || total <= 0) return null;
  return { numberOfInstallments: months, monthlyPayment: roundMoney(total / months) };
}

/** What choosing `key` puts in the order: a tbi method carries its installment data. */
export function paymentDataFor(key: PaymentMethodKey, total: number): PaymentData {
  const plan = isTbiFamily(key) ? financingPlan(key, total) : null;
  return plan ? { type: key, tbiInstallments: { data: plan } } : { type: key };
}

export type OrderInstallments =
  | {
      readonly ok: true;
      readonly numberOfInstallments: number;
      readonly monthlyPayment: MonthlyPaymentValue;
      /** The payment data to store: the method with the figures worked out here. */
      readonly paymentData: PaymentData;
    }
  | { readonly ok: false; readonly field: string; readonly message: string };

/**
 * The installments an order of `total` paid with `key` stores, worked out from the method and the
 * total alone, never taken from what the client sent (spec section 9's rules over these figures):
 * - the installment provider (Oney): the person's choice of count, which must be one of its
 *   options (3 or 4; the first when none is sent), and the monthly payment, the string 8888;
 * - a tbi method: its plan for the total (`financingPlan`), the monthly payment a number;
 * - anything else: none (the numbers 0 and 0).
 */
export function orderInstallments(
  key: PaymentMethodKey,
  total: number,
  sent: PaymentData | null | undefined,
): OrderInstallments {
  if (key === 'oney') {
    const count = sent?.oneyInstallments?.installmentsNo ?? INSTALLMENT_OPTIONS[0]!.installments;
    const option = installmentOptionByCount(count);
    if (!option) {
      return {
        ok: false,
        field: 'paymentData.oneyInstallments.installmentsNo',
        message: `one of ${INSTALLMENT_OPTIONS.map((o) => o.installments).join(', ')}`,
      };
    }
    return {
      ok: true,
      numberOfInstallments: option.installments,
      monthlyPayment: ONEY_MONTHLY_PAYMENT_PLACEHOLDER,
      paymentData: { type: key, oneyInstallments: { installmentsNo: option.installments } },
    };
  }
  const data = paymentDataFor(key, total);
  const plan = data.tbiInstallments?.data;
  return {
    ok: true,
    numberOfInstallments: plan?.numberOfInstallments ?? 0,
    monthlyPayment: monthlyAmount(plan?.monthlyPayment),
    paymentData: data,
  };
}

/** The lowest monthly payment a product page can promise (issue 36): `from 219 lei/month`. */
export interface InstallmentTeaser {
  readonly method: PaymentMethodKey;
  readonly months: number;
  readonly monthly: number;
}

/**
 * "From 219 lei/month" on a product page (issue 36): of the financing methods a site offers (the
 * caller passes those of courier delivery, which carries every country's full set of credit
 * methods) whose amount bounds allow `price` (spec section 5's rule), the plan with the lowest
 * monthly payment in at least two installments (paying the whole later, tbi-bnpl, is no
 * installment plan). The installment provider (Oney) splits in its largest option (4). Null when
 * no method fits, so the page promises nothing it cannot give.
 */
export function installmentTeaser(
  offers: readonly { readonly key: PaymentMethodKey; readonly amountLimit: AmountLimit | null }[],
  price: number,
  /** The currency's decimals (0 for the forint): the payment is rounded up to them. */
  fractionDigits = 2,
): InstallmentTeaser | null {
  let best: InstallmentTeaser | null = null;
  const largestOney = Math.max(...INSTALLMENT_OPTIONS.map((o) => o.installments));
  for (const { key, amountLimit } of offers) {
    if (!isAllowedForTotal(amountLimit, price)) continue;
    const plan: FinancingPlan | null =
      key === 'oney'
        ? {
            numberOfInstallments: largestOney,
            monthlyPayment: roundMoney(price / largestOney),
          }
        : financingPlan(key, price);
    if (!plan || plan.numberOfInstallments < 2) continue;
    if (!best || plan.monthlyPayment < best.monthly)
      best = { method: key, months: plan.numberOfInstallments, monthly: plan.monthlyPayment };
  }
  if (!best) return null;
  // "From" promises no less than is paid: rounded up to the currency's unit (a whole forint).
  const unit = 10 ** Math.min(2, Math.max(0, fractionDigits));
  const cents = toMinorUnits(best.monthly);
  return { ...best, monthly: Math.ceil(cents / (100 / unit)) / unit };
}
