/**
 * Installments (spec sections 3, 7 and 9): the installment provider's (Oney's) two options and the
 * summary of installments that goes with an order.
 */
import { ONEY_MONTHLY_PAYMENT_PLACEHOLDER } from '../constants.js';
import type { PaymentData } from '../schemas/checkout.schema.js';

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

export interface InstallmentSummary {
  readonly numberOfInstallments: number;
  readonly monthlyPayment: string | number;
}

/**
 * Spec section 9. With the installment provider (Oney) the count is the chosen number, else the tbi
 * numberOfInstallments if present, else 0. The monthly payment is the string 8888 for the provider
 * with a nonzero count, else the tbi monthlyPayment, else 0.
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
    monthlyPayment: tbi?.monthlyPayment ?? 0,
  };
}
