/**
 * The sell chart's offer step: a valid offer is shown as it is, an expired one is priced again
 * with a notice, and a missing one is priced (`quote`); a refusal is shown too. `next` goes on to
 * the details only with a valid offer.
 */
import { assign } from 'xstate';
import { sellSetup, withProgress, failureOf, errorFailure } from './sell.setup';

export const offerStates = sellSetup.createStateConfig({
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'offerValid', target: 'shown' },
        {
          guard: ({ context }) => context.progress.quote?.outcome === 'offer',
          target: 'quoting',
          actions: assign({ notice: 'offer-expired' }),
        },
        {
          guard: ({ context }) => context.progress.quote?.outcome === 'refused',
          target: 'shown',
        },
        { target: 'quoting' },
      ],
    },
    quoting: {
      invoke: {
        src: 'quote',
        input: ({ context }) => ({
          country: context.country,
          modelId: context.progress.modelId!,
          storage: context.progress.storage!,
          answers: context.progress.answers,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'shown',
            actions: [
              assign(({ context, event }) => ({
                progress: withProgress(context, {
                  quote: event.output.ok ? event.output.data : null,
                }),
                failure: null,
              })),
              {
                type: 'track',
                params: ({ context }) => ({
                  event: 'sell_offer',
                  data: {
                    modelId: context.progress.modelId,
                    outcome: context.progress.quote?.outcome,
                    value:
                      context.progress.quote?.outcome === 'offer'
                        ? context.progress.quote.offer.amount
                        : 0,
                  },
                }),
              },
            ],
          },
          {
            target: 'failed',
            actions: [
              assign(({ event }) => ({ failure: failureOf(event.output) })),
              {
                type: 'report',
                params: ({ event }) => ({ what: 'quote', failure: failureOf(event.output) }),
              },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ failure: errorFailure(event.error) })),
        },
      },
    },
    failed: { on: { 'step.retry': 'quoting' } },
    shown: {
      on: {
        'step.next': { guard: 'isOffer', target: '#sell.details' },
      },
    },
  },
});
