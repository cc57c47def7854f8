import { describe, expect, it } from '@jest/globals';
import * as constants from '../constants.js';
import { DEFAULT_CHECKOUT_STEP, DEVICE_TYPES } from '../schemas/enums.schema.js';
import { COUNTRIES, countryConfig, isCountry } from './countries.js';
import { deliveryModeType, isSecondInsuranceTab } from './misc.js';

describe('countries (spec section 1)', () => {
  it('are ro, bg, hu, gr', () => {
    expect(COUNTRIES).toEqual(['ro', 'bg', 'hu', 'gr']);
  });

  it.each([
    ['ro', 'Europe/Bucharest', 'ro-RO', 'lei', 'RON'],
    ['bg', 'Europe/Sofia', 'bg-BG', 'Lev', 'BGN'],
    ['hu', 'Europe/Budapest', 'hu-HU', 'Ft', 'HUF'],
    ['gr', 'Europe/Athens', 'el-GR', 'euro', 'EUR'],
  ] as const)('%s: %s, %s, %s, %s', (country, timeZone, locale, currencyLabel, currencyCode) => {
    expect(countryConfig(country)).toMatchObject({ timeZone, locale, currencyLabel, currencyCode });
    expect(new Intl.DateTimeFormat(locale, { timeZone }).resolvedOptions().timeZone).toBe(timeZone);
  });

  it('recognises only the four countries', () => {
    expect(COUNTRIES.every(isCountry)).toBe(true);
    expect(isCountry('RO')).toBe(false);
    expect(isCountry('de')).toBe(false);
    expect(isCountry(undefined)).toBe(false);
  });
});

describe('enumerations and small rules (spec sections 3 and 4)', () => {
  it('device types are numbered SMARTPHONE 1 to CONSOLE 5', () => {
    expect(DEVICE_TYPES).toEqual({
      SMARTPHONE: 1,
      TABLET: 2,
      LAPTOP: 3,
      SMARTWATCH: 4,
      CONSOLE: 5,
    });
  });

  it.each([
    ['easybox', 'LOCKER'],
    ['courier', 'COURIER'],
  ] as const)('delivery mode %s maps to %s', (mode, type) => {
    expect(deliveryModeType(mode)).toBe(type);
  });

  it.each([
    ['insurance_Ad_Th_12', true],
    ['Ad_Th', true],
    ['insurance_12', false],
    ['ad_th', false],
  ])('insurance key %p is on the second tab: %p', (key, second) => {
    expect(isSecondInsuranceTab(key)).toBe(second);
  });

  it('the default checkout step is COSUL_MEU', () => {
    expect(DEFAULT_CHECKOUT_STEP).toBe('COSUL_MEU');
  });
});

describe('business constants (spec section 9)', () => {
  it.each([
    ['CART_STATE_VERSION', '1.04'],
    ['CART_EXPIRY_MONTHS', 1],
    ['CARTS_COLLECTION', 'carts'],
    ['DEFAULT_RETURN_DAYS', 60],
    ['DEFAULT_WARRANTY_VALIDITY', 2],
    ['ANALYTICS_MAX_MODEL_IDS', 5],
    ['COFIDIS_MAX_PRODUCTS', 10],
    ['ONEY_MONTHLY_PAYMENT_PLACEHOLDER', '8888'],
    ['FIRST_SAVED_ADDRESS_ID', -1],
    ['PRODUCT_IMAGE_SIZE', 320],
    ['PAID_OUT_BANNER', 'Peste €23 milioane'],
  ] as const)('%s is %p', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it('toasts sit at bottom-center, close after 5000 ms, at most 3 at once', () => {
    expect(constants.TOAST_OPTIONS).toEqual({
      position: 'bottom-center',
      autoClose: 5000,
      limit: 3,
    });
  });

  it('checkout reset clears exactly the six session-storage entries', () => {
    expect(constants.CHECKOUT_SESSION_KEYS).toEqual([
      'deliveryMethod',
      'deliveryDetails',
      'contactDetails',
      'billingDetails',
      'paymentMethod',
      'editStepState',
    ]);
  });

  it('shared tables are frozen', () => {
    expect(Object.isFrozen(constants.TOAST_OPTIONS)).toBe(true);
    expect(Object.isFrozen(constants.CHECKOUT_SESSION_KEYS)).toBe(true);
  });
});
