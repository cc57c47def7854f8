import { describe, expect, it } from '@jest/globals';
import { cart, phone } from '../test-support/fixtures.js';
import { SelectedDeliveryAddressSchema } from './address.schema.js';
import {
  BuyStateSchema,
  CartStateSchema,
  CheckoutAccessorySchema,
  checkoutStepOf,
  PhoneCartItemSchema,
} from './cart.schema.js';
import {
  PaymentDataSchema,
  PaymentMethodSchema,
  SharedCheckoutStateSchema,
} from './checkout.schema.js';
import { CheckoutFlagsSchema } from './checkout-flags.schema.js';
import { CurrentUserSchema } from './current-user.schema.js';
import {
  DEFAULT_CHECKOUT_STEP,
  DEVICE_TYPE_KEYS,
  DEVICE_TYPES,
  DeliverySubTypeSchema,
  DeviceTypeParamSchema,
  PaymentMethodKeySchema,
} from './enums.schema.js';
import { WarrantyReturnDataSchema, WarrantySchema } from './user.schema.js';
import { SiteFlagsSchema } from '../runtime/remote.schema.js';

describe('phone cart item', () => {
  it.each(['SMARTPHONE', 'TABLET', 'LAPTOP', 'SMARTWATCH', 'CONSOLE'])(
    'model_type holds the device type key %s',
    (type) => {
      expect(PhoneCartItemSchema.safeParse(phone({ model_type: type as never })).success).toBe(
        true,
      );
    },
  );

  it.each([['1'], ['smartphone'], ['PHONE']])('rejects model_type %p', (type) => {
    expect(PhoneCartItemSchema.safeParse({ ...phone(), model_type: type }).success).toBe(false);
  });

  it('has type phone and a battery type of Noua or Standard', () => {
    expect(PhoneCartItemSchema.safeParse({ ...phone(), type: 'accessory' }).success).toBe(false);
    expect(PhoneCartItemSchema.safeParse(phone({ batteryType: 'Noua' })).success).toBe(true);
    expect(PhoneCartItemSchema.safeParse({ ...phone(), batteryType: 'Used' }).success).toBe(false);
  });
});

describe('checkout accessory', () => {
  it('needs a name or a translated name', () => {
    expect(
      CheckoutAccessorySchema.safeParse({ id: 'a', name: 'Husa', price: 1, image: 'x.jpg' })
        .success,
    ).toBe(true);
    expect(
      CheckoutAccessorySchema.safeParse({
        id: 'a',
        translatedName: 'Калъф',
        price: 1,
        image: 'x.jpg',
      }).success,
    ).toBe(true);
    const missing = CheckoutAccessorySchema.safeParse({ id: 'a', price: 1, image: 'x.jpg' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['name']);
  });
});

describe('buy state', () => {
  it('wraps the cart with the buy-level fields', () => {
    const buy = {
      cart: cart({ phoneCart: [phone()] }),
      accessories: [],
      checkoutStep: 'COSUL_MEU',
      mergeCartAfterLogin: false,
      orders: [{ orderId: 'RO-1', total: 2499, paymentMethod: 'online-card' }],
      promo: { code: 'VARA10', percentage: 10 },
      showCart: true,
    };
    expect(BuyStateSchema.parse(buy)).toEqual(buy);
    expect(
      BuyStateSchema.safeParse({ ...buy, promo: { code: 'X', percentage: 120 } }).success,
    ).toBe(false);
    expect(BuyStateSchema.safeParse({ ...buy, checkoutStep: 'SOMEWHERE' }).success).toBe(false);
  });
});

describe('selected delivery address', () => {
  it.each([
    ['the first saved address', -1],
    ['a saved address id', 42],
    ['a locker', { lockerId: 'EBX-123' }],
    [
      'a full address',
      {
        judet: 'Cluj',
        oras: 'Cluj-Napoca',
        county_id: 12,
        locality_id: 3,
        strada: 'Str. Mare',
        nr: '1',
        cod_postal: null,
        details: null,
      },
    ],
  ])('accepts %s', (_label, value) => {
    expect(SelectedDeliveryAddressSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['a string', 'home'],
    ['a locker without id', { lockerId: '' }],
    ['a fraction', 1.5],
  ])('rejects %s', (_label, value) => {
    expect(SelectedDeliveryAddressSchema.safeParse(value).success).toBe(false);
  });
});

describe('payment method and payment data', () => {
  const method = {
    key: 'cofidis',
    title: 'Cofidis',
    subtitle: 'Rate fara dobanda',
    disclaimer: '',
    icon: 'cofidis.svg',
    mobileIcon: 'cofidis-m.svg',
    isEnabled: true,
    amountLimit: { lower: '300', upper: '' },
    nrProductsLimit: 10,
  };

  it('takes bounds as numbers or translation strings', () => {
    expect(PaymentMethodSchema.parse(method).amountLimit).toEqual({ lower: '300', upper: '' });
    expect(
      PaymentMethodSchema.safeParse({ ...method, amountLimit: { lower: 300, upper: 5000 } })
        .success,
    ).toBe(true);
  });

  it('rejects an unknown key', () => {
    expect(PaymentMethodSchema.safeParse({ ...method, key: 'bitcoin' }).success).toBe(false);
  });

  it('payment data carries oney or tbi installments', () => {
    expect(
      PaymentDataSchema.safeParse({ type: 'oney', oneyInstallments: { installmentsNo: 3 } })
        .success,
    ).toBe(true);
    expect(
      PaymentDataSchema.safeParse({
        type: 'tbi-bnpl',
        tbiInstallments: { data: { numberOfInstallments: 4, monthlyPayment: '100' } },
      }).success,
    ).toBe(true);
    expect(
      PaymentDataSchema.safeParse({ type: 'oney', oneyInstallments: { installmentsNo: -1 } })
        .success,
    ).toBe(false);
  });

  it('the empty key means "not set"', () => {
    expect(PaymentMethodKeySchema.parse('')).toBe('');
    expect(DeliverySubTypeSchema.parse('')).toBe('');
  });
});

describe('shared checkout state', () => {
  it('defaults showEmagLogin and isConsoleEnabled to true and every other flag to false', () => {
    expect(CheckoutFlagsSchema.parse({})).toEqual({
      showEmagLogin: true,
      isUpsellPageActive: false,
      isCrossSellModalActive: false,
      isCarouselCartActive: false,
      areGeniusBenefitsActive: false,
      areFreeScreenProtectorsActive: false,
      isConsoleEnabled: true,
    });
  });

  it('gives each flag one default: the site flags of the runtime config agree (issue 33 point 17)', () => {
    const shared = CheckoutFlagsSchema.parse({});
    const site = SiteFlagsSchema.parse({});
    expect(
      Object.fromEntries(
        Object.keys(shared).map((name) => [name, site[name as keyof typeof site]]),
      ),
    ).toEqual(shared);
  });

  it('needs refetch to be a function', () => {
    const state = {
      summary: null,
      checkoutSummary: { data: null, isLoading: true, refetch: () => undefined },
      shippingCost: 0,
      dataLayerProducts: [],
      cartLimitations: null,
      flags: {},
    };
    expect(SharedCheckoutStateSchema.safeParse(state).success).toBe(true);
    expect(
      SharedCheckoutStateSchema.safeParse({
        ...state,
        checkoutSummary: { ...state.checkoutSummary, refetch: 'x' },
      }).success,
    ).toBe(false);
  });
});

describe('user, warranty and return data', () => {
  it('current user has an id and deactivated_at', () => {
    expect(CurrentUserSchema.parse({ id: 'u1', deactivated_at: null })).toEqual({
      id: 'u1',
      deactivated_at: null,
    });
    expect(CurrentUserSchema.safeParse({ id: 'u1' }).success).toBe(false);
  });

  it('warranty validity defaults to 2; return days default to 60', () => {
    expect(WarrantySchema.parse({ measure: 'years', name: 'Garantie' }).validity).toBe(2);
    const data = WarrantyReturnDataSchema.parse({
      defaultWarranty: { name: 'Garantie' },
      defaultReturn: { name: 'Retur' },
      geniusReturn: { name: 'Retur Genius', days: 90, minOrderValue: 500 },
      returnDetails: { name: 'Retur' },
      warrantyDetails: { measure: 'years', name: 'Garantie' },
    });
    expect(data.defaultWarranty.periodInYears).toBe(2);
    expect(data.defaultReturn.days).toBe(60);
    expect(data.returnDetails.validityInDays).toBe(60);
  });
});

describe('device type ids (spec section 3, issue 33 point 18)', () => {
  it.each(DEVICE_TYPE_KEYS)('%s is read from its numeric id and from its key', (key) => {
    expect(DeviceTypeParamSchema.parse(String(DEVICE_TYPES[key]))).toBe(key);
    expect(DeviceTypeParamSchema.parse(key)).toBe(key);
  });

  it('reads no other id', () => {
    for (const other of ['0', '6', '', 'smartphone', '1.0']) {
      expect(DeviceTypeParamSchema.safeParse(other).success).toBe(false);
    }
  });
});

describe('the checkout step in the cart state (spec sections 3 and 4, issue 33 point 17)', () => {
  it('is COSUL_MEU for a stored cart that names none, and the cart’s own once set', () => {
    const stored = CartStateSchema.parse(JSON.parse(JSON.stringify(cart())));
    expect(stored.checkoutStep).toBeUndefined();
    expect(checkoutStepOf(stored)).toBe(DEFAULT_CHECKOUT_STEP);
    expect(DEFAULT_CHECKOUT_STEP).toBe('COSUL_MEU');
    const extra = CartStateSchema.parse({ ...stored, checkoutStep: 'EXTRA' });
    expect(checkoutStepOf(extra)).toBe('EXTRA');
    expect(CartStateSchema.safeParse({ ...stored, checkoutStep: 'ELSEWHERE' }).success).toBe(false);
  });
});
