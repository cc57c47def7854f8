import { describe, expect, it } from '@jest/globals';
import * as contracts from './test-support/all-exports.js';

/**
 * The rule book's names the foundation issue fixed: each is still exported by its module. Which
 * of them the public surface (`index.ts`) names is knip's check: only what another package's own
 * code uses.
 */
const FUNCTIONS = [
  'countryConfig',
  'routePath',
  'matchRoute',
  'categorySlug',
  'categoryTypeFromSlug',
  'hreflangAlternates',
  'accessoryImageUrl',
  'checkoutPageUrl',
  'paymentMethodsFor',
  'providerParam',
  'isCashMethod',
  'isTbiMethod',
  'isCofidisMethod',
  'cofidisPromoDuration',
  'isAllowedForTotal',
  'isAllowedForProductCount',
  'installmentSummary',
  'deliveryModeType',
  'isValidFiscalCode',
  'isValidRegistrationNumber',
  'stripRo',
  'validateAddress',
  'cartTotal',
  'mergeCarts',
  'removePhone',
  'selectExtraService',
  'deselectExtraService',
  'refreshCart',
  'toAnalyticsProduct',
  'sortAccessories',
  'filterAccessoriesForDevice',
  'consentUpdate',
] as const;

const VALUES = [
  'COUNTRIES',
  'ROUTE_NAMES',
  'PAYMENT_METHOD_KEYS',
  'INSTALLMENT_OPTIONS',
  'CART_STATE_VERSION',
  'CART_EXPIRY_MONTHS',
  'CARTS_COLLECTION',
  'DEFAULT_RETURN_DAYS',
  'DEFAULT_WARRANTY_VALIDITY',
  'TOAST_OPTIONS',
  'CHECKOUT_SESSION_KEYS',
  'DEFAULT_CHECKOUT_STEP',
  'DEVICE_TYPES',
  'ANALYTICS_MAX_MODEL_IDS',
] as const;

describe('the rule book of @refurb/shared-contracts', () => {
  it.each(FUNCTIONS.map((name) => [name]))('exports the function %s', (name) => {
    expect(typeof (contracts as Record<string, unknown>)[name]).toBe('function');
  });

  it.each(VALUES.map((name) => [name]))('exports the value %s', (name) => {
    expect((contracts as Record<string, unknown>)[name]).toBeDefined();
  });

  it('exports a schema for every entity of spec section 3', () => {
    const schemas = Object.keys(contracts).filter((name) => name.endsWith('Schema'));
    expect(schemas).toEqual(
      expect.arrayContaining([
        'CartStateSchema',
        'BuyStateSchema',
        'PhoneCartItemSchema',
        'ExtraServiceSchema',
        'CartAccessorySchema',
        'CheckoutAccessorySchema',
        'BatteryEntrySchema',
        'GiftWrapSchema',
        'PromoSchema',
        'CartLimitationsSchema',
        'WarrantySchema',
        'WarrantyReturnDataSchema',
        'CurrentUserSchema',
        'PhoneSpecSchema',
        'AnalyticsCartProductSchema',
        'AddressFormSchema',
        'DeliveryAddressServerSchema',
        'AddressCreatePayloadSchema',
        'AddressUpdatePayloadSchema',
        'SelectedDeliveryAddressSchema',
        'CompanyFormSchema',
        'PersonContactFormSchema',
        'AnotherContactFormSchema',
        'PaymentMethodSchema',
        'PaymentDataSchema',
        'SharedCheckoutStateSchema',
        'CustomerTypeSchema',
        'DeliveryModeSchema',
        'DeliverySubTypeSchema',
        'DeviceTypeKeySchema',
        'PaymentMethodKeySchema',
      ]),
    );
  });
});
