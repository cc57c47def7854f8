/**
 * What each payment method looks like for an order (spec sections 5 and 9): available, or
 * disabled with the reason a person can act on (the total is under or over the method's bounds,
 * or the cart holds more products than cofidis takes), and whether it shows the cash-on-delivery
 * fee disclaimer. Pure, so the machine and the page read the same answer.
 */
import {
  isAllowedForProductCount,
  isAllowedForTotal,
  isCashMethod,
  isCofidisMethod,
  isOneyMethod,
  isTbiMethod,
  parseAmountBound,
  type PaymentMethodKey,
  type PaymentMethodOffer,
} from '@refurb/shared-contracts';

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

export function methodView(offer: PaymentMethodOffer, order: OrderFacts): MethodView {
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
  if (!isAllowedForTotal(offer.amountLimit, order.total)) {
    const lower = parseAmountBound(offer.amountLimit.lower);
    const below = lower !== null && order.total < lower;
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
