/**
 * The AccountApi over shop-api. On a site the calls are same-origin (the host's server proxies
 * the service bases); the standalone page names shop-api's origin and sends cookies
 * cross-origin. Every answer is parsed with its contract.
 */
import { type Country } from '@refurb/shared-contracts';
import { WarrantyReturnDataSchema } from '@refurb/shared-contracts/account';
import {
  AccountOrderResponseSchema,
  AccountOrdersResponseSchema,
  GeniusMembershipResponseSchema,
  GeniusResponseSchema,
  InsurancesResponseSchema,
  OrderReturnResponseSchema,
  ProfileResponseSchema,
  ReturnRequestResponseSchema,
  ReturnRequestsResponseSchema,
  WarrantiesResponseSchema,
  WarrantyCaseResponseSchema,
  WarrantyCasesResponseSchema,
} from '@refurb/shared-contracts/api/account';
import {
  CountiesResponseSchema,
  LocalitiesResponseSchema,
} from '@refurb/shared-contracts/api/delivery';
import {
  SaleResponseSchema,
  SalesResponseSchema,
  SellQuestionnaireResponseSchema,
} from '@refurb/shared-contracts/api/sell';
import {
  PasswordResetResponseSchema,
  SavedAddressesResponseSchema,
  SavedAddressResponseSchema,
  SessionResponseSchema,
} from '@refurb/shared-contracts/api/session';
import {
  createJsonCall,
  queryString,
  type ApiResult,
  type JsonFetch,
  type ServiceBases,
} from '@refurb/shared-contracts/runtime';
import * as z from 'zod/mini';
import type { AccountApi } from '../ports/account-api';
import { invoiceUrlOf } from './invoice-url';

export interface HttpAccountApiOptions {
  readonly country: Country;
  readonly services: ServiceBases;
  /** shop-api's origin when it is not this page's; '' (same origin) on a site. */
  readonly origin?: string;
  readonly fetch?: JsonFetch;
  /** How long a call waits for its answer (the runtime config's `network.timeoutMs`). */
  readonly timeoutMs?: number;
}

const NoContent = z.null();

const mapped = <T, U>(answer: ApiResult<T>, pick: (data: T) => U): ApiResult<U> =>
  answer.ok ? { ok: true, data: pick(answer.data) } : answer;

const id = encodeURIComponent;

export function createHttpAccountApi(options: HttpAccountApiOptions): AccountApi {
  const origin = (options.origin ?? '').replace(/\/+$/, '');
  const fetchImpl: JsonFetch = options.fetch ?? ((url, init) => fetch(url, init as RequestInit));
  const credentials = origin ? ('include' as const) : ('same-origin' as const);
  const call = createJsonCall(fetchImpl, { credentials }, { timeoutMs: options.timeoutMs });
  const base = (prefix: string) => `${origin}${prefix.replace(/\/+$/, '')}`;
  const { services, country } = options;
  const bff = base(services.bff);
  const me = `${bff}/me`;
  const send = (method: 'POST' | 'PUT' | 'DELETE', body?: unknown) => ({
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });

  return {
    me: () => call(SessionResponseSchema, me),
    createSession: (request) =>
      call(SessionResponseSchema, `${bff}/session`, send('POST', request)),
    deleteSession: () => call(NoContent, `${bff}/session`, send('DELETE')),
    endAllSessions: () => call(NoContent, `${me}/sessions/revoke-all`, send('POST')),
    register: (request) => call(SessionResponseSchema, `${bff}/register`, send('POST', request)),
    requestPasswordReset: (request) =>
      call(PasswordResetResponseSchema, `${bff}/password-reset`, send('POST', request)),

    orders: async () =>
      mapped(await call(AccountOrdersResponseSchema, `${me}/orders`), (d) => d.orders),
    order: async (orderId) =>
      mapped(await call(AccountOrderResponseSchema, `${me}/orders/${id(orderId)}`), (d) => d.order),
    invoiceUrl: invoiceUrlOf(options),
    orderReturn: (orderId) => call(OrderReturnResponseSchema, `${me}/orders/${id(orderId)}/return`),
    requestReturn: async (orderId, request) =>
      mapped(
        await call(
          ReturnRequestResponseSchema,
          `${me}/orders/${id(orderId)}/returns`,
          send('POST', request),
        ),
        (d) => d.request,
      ),
    returns: async () =>
      mapped(await call(ReturnRequestsResponseSchema, `${me}/returns`), (d) => d.requests),
    warrantyReturnData: () =>
      call(
        WarrantyReturnDataSchema,
        `${base(services.common)}/warranty-return-data?${queryString({ country })}`,
      ),

    warranties: async () =>
      mapped(await call(WarrantiesResponseSchema, `${me}/warranties`), (d) => d.warranties),
    insurances: async () =>
      mapped(
        await call(InsurancesResponseSchema, `${me}/insurances?${queryString({ country })}`),
        (d) => d.insurances,
      ),
    warrantyCases: async () =>
      mapped(await call(WarrantyCasesResponseSchema, `${me}/warranty-cases`), (d) => d.cases),
    openWarrantyCase: async (request) =>
      mapped(
        await call(WarrantyCaseResponseSchema, `${me}/warranty-cases`, send('POST', request)),
        (d) => d.case,
      ),

    sales: async () => mapped(await call(SalesResponseSchema, `${me}/sales`), (d) => d.sales),
    sale: async (saleId) =>
      mapped(await call(SaleResponseSchema, `${me}/sales/${id(saleId)}`), (d) => d.sale),
    decideCounterOffer: async (saleId, decision) =>
      mapped(
        await call(
          SaleResponseSchema,
          `${me}/sales/${id(saleId)}/counter-offer`,
          send('POST', { decision }),
        ),
        (d) => d.sale,
      ),
    sellQuestions: (category) =>
      call(
        SellQuestionnaireResponseSchema,
        `${base(services.sell)}/questions?${queryString({ country, category })}`,
      ),

    profile: async () =>
      mapped(await call(ProfileResponseSchema, `${me}/profile`), (d) => d.profile),
    updateProfile: async (request) =>
      mapped(
        await call(ProfileResponseSchema, `${me}/profile`, send('PUT', request)),
        (d) => d.profile,
      ),
    addresses: async () =>
      mapped(await call(SavedAddressesResponseSchema, `${me}/addresses`), (d) => d.addresses),
    createAddress: async (address) =>
      mapped(
        await call(SavedAddressResponseSchema, `${me}/addresses`, send('POST', { address })),
        (d) => d.address,
      ),
    updateAddress: async (address) =>
      mapped(
        await call(
          SavedAddressResponseSchema,
          `${me}/addresses/${address.id}`,
          send('PUT', { address: { ...address, address_type: 'DELIVERY' } }),
        ),
        (d) => d.address,
      ),
    deleteAddress: (addressId) => call(NoContent, `${me}/addresses/${addressId}`, send('DELETE')),
    genius: () => call(GeniusResponseSchema, `${me}/genius?${queryString({ country })}`),
    setGenius: (member) =>
      call(GeniusMembershipResponseSchema, `${me}/genius`, send(member ? 'POST' : 'DELETE')),

    counties: async () =>
      mapped(
        await call(CountiesResponseSchema, `${base(services.courier)}/counties?country=${country}`),
        (d) => d.counties,
      ),
    localities: async (countyId) =>
      mapped(
        await call(
          LocalitiesResponseSchema,
          `${base(services.courier)}/localities?${queryString({ country, countyId })}`,
        ),
        (d) => d.localities,
      ),
  };
}
