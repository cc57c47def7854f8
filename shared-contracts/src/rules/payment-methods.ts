/**
 * Payment methods: the key families of spec section 4, the key-to-provider-parameter table, the
 * methods per country and delivery of section 9, and the bounds of section 5.
 */
import { COFIDIS_MAX_PRODUCTS, COFIDIS_PROMO_DURATIONS } from '../constants.js';
import type { AmountLimit } from '../schemas/checkout.schema.js';
import {
  PAYMENT_METHOD_KEYS,
  type Country,
  type DeliveryKind,
  type PaymentMethodKey,
  type ProviderParamType,
} from '../schemas/enums.schema.js';

export { PAYMENT_METHOD_KEYS };

type SetKey = Exclude<PaymentMethodKey, ''>;

const PROVIDER_PARAMS: Readonly<Record<SetKey, string>> = Object.freeze({
  'online-card': 'card',
  oney: 'oney',
  'tbi-standard': 'standard',
  'tbi-promo': 'promo',
  'tbi-promo-ten': 'promo10',
  'tbi-promo-multi': 'promoMulti',
  'tbi-bnpl': 'bnpl',
  'tbi-tnpl': 'tnpl',
  'tbi-tnpl-rate': 'tnpl-rate',
  'tbi-combo': 'tbi-combo',
  'pay-on-delivery': 'paymentOnDelivery',
  'cash-on-delivery': 'cashOnDelivery',
  'card-or-cash-at-office': 'cardOrCashAtOffice',
  'card-at-locker': 'cardAtLocker',
  cofidis: 'cofidis',
  'cofidis-promo': 'cofidis-promo',
  'cofidis-promo-ten': 'cofidis-promo-ten',
});

/** The provider parameter of a key; `null` for the empty (not set) key. */
export function providerParam(key: PaymentMethodKey): string | null {
  return key === '' ? null : PROVIDER_PARAMS[key];
}

/** Provider parameter types, keyed by parameter name (the spec lists the mapping that way). */
const PARAM_TYPES: Readonly<Record<string, ProviderParamType>> = Object.freeze({
  standard: 'STANDARD',
  promo: 'PROMO',
  promo10: 'PROMO10',
  promoMulti: 'PROMOMULTI',
  bnpl: 'BNPL',
  tnpl: 'TNPL',
});

/** The provider parameter type of a key (tbi-standard -> STANDARD, ...); `null` when it has none. */
export function providerParamType(key: PaymentMethodKey): ProviderParamType | null {
  const param = providerParam(key);
  return (param !== null && PARAM_TYPES[param]) || null;
}

const CASH_METHODS: ReadonlySet<PaymentMethodKey> = new Set<PaymentMethodKey>([
  'card-at-locker',
  'card-or-cash-at-office',
  'cash-on-delivery',
  'pay-on-delivery',
]);
/**
 * The tbi family as the spec lists it: tnpl-rate, promo-ten, bnpl, combo, standard, tnpl, promo.
 * tbi-promo-multi has a provider parameter but is not in the family; the spec is followed here.
 */
const TBI_METHODS: ReadonlySet<PaymentMethodKey> = new Set<PaymentMethodKey>([
  'tbi-tnpl-rate',
  'tbi-promo-ten',
  'tbi-bnpl',
  'tbi-combo',
  'tbi-standard',
  'tbi-tnpl',
  'tbi-promo',
]);
const TBI_PROMO_SUBGROUP: ReadonlySet<PaymentMethodKey> = new Set<PaymentMethodKey>([
  'tbi-bnpl',
  'tbi-promo',
  'tbi-promo-ten',
]);
const COFIDIS_METHODS: ReadonlySet<PaymentMethodKey> = new Set<PaymentMethodKey>([
  'cofidis',
  'cofidis-promo',
  'cofidis-promo-ten',
]);

/** Cash-type methods are paid on receipt and show the cash-on-delivery fee disclaimer. */
export const isCashMethod = (key: PaymentMethodKey): boolean => CASH_METHODS.has(key);
export const isTbiMethod = (key: PaymentMethodKey): boolean => TBI_METHODS.has(key);
/** The bnpl / promo / promo-ten subgroup of the tbi family. */
export const isTbiPromoSubgroupMethod = (key: PaymentMethodKey): boolean =>
  TBI_PROMO_SUBGROUP.has(key);
export const isCofidisMethod = (key: PaymentMethodKey): boolean => COFIDIS_METHODS.has(key);
export const isOneyMethod = (key: PaymentMethodKey): boolean => key === 'oney';
/** Cash-type methods carry the cash-on-delivery fee disclaimer. */
export const showsCodFeeDisclaimer = isCashMethod;

/** The promo duration in months of a cofidis promo method (6 or 10); `null` for any other key. */
export function cofidisPromoDuration(key: PaymentMethodKey): 6 | 10 | null {
  return key === 'cofidis-promo' || key === 'cofidis-promo-ten'
    ? COFIDIS_PROMO_DURATIONS[key]
    : null;
}

export interface PaymentMethodFlags {
  /** The Greek tbi flag; the spec says it is "true". */
  readonly greekTbi?: boolean;
}

const RO_CREDIT: readonly SetKey[] = ['online-card', 'tbi-tnpl', 'tbi-bnpl', 'oney'];
const BG_CREDIT: readonly SetKey[] = ['online-card', 'tbi-promo-ten', 'tbi-promo', 'tbi-standard'];
const HU_CREDIT: readonly SetKey[] = [
  'online-card',
  'cofidis',
  'cofidis-promo',
  'cofidis-promo-ten',
];

/**
 * The ordered method keys for a country and delivery kind (spec section 9). "The BG credit options"
 * and "the cofidis options" are that country's courier list without its cash-type method. RO has
 * no office delivery, so its office list is empty.
 */
export function paymentMethodsFor(
  country: Country,
  delivery: DeliveryKind,
  flags: PaymentMethodFlags = {},
): SetKey[] {
  switch (country) {
    case 'ro':
      if (delivery === 'courier') return [...RO_CREDIT, 'cash-on-delivery'];
      if (delivery === 'locker') return [...RO_CREDIT, 'card-at-locker'];
      return [];
    case 'bg':
    case 'hu': {
      const credit = country === 'bg' ? BG_CREDIT : HU_CREDIT;
      if (delivery === 'courier')
        return [...credit, country === 'bg' ? 'cash-on-delivery' : 'pay-on-delivery'];
      return [...credit, delivery === 'locker' ? 'card-at-locker' : 'card-or-cash-at-office'];
    }
    case 'gr': {
      const tbi: SetKey[] = (flags.greekTbi ?? true) ? ['tbi-bnpl', 'tbi-standard'] : [];
      return delivery === 'courier'
        ? ['online-card', ...tbi, 'pay-on-delivery']
        : ['online-card', ...tbi];
    }
  }
}

/**
 * Reads a bound that may come from a translation entry. Missing, empty or non-numeric text counts
 * as "no bound" (the spec allows the method when a bound is missing or empty; a mistyped
 * translation must not hide a way to pay), and so do more digits than a number holds (they read
 * as Infinity), like a non-finite number bound. Spaces are ignored and a lone comma is a decimal
 * comma.
 */
export function parseAmountBound(bound: AmountLimit['lower']): number | null {
  if (bound === null || bound === undefined) return null;
  if (typeof bound === 'number') return Number.isFinite(bound) ? bound : null;
  const text = bound.replace(/\s+/g, '');
  if (text === '') return null;
  const normalised = text.includes('.') ? text : text.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/**
 * Spec section 5: allowed when the total is at or above the lower bound and at or below the upper
 * bound, when both bounds are defined; allowed when either is missing or empty. A total that is not
 * a finite number is never within bounds.
 */
export function isAllowedForTotal(
  amountLimit: AmountLimit | null | undefined,
  total: number,
): boolean {
  const lower = parseAmountBound(amountLimit?.lower);
  const upper = parseAmountBound(amountLimit?.upper);
  if (lower === null || upper === null) return true;
  if (!Number.isFinite(total)) return false;
  return total >= lower && total <= upper;
}

/** Cofidis methods allow at most 10 products; every other method has no product limit. */
export function isAllowedForProductCount(key: PaymentMethodKey, count: number): boolean {
  return !isCofidisMethod(key) || count <= COFIDIS_MAX_PRODUCTS;
}

/** The product limit of a method (its nrProductsLimit), `null` when unlimited. */
export function productLimitFor(key: PaymentMethodKey): number | null {
  return isCofidisMethod(key) ? COFIDIS_MAX_PRODUCTS : null;
}
