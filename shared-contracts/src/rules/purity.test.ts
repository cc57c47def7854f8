/**
 * "Functions never mutate their inputs": every rule that takes an object is called with a
 * deep-frozen input (a write throws in strict mode) and compared with a copy taken before the call.
 */
import { describe, expect, it } from '@jest/globals';
import {
  accessory,
  cart,
  deepFreeze,
  extraService,
  NOW,
  phone,
  wrapTax,
} from '../test-support/fixtures.js';
import { sortAccessories, filterAccessoriesForDevice } from './accessories.js';
import {
  fromServerAddress,
  toAddressCreatePayload,
  toAddressUpdatePayload,
  emptyAddressForm,
} from './address.js';
import {
  analyticsAccessories,
  analyticsModelIds,
  cartAnalytics,
  toAnalyticsProduct,
} from './analytics.js';
import {
  applyGiftWrapSuppression,
  canAddPhone,
  cartTotal,
  deselectExtraService,
  removePhone,
  selectExtraService,
} from './cart.js';
import { decideCloudSnapshot, mergeCarts } from './cart-merge.js';
import { refreshCart, refreshRequestFor } from './cart-refresh.js';
import { parseStoredCart, stampCart } from './cart-storage.js';
import { installmentSummary } from './installments.js';
import { isAllowedForTotal } from './payment-methods.js';
import { validateAddress } from './validation.js';

const w12 = extraService({ id: 'w12' });
const battery = accessory({
  id: 'bat',
  type: 'deviceAccessory',
  phoneId: 'p1',
  category: 'BATTERY',
});
const full = () =>
  cart({
    phoneCart: [
      phone({
        available_extra_services: [w12],
        selected_extra_services: [],
        deviceAccessories: [battery],
      }),
      phone({ id: 'p2', order_id: 2, model_type: 'TABLET' }),
    ],
    accessoryCart: [accessory(), wrapTax()],
    batteryCart: [{ phoneId: 'p1', id: 'bat', price: 1 }],
    giftWrap: { isActive: true, is_wrapping_tax: true },
  });
const address = () => ({ ...emptyAddressForm(), street: { value: 'Str. Mare', isValid: true } });
const refresh = {
  phones: [
    {
      legacySellOrderId: 1001,
      productId: 'prod-1',
      buy_price: 1,
      availability: 1,
      available_extra_services: [w12],
      deviceAccessories: [battery],
      deviceAvailableAccessories: [],
    },
  ],
  accessories: [{ id: 'acc-1', price: 2, isActive: true }],
};

const cases: [string, (...args: never[]) => unknown, () => unknown[]][] = [
  ['cartTotal', cartTotal, () => [full()]],
  ['removePhone', removePhone, () => [full(), 'p1']],
  ['removePhone (last)', removePhone, () => [cart({ phoneCart: [phone()] }), 'p1']],
  ['selectExtraService', selectExtraService, () => [full(), 'p1', w12]],
  [
    'deselectExtraService',
    deselectExtraService,
    () => [selectExtraService(full(), 'p1', w12), 'p1', 'w12'],
  ],
  ['applyGiftWrapSuppression', applyGiftWrapSuppression, () => [full()]],
  [
    'canAddPhone',
    canAddPhone,
    () => [
      full(),
      { isActive: true, maxCartItems: 5, limitedItems: ['prod-1'], maxCartLimitedItems: 1 },
      'prod-1',
    ],
  ],
  [
    'mergeCarts',
    mergeCarts,
    () => [full(), cart({ phoneCart: [phone({ id: 'p9' })], accessoryCart: [wrapTax()] })],
  ],
  [
    'decideCloudSnapshot',
    decideCloudSnapshot,
    () => [{ local: full(), cloud: cart({ timestamp: 5 }), mergeAfterLogin: true }],
  ],
  ['refreshCart', refreshCart, () => [full(), refresh]],
  ['refreshRequestFor', refreshRequestFor, () => [full(), 'ro']],
  ['stampCart', stampCart, () => [full(), { now: NOW }]],
  ['parseStoredCart', parseStoredCart, () => [full(), { now: NOW }]],
  [
    'sortAccessories',
    sortAccessories,
    () => [[wrapTax(), accessory({ name: 'x montata profesional' }), accessory()]],
  ],
  [
    'filterAccessoriesForDevice',
    filterAccessoriesForDevice,
    () => [[accessory({ name: 'montata profesional' })], { model: 'iPhone 12', grade: 'BUN' }],
  ],
  ['toAnalyticsProduct', toAnalyticsProduct, () => [phone(), { origin: 'x' }]],
  ['analyticsModelIds', analyticsModelIds, () => [[phone(), phone()]]],
  ['analyticsAccessories', analyticsAccessories, () => [full(), '/img/']],
  ['cartAnalytics', cartAnalytics, () => [full(), '/img/']],
  [
    'installmentSummary',
    installmentSummary,
    () => [{ type: 'oney', oneyInstallments: { installmentsNo: 3 } }],
  ],
  ['isAllowedForTotal', isAllowedForTotal, () => [{ lower: '1', upper: '5' }, 3]],
  ['validateAddress', validateAddress, () => [address(), 'ro']],
  ['toAddressCreatePayload', toAddressCreatePayload, () => [address()]],
  ['toAddressUpdatePayload', toAddressUpdatePayload, () => [address(), { id: 1, userId: 'u' }]],
  [
    'fromServerAddress',
    fromServerAddress,
    () => [
      {
        judet: 'a',
        oras: 'b',
        county_id: 1,
        locality_id: 2,
        strada: 'c',
        nr: '1',
        cod_postal: null,
        details: null,
      },
    ],
  ],
];

describe('rules never mutate their inputs', () => {
  it.each(cases)('%s', (_name, fn, args) => {
    const input = args();
    const before: unknown = JSON.parse(JSON.stringify(input));
    expect(() => (fn as (...a: unknown[]) => unknown)(...deepFreeze(input))).not.toThrow();
    expect(input).toEqual(before);
  });
});
