/**
 * The simulated installment provider (Oney) behind the widget options call: 3 or 4 installments
 * (codes 3XP and 4XP), a fee of 1.95% (3XP) or 2.20% (4XP) of the amount paid with the first
 * installment, amounts in bani split evenly with the remainder on the first. Its bounds are the
 * seeded payment method bounds for `oney`; outside them the provider offers nothing.
 */
import { toMinorUnits } from '@refurb/shared-contracts';
import { type OneyOption } from '@refurb/shared-contracts/api/payment';
import { installmentOptionByCount } from '@refurb/shared-contracts/checkout';

const FEE_PERCENT = { '3XP': 1.95, '4XP': 2.2 } as const;
const COUNTS = { '3XP': 3, '4XP': 4 } as const;

export function oneyOption(code: '3XP' | '4XP', amount: number): OneyOption {
  const count = COUNTS[code];
  const cents = toMinorUnits(amount);
  const feeCents = Math.round((cents * FEE_PERCENT[code]) / 100);
  const each = Math.floor(cents / count);
  const installments = Array.from({ length: count }, (_, i) =>
    i === 0 ? (each + (cents - each * count) + feeCents) / 100 : each / 100,
  );
  return {
    business_transaction_code: code,
    option_id: installmentOptionByCount(count)!.id,
    number_of_installments: count,
    payment_amount: cents / 100,
    fee: feeCents / 100,
    total_cost: (cents + feeCents) / 100,
    installments,
  };
}
