/**
 * Enumerations of spec sections 1, 3 and 4 as zod enums, so that every value read from storage,
 * an event or an API is checked against the same list the code switches on.
 */
import * as z from 'zod/mini';

export const CountrySchema = z.enum(['ro', 'bg', 'hu', 'gr']);
export type Country = z.infer<typeof CountrySchema>;
export const COUNTRIES = CountrySchema.options;

/**
 * Device types and their numeric ids (spec section 3). Where the shop names a device type to a
 * backend, it sends this number: the catalog's `type=1` and the sell questionnaire's `category=5`
 * (both read by `DeviceTypeParamSchema`, which still reads the key for callers written before:
 * the load test, the benchmarks, a remote built earlier). Elsewhere the key is kept, on purpose:
 * - the cart's `model_type` (in every browser's stored cart and the cloud documents) and the
 *   order, catalog and sell documents carry the key they were written with: changing the stored
 *   form would need a new cart state version, which drops every stored cart (spec section 4);
 * - analytics gets no type id: the spec's analytics cart product (section 3) has a `category`,
 *   a label people read in reports, and no field for an id.
 */
export const DEVICE_TYPES = Object.freeze({
  SMARTPHONE: 1,
  TABLET: 2,
  LAPTOP: 3,
  SMARTWATCH: 4,
  CONSOLE: 5,
} as const);
export const DeviceTypeKeySchema = z.enum([
  'SMARTPHONE',
  'TABLET',
  'LAPTOP',
  'SMARTWATCH',
  'CONSOLE',
]);
export type DeviceTypeKey = z.infer<typeof DeviceTypeKeySchema>;
export const DEVICE_TYPE_KEYS = DeviceTypeKeySchema.options;
/** DEVICE_TYPES read backwards (the test of DeviceTypeParamSchema holds the two together). */
const DEVICE_TYPE_OF_ID = Object.freeze({
  '1': 'SMARTPHONE',
  '2': 'TABLET',
  '3': 'LAPTOP',
  '4': 'SMARTWATCH',
  '5': 'CONSOLE',
} as const satisfies Record<`${(typeof DEVICE_TYPES)[DeviceTypeKey]}`, DeviceTypeKey>);
/** A device type in a query: its numeric id (`'5'`) or its key (`'CONSOLE'`), read as the key. */
export const DeviceTypeParamSchema = z.union([
  DeviceTypeKeySchema,
  z.pipe(
    z.enum(['1', '2', '3', '4', '5']),
    z.transform((id) => DEVICE_TYPE_OF_ID[id]),
  ),
]);
/** Tablets and laptops are the types that suppress gift wrap (spec section 9). */
export const GIFT_WRAP_SUPPRESSING_TYPES: readonly DeviceTypeKey[] = Object.freeze([
  'TABLET',
  'LAPTOP',
]);

export const CustomerTypeSchema = z.enum(['personal', 'corporate']);
export type CustomerType = z.infer<typeof CustomerTypeSchema>;

export const DeliveryModeSchema = z.enum(['easybox', 'courier']);
export type DeliveryMode = z.infer<typeof DeliveryModeSchema>;
export const DeliveryModeTypeSchema = z.enum(['LOCKER', 'COURIER']);
export type DeliveryModeType = z.infer<typeof DeliveryModeTypeSchema>;

/** Delivery sub-types; the empty string is "not set". */
export const DeliverySubTypeSchema = z.enum([
  'easybox',
  'econt-office',
  'econt-locker',
  'gls-office',
  'gls-locker',
  '',
]);
export type DeliverySubType = z.infer<typeof DeliverySubTypeSchema>;

/** The delivery kinds the payment-method table of spec section 9 is keyed by. */
export const DeliveryKindSchema = z.enum(['courier', 'locker', 'office']);
export type DeliveryKind = z.infer<typeof DeliveryKindSchema>;

/** Payment method keys of spec section 4; the empty string is "not set". */
export const PaymentMethodKeySchema = z.enum([
  'online-card',
  'oney',
  'tbi-standard',
  'tbi-promo',
  'tbi-promo-ten',
  'tbi-promo-multi',
  'tbi-bnpl',
  'tbi-tnpl',
  'tbi-tnpl-rate',
  'tbi-combo',
  'cofidis',
  'cofidis-promo',
  'cofidis-promo-ten',
  'pay-on-delivery',
  'cash-on-delivery',
  'card-or-cash-at-office',
  'card-at-locker',
  '',
]);
export type PaymentMethodKey = z.infer<typeof PaymentMethodKeySchema>;
export const PAYMENT_METHOD_KEYS = PaymentMethodKeySchema.options;

export const ProviderParamTypeSchema = z.enum([
  'STANDARD',
  'PROMO',
  'PROMO10',
  'PROMOMULTI',
  'BNPL',
  'TNPL',
]);
export type ProviderParamType = z.infer<typeof ProviderParamTypeSchema>;

export const ExtraServiceTypeSchema = z.enum(['EXTRA_WARRANTY', 'INSURANCE']);
export type ExtraServiceType = z.infer<typeof ExtraServiceTypeSchema>;

export const BatteryTypeSchema = z.enum(['Noua', 'Standard']);
export type BatteryType = z.infer<typeof BatteryTypeSchema>;

export const AccessoryTypeSchema = z.enum(['accessory', 'deviceAccessory']);
export type AccessoryType = z.infer<typeof AccessoryTypeSchema>;

/**
 * Condition grades. The spec names FOARTE_BUN and BUN and says grades "include" them, so the
 * schema accepts any non-empty grade string and the known ones are listed for the rules.
 */
export const KNOWN_CONDITION_GRADES = Object.freeze(['FOARTE_BUN', 'BUN'] as const);
export const ConditionGradeSchema = z.string().check(z.minLength(1));
export type ConditionGrade = z.infer<typeof ConditionGradeSchema>;

/**
 * Steps of the cart and its sub-steps (spec section 2: cart with extra, login and finalize).
 * COSUL_MEU ("my cart") is the default.
 */
export const CheckoutStepSchema = z.enum(['COSUL_MEU', 'EXTRA', 'LOGIN', 'FINALIZE']);
export type CheckoutStep = z.infer<typeof CheckoutStepSchema>;
export const DEFAULT_CHECKOUT_STEP: CheckoutStep = 'COSUL_MEU';

/** ISO 4217 codes of the sites' money (spec section 1 names labels only; issue 36: configurable). */
export const CurrencyCodeSchema = z.enum(['RON', 'BGN', 'HUF', 'EUR']);
export type CurrencyCode = z.infer<typeof CurrencyCodeSchema>;
