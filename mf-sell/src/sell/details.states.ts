/**
 * The sell chart's details step: the seller's contact, the pickup and the payout (the IBAN is
 * never stored). A visitor is asked to sign in first; the server prices again on submit, and a
 * changed offer, a locked device or a lost session sends the person back with a notice.
 */
import { assign } from 'xstate';
import { prefillDraft, saleRequest } from './details.rules';
import { sellSetup, withProgress, failureOf, errorFailure } from './sell.setup';

export const detailsStates = sellSetup.createStateConfig({
  initial: 'editing',
  entry: assign(({ context }) => ({
    showProblems: false,
    failure: null,
    progress: withProgress(context, {
      details: prefillDraft(context.progress.details, context.user ?? null),
    }),
  })),
  on: {
    'details.edit': {
      actions: assign(({ context, event }) => ({
        progress: withProgress(context, {
          details: { ...context.progress.details, ...event.patch },
        }),
      })),
    },
    'details.iban': { actions: assign({ iban: ({ event }) => event.iban }) },
  },
  states: {
    editing: {
      on: {
        'details.submit': [
          { guard: 'sessionUnknown' },
          { guard: 'visitor', target: 'needsAccount' },
          { guard: 'offerValid', target: 'checking' },
          {
            target: '#sell.offer.quoting',
            actions: assign({ notice: 'offer-expired' }),
          },
        ],
      },
    },
    checking: {
      always: [
        { guard: 'detailsComplete', target: 'submitting' },
        { target: 'editing', actions: assign({ showProblems: true }) },
      ],
    },
    needsAccount: {
      on: {
        'session.changed': {
          guard: ({ event }) => event.user !== null,
          target: 'editing',
          actions: assign(({ context, event }) => ({
            user: event.user,
            progress: withProgress(context, {
              details: prefillDraft(context.progress.details, event.user),
            }),
          })),
        },
        'details.submit': { guard: ({ context }) => context.user !== null, target: 'checking' },
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => saleRequest(context.progress, context.iban)!,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: '#sell.done',
            actions: [
              assign(({ context, event }) => ({
                progress: withProgress(context, {
                  submitted: event.output.ok
                    ? { saleId: event.output.data.id, reference: event.output.data.reference }
                    : null,
                }),
                iban: '',
              })),
              {
                type: 'track',
                params: ({ context }) => ({
                  event: 'sell_submitted',
                  data: {
                    modelId: context.progress.modelId,
                    reference: context.progress.submitted?.reference,
                  },
                }),
              },
            ],
          },
          {
            guard: ({ event }) =>
              !event.output.ok &&
              (event.output.error.code === 'offer_changed' ||
                event.output.error.code === 'device_locked'),
            target: '#sell.offer.quoting',
            actions: assign(({ context, event }) => ({
              notice:
                !event.output.ok && event.output.error.code === 'device_locked'
                  ? ('device-locked' as const)
                  : ('offer-changed' as const),
              progress: withProgress(context, { quote: null }),
            })),
          },
          {
            guard: ({ event }) => !event.output.ok && event.output.error.status === 401,
            target: 'needsAccount',
            actions: assign({ user: null, notice: 'session-ended' }),
          },
          {
            target: 'editing',
            actions: [
              assign(({ event }) => ({ failure: failureOf(event.output) })),
              {
                type: 'report',
                params: ({ event }) => ({ what: 'submit', failure: failureOf(event.output) }),
              },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ failure: errorFailure(event.error) })),
        },
      },
    },
  },
});
