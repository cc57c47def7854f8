/**
 * The SellApi in memory for tests and Storybook: the contracts' sell fixtures, a simple pricing
 * (the catalog's price less 10% per defect; a locked device refused), sales kept in a list. Any
 * method can be made to fail (`fail('quote', { status: 409, code: 'offer_changed' })`) and every
 * call is recorded.
 */
import { SaleSchema } from '@refurb/shared-contracts/testing';
import {
  type County,
  type Locality,
  type PickupPoint,
} from '@refurb/shared-contracts/api/delivery';
import {
  type Sale,
  type SellCatalogResponse,
  type SellQuestionnaireResponse,
  type SellQuote,
  type SubmitSaleRequest,
} from '@refurb/shared-contracts/api/sell';
import { type ApiFailure, type ApiResult } from '@refurb/shared-contracts/runtime';
import {
  PLACE_COUNTIES,
  placeLocalities,
  SELL_CATALOG,
  SELL_QUESTIONS,
} from '@refurb/shared-contracts/fixtures';
import type { SellApi } from '../ports/sell-api';

export const COUNTIES: County[] = PLACE_COUNTIES.filter((county) => county.code.startsWith('RO'));
export const LOCALITIES: Locality[] = placeLocalities(12);
export const PICKUP_POINTS: PickupPoint[] = [
  {
    id: 'easybox-1',
    kind: 'locker',
    subType: 'easybox',
    provider: 'Sameday',
    name: 'easybox Piața Unirii',
    address: 'Piața Unirii 1',
    countyId: 12,
    localityId: 681290,
    locality: 'Cluj-Napoca',
    localityLatinName: 'Cluj-Napoca',
    postalCode: null,
    openingHours: '00:00–24:00',
  },
];

type Method = keyof SellApi;

export interface FakeSellApi extends SellApi {
  readonly calls: { method: Method; args: unknown[] }[];
  readonly sales: Sale[];
  /** The next calls of `method` fail with this (until `heal`). */
  fail(method: Method, error: Partial<ApiFailure>, times?: number): void;
  heal(method: Method): void;
  /** The price the fake pricing starts from (to change an offer between quote and submit). */
  priceFactor: number;
}

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });

export function createFakeSellApi(
  options: {
    catalog?: SellCatalogResponse;
    questions?: SellQuestionnaireResponse;
    now?: () => Date;
    /** The drop-off kinds the country offers (both by default). */
    dropOffKinds?: ('locker' | 'office')[];
  } = {},
): FakeSellApi {
  const catalog = options.catalog ?? SELL_CATALOG;
  const questions = options.questions ?? SELL_QUESTIONS;
  const now = options.now ?? (() => new Date());
  const failures = new Map<Method, { error: ApiFailure; times: number }>();
  const calls: FakeSellApi['calls'] = [];
  const sales: Sale[] = [];

  function failing<T>(method: Method, args: unknown[]): ApiResult<T> | null {
    calls.push({ method, args });
    const failure = failures.get(method);
    if (!failure) return null;
    if (failure.times <= 1) failures.delete(method);
    else failure.times -= 1;
    return { ok: false, error: failure.error };
  }

  function price(modelId: string, storage: string, answers: Record<string, unknown>): SellQuote {
    const model = catalog.models.find((each) => each.id === modelId)!;
    const base = model.storages.find((each) => each.storage === storage)?.maxPrice ?? 0;
    const device = { category: model.category, brand: model.brand, model: model.name, storage };
    if (answers.accountLock === 'not-removed') {
      return { outcome: 'refused', device, reason: 'account-locked' };
    }
    const defects = Array.isArray(answers.defects) ? answers.defects.length : 0;
    const deduction = Math.round(base * 0.1 * defects);
    const start = Math.round(base * api.priceFactor);
    return {
      outcome: 'offer',
      device,
      offer: {
        amount: start - deduction,
        currencyLabel: catalog.currencyLabel,
        validUntil: new Date(now().getTime() + 14 * 86_400_000).toISOString(),
        breakdown: [
          { label: `Preț de bază: ${model.name}, ${storage}`, amount: start },
          ...(deduction ? [{ label: 'Defecte', amount: -deduction }] : []),
        ],
      },
    };
  }

  const api: FakeSellApi = {
    calls,
    sales,
    priceFactor: 1,
    fail(method, error, times = Infinity) {
      failures.set(method, {
        error: { status: 500, code: 'server_error', message: 'failed on purpose', ...error },
        times,
      });
    },
    heal(method) {
      failures.delete(method);
    },
    async catalog() {
      return failing<SellCatalogResponse>('catalog', []) ?? ok(catalog);
    },
    async questions(category) {
      return (
        failing<SellQuestionnaireResponse>('questions', [category]) ??
        ok({ category, questions: questions.questions })
      );
    },
    async quote(request) {
      return (
        failing<SellQuote>('quote', [request]) ??
        ok(price(request.modelId, request.storage, request.answers))
      );
    },
    async submit(request: SubmitSaleRequest) {
      const failed = failing<Sale>('submit', [request]);
      if (failed) return failed;
      const quote = price(request.modelId, request.storage, request.answers);
      if (quote.outcome === 'refused') {
        return { ok: false, error: { status: 409, code: 'device_locked', message: 'locked' } };
      }
      if (quote.offer.amount !== request.quotedAmount) {
        return { ok: false, error: { status: 409, code: 'offer_changed', message: 'changed' } };
      }
      const at = now().toISOString();
      const sale = SaleSchema.parse({
        id: `sale_${sales.length + 1}`,
        reference: `S-${100001 + sales.length}`,
        country: request.country,
        status: 'submitted',
        createdAt: at,
        device: quote.device,
        conditionAnswers: request.answers,
        offer: quote.offer,
        counterOffer: null,
        confirmedAmount: null,
        payout: {
          method: 'bank',
          iban: `${request.payout.iban.slice(0, 4)}…${request.payout.iban.slice(-4)}`,
          holder: request.payout.holder,
        },
        shipping: request.shipping,
        timeline: [{ status: 'submitted', at }],
      });
      sales.push(sale);
      return ok(sale);
    },
    async pickupPoints(kind) {
      return (
        failing<PickupPoint[]>('pickupPoints', [kind]) ??
        ok(PICKUP_POINTS.map((point) => ({ ...point, kind })))
      );
    },
    async dropOffKinds() {
      return (
        failing<('locker' | 'office')[]>('dropOffKinds', []) ??
        ok(options.dropOffKinds ?? ['locker', 'office'])
      );
    },
    async counties() {
      return failing<County[]>('counties', []) ?? ok(COUNTIES);
    },
    async localities(countyId) {
      return failing<Locality[]>('localities', [countyId]) ?? ok(LOCALITIES);
    },
  };
  return api;
}
