/**
 * paymentMethodMachine: choosing how to pay (spec sections 3, 4, 5, 7 and 9).
 *
 *   loading ──ok──► choosing ──method.choose(oney)──► oney.loadingOptions ──► oney.ready
 *      │ └─failed──► failed ──retry──► loading         ▲ method.choose(other) back to choosing
 *
 * The methods of the country and delivery kind come from shop-api in the rule book's order, each
 * shown enabled or disabled with its reason for the order's total and product count. Only the
 * methods the site's own rule book allows are kept (`paymentMethodsFor` with the site's flags):
 * with the Greek tbi flag off, a tbi method is neither offered nor kept as a remembered choice,
 * whatever shop-api answered (its flag is set apart, GREEK_TBI). A disabled method cannot be
 * chosen; one that becomes disabled when the order changes is unchosen. Choosing Oney asks the
 * provider's widget options for the total, with the checkout placeholder the options are mounted
 * into and an error callback: a failed call calls it (`oney.failed`), which reports a
 * `getOneyOptions` error with its status and response; nothing is shown to the person (the 3 and 4
 * installment choices stay, with option ids 1 and 2). `paymentData` and its `installmentSummary`
 * are what the order carries.
 */
import { type Country, type DeliveryKind, type PaymentMethodKey } from '@refurb/shared-contracts';
import { type PaymentMethodOffer } from '@refurb/shared-contracts/api/checkout';
import { type OneyOption, type OneyOptionsResponse } from '@refurb/shared-contracts/api/payment';
import {
  INSTALLMENT_OPTIONS,
  type PaymentData,
  paymentDataFor,
  type PaymentMethodFlags,
  paymentMethodsFor,
} from '@refurb/shared-contracts/checkout';
import { type ApiResult } from '@refurb/shared-contracts/runtime';
import { assign, fromPromise, setup } from 'xstate';
import { ONEY_CHECKOUT_PLACEHOLDER } from './oney-widget';
import type { OneyWidgetCall } from '../ports/payment-api';
import { methodView, type OrderFacts } from './payment-method.view';

export interface PaymentMethodInput extends OrderFacts {
  readonly country: Country;
  readonly delivery: DeliveryKind;
  /** A method chosen earlier (resumed from session storage). */
  readonly chosen?: PaymentData | null;
  /** The site's flags of the method table (the Greek tbi flag); the spec's defaults unless given. */
  readonly flags?: PaymentMethodFlags;
}

export interface PaymentMethodContext extends PaymentMethodInput {
  readonly offers: readonly PaymentMethodOffer[];
  readonly paymentData: PaymentData | null;
  /** The provider's options when its call answered; empty otherwise (nothing is shown then). */
  readonly oneyOptions: readonly OneyOption[];
  readonly loadError: string | null;
}

export type PaymentMethodEvent =
  | { readonly type: 'method.choose'; readonly key: PaymentMethodKey }
  | { readonly type: 'oney.choose'; readonly installments: 3 | 4 }
  /** The widget options call's error callback was called. */
  | { readonly type: 'oney.failed'; readonly status: number; readonly response: string }
  | { readonly type: 'order.changed'; readonly total: number; readonly productCount: number }
  | { readonly type: 'retry' };

/** shop-api's offers that the site's rule book allows, in shop-api's order. */
const allowedOffers = (
  context: PaymentMethodContext,
  output: ApiResult<PaymentMethodOffer[]>,
): PaymentMethodOffer[] => {
  if (!output.ok) return [];
  const allowed: readonly PaymentMethodKey[] = paymentMethodsFor(
    context.country,
    context.delivery,
    context.flags,
  );
  return output.data.filter((offer) => allowed.includes(offer.key));
};

const isChoosable = (context: PaymentMethodContext, key: PaymentMethodKey) => {
  const offer = context.offers.find((o) => o.key === key);
  return offer !== undefined && methodView(offer, context).enabled;
};

export const paymentMethodMachine = setup({
  types: {
    input: {} as PaymentMethodInput,
    context: {} as PaymentMethodContext,
    events: {} as PaymentMethodEvent,
  },
  actors: {
    loadMethods: fromPromise<
      ApiResult<PaymentMethodOffer[]>,
      { country: Country; delivery: DeliveryKind }
    >(async () => ({ ok: false, error: { status: 0, code: 'not_provided', message: '' } })),
    getOneyOptions: fromPromise<ApiResult<OneyOptionsResponse>, OneyWidgetCall>(async () => ({
      ok: false,
      error: { status: 0, code: 'not_provided', message: '' },
    })),
  },
  actions: {
    report: (_, _params: { message: string; tags: Record<string, string> }) => {},
    rememberChoice: (_, _params: { paymentData: PaymentData | null }) => {},
  },
  guards: {
    canChoose: ({ context, event }) =>
      event.type === 'method.choose' && isChoosable(context, event.key),
  },
}).createMachine({
  id: 'paymentMethod',
  context: ({ input }) => ({
    ...input,
    offers: [],
    paymentData: input.chosen ?? null,
    oneyOptions: [],
    loadError: null,
  }),
  initial: 'loading',
  on: {
    'order.changed': {
      actions: [
        assign({
          total: ({ event }) => event.total,
          productCount: ({ event }) => event.productCount,
        }),
        assign(({ context }) =>
          context.paymentData && !isChoosable(context, context.paymentData.type)
            ? { paymentData: null }
            : context.paymentData?.tbiInstallments
              ? { paymentData: paymentDataFor(context.paymentData.type, context.total) }
              : {},
        ),
      ],
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadMethods',
        input: ({ context }) => ({ country: context.country, delivery: context.delivery }),
        onDone: [
          {
            // Oney chosen before (a reload, a change from the review): its installments again.
            guard: ({ context, event }) =>
              event.output.ok &&
              context.paymentData?.type === 'oney' &&
              isChoosable({ ...context, offers: allowedOffers(context, event.output) }, 'oney'),
            target: 'oney',
            actions: assign(({ context, event }) => ({
              offers: allowedOffers(context, event.output),
              loadError: null,
            })),
          },
          {
            guard: ({ event }) => event.output.ok,
            target: 'choosing',
            actions: assign(({ context, event }) => {
              const offers = allowedOffers(context, event.output);
              const kept =
                context.paymentData &&
                offers.some((o) => o.key === context.paymentData?.type) &&
                isChoosable({ ...context, offers }, context.paymentData.type);
              return { offers, loadError: null, paymentData: kept ? context.paymentData : null };
            }),
          },
          {
            target: 'failed',
            actions: assign({
              loadError: ({ event }) => (event.output.ok ? null : event.output.error.message),
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => String(event.error) }),
        },
      },
    },
    failed: {
      on: { retry: 'loading' },
    },
    choosing: {
      on: {
        'method.choose': [
          {
            guard: ({ context, event }) => isChoosable(context, event.key) && event.key === 'oney',
            target: 'oney',
            actions: [
              assign({
                paymentData: {
                  type: 'oney',
                  oneyInstallments: { installmentsNo: INSTALLMENT_OPTIONS[0]!.installments },
                },
              }),
              {
                type: 'rememberChoice',
                params: ({ context }) => ({ paymentData: context.paymentData }),
              },
            ],
          },
          {
            guard: 'canChoose',
            actions: [
              assign({
                paymentData: ({ context, event }) => paymentDataFor(event.key, context.total),
              }),
              {
                type: 'rememberChoice',
                params: ({ context }) => ({ paymentData: context.paymentData }),
              },
            ],
          },
        ],
      },
    },
    oney: {
      initial: 'loadingOptions',
      on: {
        'method.choose': {
          guard: ({ context, event }) => event.key !== 'oney' && isChoosable(context, event.key),
          target: 'choosing',
          actions: [
            assign({
              paymentData: ({ context, event }) => paymentDataFor(event.key, context.total),
              oneyOptions: [],
            }),
            {
              type: 'rememberChoice',
              params: ({ context }) => ({ paymentData: context.paymentData }),
            },
          ],
        },
        'oney.failed': {
          actions: {
            type: 'report',
            params: ({ event }) => ({
              message: `getOneyOptions error: ${event.status} ${event.response}`,
              tags: {
                area: 'checkout',
                reason: 'getOneyOptions',
                status: String(event.status),
                response: event.response,
              },
            }),
          },
        },
        'oney.choose': {
          actions: [
            assign({
              paymentData: ({ event }) => ({
                type: 'oney' as const,
                oneyInstallments: { installmentsNo: event.installments },
              }),
            }),
            {
              type: 'rememberChoice',
              params: ({ context }) => ({ paymentData: context.paymentData }),
            },
          ],
        },
      },
      states: {
        loadingOptions: {
          invoke: {
            src: 'getOneyOptions',
            // The call carries the placeholder and the error callback (spec section 7); a failure
            // is reported by the callback alone (`oney.failed`), once.
            input: ({ context, self }) => ({
              amount: context.total,
              checkoutPlaceholder: ONEY_CHECKOUT_PLACEHOLDER,
              errorCallback: ({ status, response }) =>
                self.send({ type: 'oney.failed', status, response }),
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'ready',
                actions: assign({
                  oneyOptions: ({ event }) => (event.output.ok ? event.output.data.options : []),
                }),
              },
              { target: 'ready' },
            ],
            onError: {
              target: 'ready',
              actions: {
                type: 'report',
                params: ({ event }) => ({
                  message: `getOneyOptions error: ${String(event.error)}`,
                  tags: { area: 'checkout', reason: 'getOneyOptions', status: '0', response: '' },
                }),
              },
            },
          },
        },
        ready: {},
      },
    },
  },
});
