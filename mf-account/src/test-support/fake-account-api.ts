/**
 * An AccountApi for component tests and Storybook: shop-api as the account sees it for one RO
 * customer, kept in memory (orders, returns, warranties, insurances, warranty cases, sales,
 * profile, saved addresses, genius; the sell service's questions, `SELL_QUESTIONS` for a
 * phone), with a `fail` switch that makes the next call of a method answer with an error, as
 * shop-api does, and a `hold` that makes its calls never answer. The real adapter is exercised
 * by the e2e journeys.
 */
import type { DeviceTypeKey } from '@refurb/shared-contracts';
import type { WarrantyReturnData } from '@refurb/shared-contracts/account';
import type {
  AccountOrder,
  DeviceWarranty,
  GeniusBenefit,
  Insurance,
  OrderReturnResponse,
  Profile,
  ReturnRequest,
  WarrantyCase,
} from '@refurb/shared-contracts/api/account';
import type { Sale, SellQuestionnaireResponse } from '@refurb/shared-contracts/api/sell';
import type { SessionUser } from '@refurb/shared-contracts/api/session';
import type { DeliveryAddressServer } from '@refurb/shared-contracts/checkout';
import type { ApiFailure, ApiResult } from '@refurb/shared-contracts/runtime';
import { PLACE_COUNTIES, placeLocalities, SELL_QUESTIONS } from '@refurb/shared-contracts/fixtures';
import type { AccountApi } from '../ports/account-api';

export const CUSTOMER: SessionUser = {
  id: 'uid-ana',
  deactivated_at: null,
  email: 'ana@example.ro',
  displayName: 'Ana Pop',
  phoneNumber: null,
};

export const ORDER: AccountOrder = {
  orderId: 'ord-1001',
  country: 'ro',
  status: 'PLACED',
  placedAt: '2026-11-02T10:15:00.000Z',
  paymentMethod: 'cash-on-delivery',
  delivery: 'courier',
  total: 2199.99,
  shippingCost: 0,
  codFee: 9.99,
  discount: 0,
  currencyLabel: 'lei',
  lines: [
    { kind: 'phone', refId: 'ph-1', name: 'iPhone 13 128GB Midnight', price: 2100 },
    { kind: 'extra-service', refId: 'ex-1', name: 'Garanție extinsă 12 luni', price: 90 },
  ],
};

export const WARRANTY_RETURN_DATA: WarrantyReturnData = {
  defaultWarranty: { name: 'Garanție standard', periodInYears: 2 },
  defaultReturn: { name: 'Retur standard', days: 60 },
  geniusReturn: { name: 'Retur Genius', days: 90, minOrderValue: 1000 },
  returnDetails: { name: 'Retur', validityInDays: 60 },
  warrantyDetails: { measure: 'ani', name: 'Garanție', validity: 2 },
};

export const DEFAULT_WARRANTY: DeviceWarranty = {
  orderId: ORDER.orderId,
  country: 'ro',
  placedAt: ORDER.placedAt,
  phone: { refId: 'ph-1', name: 'iPhone 13 128GB Midnight' },
  defaultWarranty: { name: 'Garanție standard', years: 2, validUntil: '2028-11-02' },
  extraWarranties: [
    {
      refId: 'ex-1',
      key: 'extra-warranty-12',
      type: 'EXTRA_WARRANTY',
      name: 'Garanție extinsă 12 luni',
      months: 12,
      validUntil: '2029-11-02',
      active: true,
    },
  ],
  insurances: [],
  validUntil: '2029-11-02',
  active: true,
};

export const INSURANCE: Insurance = {
  refId: 'ex-2',
  key: 'insurance-12',
  type: 'INSURANCE',
  name: 'Asigurare daune accidentale 12 luni',
  months: 12,
  validUntil: '2027-11-02',
  active: true,
  orderId: ORDER.orderId,
  placedAt: ORDER.placedAt,
  phone: { refId: 'ph-1', name: 'iPhone 13 128GB Midnight' },
};

/** A return asked for the order's extra warranty, accepted. */
export const RETURN_REQUEST: ReturnRequest = {
  id: 'ret-9',
  orderId: ORDER.orderId,
  lines: ['ex-1'],
  reason: 'changed-mind',
  comment: null,
  refund: { method: 'original' },
  status: 'accepted',
  createdAt: '2026-11-10T09:00:00.000Z',
};

/** A warranty case for the order's phone, in repair. */
export const WARRANTY_CASE: WarrantyCase = {
  reference: 'WC-00000042',
  orderId: ORDER.orderId,
  phone: { refId: 'ph-1', name: 'iPhone 13 128GB Midnight' },
  issue: 'Ecranul nu mai răspunde la atingere.',
  contactPhone: '0712 345 678',
  handover: { method: 'drop-off' },
  status: 'in-repair',
  createdAt: '2026-11-12T09:00:00.000Z',
};

/** A saved delivery address, in the lists of the fake's counties and localities. */
export const SAVED_ADDRESS: DeliveryAddressServer = {
  id: 7,
  address_type: 'DELIVERY',
  user_id: CUSTOMER.id,
  judet: 'Cluj',
  oras: 'Cluj-Napoca',
  county_id: 13,
  locality_id: 1301,
  strada: 'Str. Memorandumului',
  nr: '28',
  cod_postal: '400001',
  details: null,
};

/** A sale after inspection, waiting on the person's answer to a lower offer. */
export const SALE: Sale = {
  id: 'sale-1',
  reference: 'S-000123',
  country: 'ro',
  status: 'counter-offer',
  createdAt: '2026-10-01T08:00:00.000Z',
  device: { category: 'SMARTPHONE', brand: 'Apple', model: 'iPhone 12', storage: '64 GB' },
  conditionAnswers: { screen: 'scratched', turnsOn: true },
  offer: {
    amount: 1450,
    currencyLabel: 'lei',
    validUntil: '2026-10-15T08:00:00.000Z',
    breakdown: [
      { label: 'Preț de bază', amount: 1600 },
      { label: 'Ecran zgâriat', amount: -150 },
    ],
  },
  counterOffer: { amount: 1200, reason: 'Bateria are 71% din capacitate.' },
  confirmedAmount: null,
  payout: { method: 'bank', iban: 'RO49…0000', holder: 'Ana Pop' },
  shipping: { kind: 'locker', pickupPointId: 'L-12', name: 'Easybox Mărăști' },
  timeline: [
    { status: 'submitted', at: '2026-10-01T08:00:00.000Z' },
    { status: 'device-received', at: '2026-10-04T09:00:00.000Z' },
    { status: 'inspected', at: '2026-10-05T10:00:00.000Z' },
    { status: 'counter-offer', at: '2026-10-05T10:05:00.000Z' },
  ],
};

export interface FakeAccountState {
  orders: AccountOrder[];
  returnWindow: OrderReturnResponse['window'];
  returns: ReturnRequest[];
  warranties: DeviceWarranty[];
  insurances: Insurance[];
  cases: WarrantyCase[];
  sales: Sale[];
  /** The sell service's questions by category (a category without them answers 404). */
  sellQuestions: Partial<Record<DeviceTypeKey, SellQuestionnaireResponse>>;
  profile: Profile;
  addresses: DeliveryAddressServer[];
  genius: { member: boolean; since: string | null; benefits: GeniusBenefit[] };
}

type Method = keyof AccountApi;

export function fakeAccountApi(initial: Partial<FakeAccountState> = {}) {
  const state: FakeAccountState = {
    orders: [ORDER],
    returnWindow: { days: 60, lastDay: '2027-01-01', open: true, refusal: null },
    returns: [],
    warranties: [DEFAULT_WARRANTY],
    insurances: [],
    cases: [],
    sales: [],
    sellQuestions: { SMARTPHONE: SELL_QUESTIONS },
    profile: {
      email: CUSTOMER.email,
      displayName: CUSTOMER.displayName,
      phoneNumber: null,
      company: null,
    },
    addresses: [],
    genius: { member: false, since: null, benefits: [] },
    ...initial,
  };
  const failures = new Map<Method, ApiFailure>();
  const held = new Set<Method>();
  const calls: { method: Method; args: unknown[] }[] = [];
  let nextId = 100;

  const answer = <T>(method: Method, args: unknown[], data: () => T): Promise<ApiResult<T>> => {
    calls.push({ method, args });
    if (held.has(method)) return new Promise<never>(() => undefined);
    const failure = failures.get(method);
    if (failure) {
      failures.delete(method);
      return Promise.resolve({ ok: false, error: failure });
    }
    return Promise.resolve({ ok: true, data: data() });
  };
  const notFound = { status: 404, code: 'not_found', message: 'not found' };

  const api: AccountApi = {
    me: () => answer('me', [], () => ({ user: CUSTOMER })),
    createSession: (request) => answer('createSession', [request], () => ({ user: CUSTOMER })),
    deleteSession: () => answer('deleteSession', [], () => null),
    endAllSessions: () => answer('endAllSessions', [], () => null),
    register: (request) =>
      answer('register', [request], () => ({
        user: {
          ...CUSTOMER,
          id: `uid-${nextId++}`,
          email: request.email.toLowerCase(),
          displayName: request.displayName.trim(),
        },
      })),
    // The shop answers every address alike; whom it mails is the identity service's business.
    requestPasswordReset: (request) =>
      answer('requestPasswordReset', [request], () => ({ accepted: true as const })),
    orders: () => answer('orders', [], () => state.orders),
    order: (orderId) => {
      const found = state.orders.find((order) => order.orderId === orderId);
      if (!found) failures.set('order', notFound);
      return answer('order', [orderId], () => found as AccountOrder);
    },
    invoiceUrl: (orderId) => `/bff/me/orders/${orderId}/invoice.pdf`,
    orderReturn: (orderId) =>
      answer('orderReturn', [orderId], () => ({
        window: state.returnWindow,
        request: state.returns.find((request) => request.orderId === orderId) ?? null,
      })),
    requestReturn: (orderId, request) =>
      answer('requestReturn', [orderId, request], () => {
        const created: ReturnRequest = {
          id: `ret-${nextId++}`,
          orderId,
          lines: [...request.lines],
          reason: request.reason,
          comment: request.comment ?? null,
          refund:
            request.refund.method === 'bank'
              ? { ...request.refund, iban: request.refund.iban.replace(/\s/g, '') }
              : request.refund,
          status: 'requested',
          createdAt: '2026-11-20T09:00:00.000Z',
        };
        state.returns.unshift(created);
        return created;
      }),
    returns: () => answer('returns', [], () => state.returns),
    warrantyReturnData: () => answer('warrantyReturnData', [], () => WARRANTY_RETURN_DATA),
    warranties: () => answer('warranties', [], () => state.warranties),
    insurances: () => answer('insurances', [], () => state.insurances),
    warrantyCases: () => answer('warrantyCases', [], () => state.cases),
    openWarrantyCase: (request) =>
      answer('openWarrantyCase', [request], () => {
        const warranty = state.warranties.find((w) => w.orderId === request.orderId);
        const created: WarrantyCase = {
          reference: `WC-${String(nextId++).padStart(8, '0')}`,
          orderId: request.orderId,
          phone: warranty?.phone ?? { refId: request.lineRefId, name: '' },
          issue: request.issue,
          contactPhone: request.contactPhone,
          handover: request.handover,
          status: 'open',
          createdAt: '2026-11-20T09:00:00.000Z',
        };
        state.cases.unshift(created);
        return created;
      }),
    sales: () => answer('sales', [], () => state.sales),
    sale: (saleId) => {
      const found = state.sales.find((sale) => sale.id === saleId);
      if (!found) failures.set('sale', notFound);
      return answer('sale', [saleId], () => found as Sale);
    },
    decideCounterOffer: (saleId, decision) =>
      answer('decideCounterOffer', [saleId, decision], () => {
        const index = state.sales.findIndex((sale) => sale.id === saleId);
        const sale = state.sales[index] as Sale;
        const status = decision === 'accept' ? 'offer-confirmed' : 'returned';
        const updated = {
          ...sale,
          status,
          confirmedAmount: decision === 'accept' ? (sale.counterOffer?.amount ?? null) : null,
          timeline: [...sale.timeline, { status, at: '2026-11-21T09:00:00.000Z' }],
        } as Sale;
        state.sales[index] = updated;
        return updated;
      }),
    sellQuestions: (category) => {
      const found = state.sellQuestions[category];
      if (!found) failures.set('sellQuestions', notFound);
      return answer('sellQuestions', [category], () => found as SellQuestionnaireResponse);
    },
    profile: () => answer('profile', [], () => state.profile),
    updateProfile: (request) =>
      answer('updateProfile', [request], () => {
        state.profile = {
          ...state.profile,
          displayName: request.displayName,
          phoneNumber: request.phoneNumber ?? null,
          company: request.company ? { ...request.company, country: request.country } : null,
        };
        return state.profile;
      }),
    addresses: () => answer('addresses', [], () => state.addresses),
    createAddress: (address) =>
      answer('createAddress', [address], () => {
        const saved: DeliveryAddressServer = {
          ...address,
          id: nextId++,
          address_type: 'DELIVERY',
          user_id: CUSTOMER.id,
        };
        state.addresses.push(saved);
        return saved;
      }),
    updateAddress: (address) =>
      answer('updateAddress', [address], () => {
        state.addresses = state.addresses.map((a) => (a.id === address.id ? address : a));
        return address;
      }),
    deleteAddress: (id) =>
      answer('deleteAddress', [id], () => {
        state.addresses = state.addresses.filter((a) => a.id !== id);
        return null;
      }),
    genius: () => answer('genius', [], () => state.genius),
    setGenius: (member) =>
      answer('setGenius', [member], () => {
        state.genius = {
          ...state.genius,
          member,
          since: member ? (state.genius.since ?? '2026-11-20T09:00:00.000Z') : null,
        };
        return { member: state.genius.member, since: state.genius.since };
      }),
    counties: () => answer('counties', [], () => [...PLACE_COUNTIES]),
    localities: (countyId) => answer('localities', [countyId], () => placeLocalities(countyId)),
  };

  return {
    api,
    state,
    calls,
    /** The next call of `method` answers with `error` (a 409 refusal, a 500, ...). */
    fail(method: Method, error: Partial<ApiFailure> & { code: string }) {
      failures.set(method, { status: 500, message: error.code, ...error });
    },
    /** Calls of `method` never answer (the page stays in its loading state). */
    hold(method: Method) {
      held.add(method);
    },
  };
}

export type FakeAccountApi = ReturnType<typeof fakeAccountApi>;
