/**
 * What each payment method looks like for an order (spec sections 5 and 9): available, or
 * disabled with the reason a person can act on (the total is under or over the method's bounds,
 * or the cart holds more products than cofidis takes), and whether it shows the cash-on-delivery
 * fee disclaimer. Pure, so the machine and the page read the same answer.
 *
 * The bounds are judged on the total the person will pay with that method: the order's total
 * before a method is chosen (items, extras, shipping) plus what the method adds, the
 * cash-on-delivery fee of a cash-type method (`offer.codFee`, from shop-api), as shop-api judges
 * the order it is asked to place. Near a cap, a cash method whose fee takes the total over it is
 * shown disabled, never offered and then refused.
 */
import { roundMoney, type PaymentMethodKey } from '@refurb/shared-contracts';
import { type PaymentMethodOffer } from '@refurb/shared-contracts/api/checkout';
import {
  isAllowedForProductCount,
  isAllowedForTotal,
  isCashMethod,
  isCofidisMethod,
  isOneyMethod,
  isTbiMethod,
  parseAmountBound,
} from '@refurb/shared-contracts/checkout';

export type DisabledReason = 'total-below-minimum' | 'total-above-maximum' | 'too-many-products';

export interface MethodView {
  readonly key: PaymentMethodKey;
  readonly enabled: boolean;
  readonly reason: DisabledReason | null;
  /** The bound or limit the reason names (an amount, or a product count). */
  readonly limit: number | null;
  readonly showsCodFeeDisclaimer: boolean;
  readonly provider: 'oney' | 'tbi' | 'cofidis' | null;
}

export interface OrderFacts {
  readonly total: number;
  readonly productCount: number;
}

/** The total the person pays with `offer`: the order's total plus the fee the method adds. */
export const payableTotal = (offer: PaymentMethodOffer, total: number): number =>
  roundMoney(total + offer.codFee);

export function methodView(offer: PaymentMethodOffer, order: OrderFacts): MethodView {
  const total = payableTotal(offer, order.total);
  const base = {
    key: offer.key,
    showsCodFeeDisclaimer: isCashMethod(offer.key),
    provider: isOneyMethod(offer.key)
      ? ('oney' as const)
      : isTbiMethod(offer.key)
        ? ('tbi' as const)
        : isCofidisMethod(offer.key)
          ? ('cofidis' as const)
          : null,
  };
  if (!isAllowedForTotal(offer.amountLimit, total)) {
    const lower = parseAmountBound(offer.amountLimit.lower);
    const below = lower !== null && total < lower;
    return {
      ...base,
      enabled: false,
      reason: below ? 'total-below-minimum' : 'total-above-maximum',
      limit: below ? lower : parseAmountBound(offer.amountLimit.upper),
    };
  }
  if (!isAllowedForProductCount(offer.key, order.productCount)) {
    return { ...base, enabled: false, reason: 'too-many-products', limit: offer.nrProductsLimit };
  }
  return { ...base, enabled: true, reason: null, limit: null };
}
