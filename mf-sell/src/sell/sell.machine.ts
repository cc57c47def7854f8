/**
 * sellMachine: one person selling one device.
 *
 *   loading ─► (the step asked for, or the furthest one reachable before it)
 *   device ─next─► condition ─next─► offer ─next─► details ─submit─► done
 *                  (questions)       (quoting ─► shown | failed)   (needsAccount | submitting)
 *
 * - A step is reachable when everything before it is settled: a model and storage of the catalog
 *   (condition), every asked question answered with one of its options (offer), an offer that is
 *   still valid (details), a recorded sale (done, and then only done until "sell another").
 *   `go` (the URL: back, forward, a link) moves to a reachable step and is ignored otherwise.
 * - Changing the device or an answer drops the offer (it priced something else); changing the
 *   category drops the answers too (another questionnaire).
 * - A visitor who submits is asked to log in or register; the progress (all but the IBAN, which is
 *   never stored) survives the detour in session storage and the details step resumes.
 * - The server prices again on submit: a changed offer (`offer_changed`) or a locked device sends
 *   the person back to the offer with a notice; a lost session asks to log in again; any other
 *   failure keeps everything typed, with the reason and a retry.
 * The effects (the calls, the clock, reports) are the actors and actions the composition root
 * provides with `sellMachine.provide(...)`.
 */
import { SELL_STEPS, type SellStep } from '@refurb/shared-contracts/sell';
import { assign } from 'xstate';
import {
  sellSetup,
  type SellContext,
  freshProgress,
  resumeStep,
  withProgress,
  failureOf,
  errorFailure,
  goTo,
} from './sell.setup';
import { prefillDraft } from './details.rules';
import { conditionStates } from './condition.states';
import { detailsStates } from './details.states';
import { deviceStates } from './device.states';
import { offerStates } from './offer.states';

// What the pages, the actor and the tests read of the chart lives in the setup.
export {
  chosenModel,
  currentDetailsProblems,
  freshProgress,
  reachable,
  resumeStep,
  type LoadedData,
  type SellContext,
  type SellEvent,
  type SellInput,
  type SellNotice,
} from './sell.setup';

export const sellMachine = sellSetup.createMachine({
  id: 'sell',
  context: ({ input }) => ({
    country: input.country,
    now: input.now ?? (() => new Date()),
    requested: input.requested,
    progress:
      input.progress && input.progress.country === input.country
        ? input.progress
        : freshProgress(input.country),
    iban: '',
    catalog: null,
    questionnaire: null,
    search: '',
    user: undefined,
    showProblems: false,
    notice: null,
    failure: null,
  }),
  initial: 'loading',
  on: {
    'session.changed': {
      actions: assign(({ context, event }) => ({
        user: event.user,
        progress: withProgress(context, {
          details: prefillDraft(context.progress.details, event.user),
        }),
      })),
    },
    'step.go': [goTo('device'), goTo('condition'), goTo('offer'), goTo('details'), goTo('done')],
  },
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ category: context.progress.category }),
        // A result, as every actor of the chart answers: the catalog, or the API's failure.
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'resuming',
            actions: assign(({ event }) =>
              event.output.ok
                ? {
                    catalog: event.output.data.catalog,
                    questionnaire: event.output.data.questionnaire,
                    failure: null,
                  }
                : {},
            ),
          },
          {
            target: 'failed',
            actions: [
              assign(({ event }) => ({ failure: failureOf(event.output) })),
              {
                type: 'report',
                params: ({ event }) => ({ what: 'load', failure: failureOf(event.output) }),
              },
            ],
          },
        ],
        // An actor that throws (a bug, not an answer) fails the same way.
        onError: {
          target: 'failed',
          actions: [
            assign(({ event }) => ({ failure: errorFailure(event.error) })),
            {
              type: 'report',
              params: ({ event }) => ({ what: 'load', failure: errorFailure(event.error) }),
            },
          ],
        },
      },
    },
    failed: { on: { 'step.retry': 'loading' } },
    resuming: {
      always: SELL_STEPS.map((step) => ({
        guard: ({ context }: { context: SellContext }) =>
          resumeStep(context, context.requested) === step,
        target: step,
      })),
    },
    device: deviceStates,
    condition: conditionStates,
    offer: offerStates,
    details: detailsStates,
    done: {
      on: {
        'sale.restart': {
          target: 'device',
          actions: assign(({ context }) => ({
            progress: freshProgress(context.country),
            iban: '',
            search: '',
            notice: null,
            failure: null,
          })),
        },
      },
    },
  },
});

/** The step a snapshot is on (loading and failed show the step asked for). */
export function stepOf(snapshot: {
  matches: (state: SellStep) => boolean;
  context: SellContext;
}): SellStep {
  return SELL_STEPS.find((step) => snapshot.matches(step)) ?? snapshot.context.requested;
}
