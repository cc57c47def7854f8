/**
 * Money arithmetic, once for the whole shop: the cart, the checkout and shop-api round with these
 * and nothing else, so the total a person is shown is the total the order is priced at.
 *
 * Amounts are numbers of the currency's main unit (lei, leva, forints, euros) with at most two
 * decimals. A sum or a percentage is rounded to hundredths half away from zero, after undoing the
 * binary fraction's error (1.005 is stored as 1.00499999…; it rounds to 1.01 as written, where a
 * bare `Math.round(x * 100) / 100` gives 1). Minor units (hundredths, an integer) are what a
 * provider's callback, an invoice's VAT and a signature compare.
 */

/** The amount in hundredths, an integer: 12.34 → 1234. */
export function toMinorUnits(amount: number): number {
  const hundredths = Math.round(Number((Math.abs(amount) * 100).toFixed(6)));
  return amount < 0 ? -hundredths : hundredths;
}

/** The amount rounded to hundredths (half away from zero). */
export function roundMoney(amount: number): number {
  return toMinorUnits(amount) / 100 || 0;
}

/** The sum of amounts, rounded once at the end. */
export function sumMoney(amounts: readonly number[]): number {
  return roundMoney(amounts.reduce((total, amount) => total + amount, 0));
}

/** `percent` % of an amount, rounded: a promo's discount, an extra service's price. */
export function percentOf(amount: number, percent: number): number {
  return roundMoney((amount * percent) / 100);
}

/** What an order's total is made of (spec section 4's cart total, then the checkout's charges). */
export interface OrderAmounts {
  /** The devices' prices. */
  readonly products: number;
  /** Extra services, device accessories and accessories. */
  readonly extras: number;
  /** The promo's percentage of the devices (0 without a promo). */
  readonly promoPercentage: number;
  readonly shipping: number;
  /** The cash-on-delivery fee, for a cash-type method (0 otherwise). */
  readonly codFee: number;
}

/**
 * The order's totals, as the cart's summary shows them and shop-api prices the order: the promo
 * discounts the devices only; shipping and the cash-on-delivery fee are added after it.
 */
export function orderTotals(amounts: OrderAmounts): {
  readonly discount: number;
  readonly itemsTotal: number;
  readonly total: number;
} {
  const discount = percentOf(amounts.products, amounts.promoPercentage);
  const itemsTotal = roundMoney(amounts.products + amounts.extras - discount);
  return {
    discount,
    itemsTotal,
    total: roundMoney(itemsTotal + amounts.shipping + amounts.codFee),
  };
}
