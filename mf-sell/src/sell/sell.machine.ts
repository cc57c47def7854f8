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
import {
  SELL_STEPS,
  answerProblems,
  keepAskedAnswers,
  type ApiFailure,
  type ApiResult,
  type Country,
  type DeviceTypeKey,
  type Sale,
  type SaleConditionAnswers,
  type SellCatalogResponse,
  type SellDetailsDraft,
  type SellModel,
  type SellProgress,
  type SellQuestionnaireResponse,
  type SellQuote,
  type SellQuoteRequest,
  type SellStep,
  type SessionUser,
  type SubmitSaleRequest,
} from '@refurb/shared-contracts';
import { assign, fromPromise, setup } from 'xstate';
import {
  detailsProblems,
  emptyDraft,
  prefillDraft,
  saleRequest,
  type DetailsProblems,
} from './details.rules';

export type SellNotice = 'offer-changed' | 'offer-expired' | 'device-locked' | 'session-ended';

export interface SellContext {
  readonly country: Country;
  readonly now: () => Date;
  /** The step the URL asked for when the flow started. */
  readonly requested: SellStep;
  readonly progress: SellProgress;
  /** Typed in the details step; never stored. */
  readonly iban: string;
  readonly catalog: SellCatalogResponse | null;
  readonly questionnaire: SellQuestionnaireResponse | null;
  readonly search: string;
  /** Undefined until the host says who is signed in. */
  readonly user: SessionUser | null | undefined;
  /** Show every problem of the current form (after an attempt to go on). */
  readonly showProblems: boolean;
  readonly notice: SellNotice | null;
  readonly failure: ApiFailure | null;
}

export interface SellInput {
  readonly country: Country;
  readonly requested: SellStep;
  /** What session storage held (null: start afresh). */
  readonly progress: SellProgress | null;
  readonly now?: () => Date;
}

export type SellEvent =
  | { readonly type: 'category'; readonly category: DeviceTypeKey }
  | { readonly type: 'brand'; readonly brand: string | null }
  | { readonly type: 'model'; readonly modelId: string }
  | { readonly type: 'storage'; readonly storage: string }
  | { readonly type: 'search'; readonly query: string }
  | { readonly type: 'answer'; readonly key: string; readonly value: SaleConditionAnswers[string] }
  | { readonly type: 'edit'; readonly patch: Partial<SellDetailsDraft> }
  | { readonly type: 'iban'; readonly iban: string }
  | { readonly type: 'next' }
  | { readonly type: 'go'; readonly step: SellStep }
  | { readonly type: 'retry' }
  | { readonly type: 'submit' }
  | { readonly type: 'session'; readonly user: SessionUser | null }
  | { readonly type: 'restart' };

export interface LoadedData {
  readonly catalog: SellCatalogResponse;
  readonly questionnaire: SellQuestionnaireResponse | null;
}

const notProvided = { ok: false as const, error: { status: 0, code: 'not_provided', message: '' } };

export function freshProgress(country: Country): SellProgress {
  return {
    country,
    category: null,
    brand: null,
    modelId: null,
    storage: null,
    answers: {},
    quote: null,
    details: emptyDraft(),
    submitted: null,
  };
}

/** The chosen model, when it is in the catalog. */
export function chosenModel(context: Pick<SellContext, 'catalog' | 'progress'>): SellModel | null {
  const { modelId } = context.progress;
  return context.catalog?.models.find((model) => model.id === modelId) ?? null;
}

function deviceChosen(context: SellContext): boolean {
  const model = chosenModel(context);
  return (
    model !== null &&
    model.category === context.progress.category &&
    model.storages.some((option) => option.storage === context.progress.storage)
  );
}

const questionsOf = (context: SellContext) =>
  context.questionnaire?.category === context.progress.category
    ? context.questionnaire.questions
    : null;

function answersComplete(context: SellContext): boolean {
  const questions = questionsOf(context);
  return questions !== null && answerProblems(questions, context.progress.answers).length === 0;
}

function offerValid(context: SellContext): boolean {
  const { quote } = context.progress;
  return quote?.outcome === 'offer' && Date.parse(quote.offer.validUntil) > context.now().getTime();
}

/** Whether the person may be on `step` now. */
export function reachable(context: SellContext, step: SellStep): boolean {
  if (context.progress.submitted) return step === 'done';
  switch (step) {
    case 'device':
      return true;
    case 'condition':
      return deviceChosen(context);
    case 'offer':
      return deviceChosen(context) && answersComplete(context);
    case 'details':
      return deviceChosen(context) && answersComplete(context) && offerValid(context);
    case 'done':
      return false;
  }
}

/** Where a flow opened on `requested` starts: there, or the furthest step reachable before it. */
export function resumeStep(context: SellContext, requested: SellStep): SellStep {
  if (context.progress.submitted) return 'done';
  let step: SellStep = 'device';
  for (const candidate of SELL_STEPS.slice(0, SELL_STEPS.indexOf(requested) + 1)) {
    if (!reachable(context, candidate)) break;
    step = candidate;
  }
  return step;
}

/** The problems of the details form as it stands. */
export const currentDetailsProblems = (context: SellContext): DetailsProblems =>
  detailsProblems(context.progress.details, context.iban, context.country, context.now());

const withProgress = (context: SellContext, patch: Partial<SellProgress>): SellProgress => ({
  ...context.progress,
  ...patch,
});

/** A change of what is sold drops the offer made for the old one. */
const device = (context: SellContext, patch: Partial<SellProgress>) => ({
  progress: withProgress(context, { ...patch, quote: null }),
  notice: null,
});

const failureOf = (answer: ApiResult<unknown>): ApiFailure =>
  answer.ok ? { status: 0, code: 'unknown', message: '' } : answer.error;

/** A thrown error's failure: the API's when the actor threw one (`{ failure }`), else unknown. */
function errorFailure(error: unknown): ApiFailure {
  const failure = (error as { failure?: ApiFailure } | null)?.failure;
  return failure ?? { status: 0, code: 'unknown', message: String(error) };
}

const goTo = (step: SellStep) => ({
  guard: ({ context, event }: { context: SellContext; event: SellEvent }) =>
    event.type === 'go' &&
    event.step === step &&
    context.catalog !== null &&
    reachable(context, step),
  target: `#sell.${step}`,
});

export const sellMachine = setup({
  types: {
    context: {} as SellContext,
    events: {} as SellEvent,
    input: {} as SellInput,
  },
  actors: {
    load: fromPromise<ApiResult<LoadedData>, { category: DeviceTypeKey | null }>(
      async () => notProvided,
    ),
    loadQuestions: fromPromise<ApiResult<SellQuestionnaireResponse>, DeviceTypeKey>(
      async () => notProvided,
    ),
    quote: fromPromise<ApiResult<SellQuote>, SellQuoteRequest>(async () => notProvided),
    submit: fromPromise<ApiResult<Sale>, SubmitSaleRequest>(async () => notProvided),
  },
  actions: {
    /** Reports a failure that is not the person's (the root sends it to Sentry). */
    report: (_, _params: { what: string; failure: ApiFailure }) => undefined,
    /** An analytics event (the root pushes it to the data layer). */
    track: (_, _params: { event: string; data: Record<string, unknown> }) => undefined,
  },
  guards: {
    deviceChosen: ({ context }) => deviceChosen(context),
    answersComplete: ({ context }) => answersComplete(context),
    questionsLoaded: ({ context }) => questionsOf(context) !== null,
    offerValid: ({ context }) => offerValid(context),
    isOffer: ({ context }) => context.progress.quote?.outcome === 'offer',
    visitor: ({ context }) => context.user === null,
    sessionUnknown: ({ context }) => context.user === undefined,
    detailsComplete: ({ context }) =>
      Object.keys(currentDetailsProblems(context)).length === 0 &&
      saleRequest(context.progress, context.iban) !== null,
  },
}).createMachine({
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
    session: {
      actions: assign(({ context, event }) => ({
        user: event.user,
        progress: withProgress(context, {
          details: prefillDraft(context.progress.details, event.user),
        }),
      })),
    },
    go: [goTo('device'), goTo('condition'), goTo('offer'), goTo('details'), goTo('done')],
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
    failed: { on: { retry: 'loading' } },
    resuming: {
      always: SELL_STEPS.map((step) => ({
        guard: ({ context }: { context: SellContext }) =>
          resumeStep(context, context.requested) === step,
        target: step,
      })),
    },
    device: {
      entry: assign({ showProblems: false }),
      on: {
        category: {
          actions: assign(({ context, event }) =>
            event.category === context.progress.category
              ? {}
              : {
                  ...device(context, {
                    category: event.category,
                    brand: null,
                    modelId: null,
                    storage: null,
                    answers: {},
                  }),
                  search: '',
                },
          ),
        },
        brand: {
          actions: assign(({ context, event }) => ({
            progress: withProgress(context, { brand: event.brand }),
          })),
        },
        search: { actions: assign({ search: ({ event }) => event.query }) },
        model: {
          actions: assign(({ context, event }) => {
            const model = context.catalog?.models.find((each) => each.id === event.modelId);
            if (!model) return {};
            const sameCategory = model.category === context.progress.category;
            const only = model.storages.length === 1 ? model.storages[0]!.storage : null;
            return device(context, {
              category: model.category,
              brand: model.brand,
              modelId: model.id,
              storage: model.id === context.progress.modelId ? context.progress.storage : only,
              answers: sameCategory ? context.progress.answers : {},
            });
          }),
        },
        storage: {
          actions: assign(({ context, event }) =>
            event.storage === context.progress.storage
              ? {}
              : device(context, { storage: event.storage }),
          ),
        },
        next: [
          { guard: 'deviceChosen', target: 'condition' },
          { actions: assign({ showProblems: true }) },
        ],
      },
    },
    condition: {
      initial: 'checking',
      entry: assign({ showProblems: false }),
      states: {
        checking: {
          always: [{ guard: 'questionsLoaded', target: 'answering' }, { target: 'loading' }],
        },
        loading: {
          invoke: {
            src: 'loadQuestions',
            input: ({ context }) => context.progress.category!,
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'answering',
                actions: assign(({ context, event }) => {
                  if (!event.output.ok) return {};
                  const questionnaire = event.output.data;
                  return {
                    questionnaire,
                    failure: null,
                    progress: withProgress(context, {
                      answers: keepAskedAnswers(questionnaire.questions, context.progress.answers),
                    }),
                  };
                }),
              },
              {
                target: 'failed',
                actions: [
                  assign(({ event }) => ({ failure: failureOf(event.output) })),
                  {
                    type: 'report',
                    params: ({ event }) => ({
                      what: 'questions',
                      failure: failureOf(event.output),
                    }),
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
        failed: { on: { retry: 'loading' } },
        answering: {
          on: {
            answer: {
              actions: assign(({ context, event }) => {
                const questions = questionsOf(context) ?? [];
                const answers = keepAskedAnswers(questions, {
                  ...context.progress.answers,
                  [event.key]: event.value,
                });
                return {
                  progress: withProgress(context, { answers, quote: null }),
                  notice: null,
                };
              }),
            },
            next: [
              { guard: 'answersComplete', target: '#sell.offer' },
              { actions: assign({ showProblems: true }) },
            ],
          },
        },
      },
    },
    offer: {
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
        failed: { on: { retry: 'quoting' } },
        shown: {
          on: {
            next: { guard: 'isOffer', target: '#sell.details' },
          },
        },
      },
    },
    details: {
      initial: 'editing',
      entry: assign(({ context }) => ({
        showProblems: false,
        failure: null,
        progress: withProgress(context, {
          details: prefillDraft(context.progress.details, context.user ?? null),
        }),
      })),
      on: {
        edit: {
          actions: assign(({ context, event }) => ({
            progress: withProgress(context, {
              details: { ...context.progress.details, ...event.patch },
            }),
          })),
        },
        iban: { actions: assign({ iban: ({ event }) => event.iban }) },
      },
      states: {
        editing: {
          on: {
            submit: [
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
            session: {
              guard: ({ event }) => event.user !== null,
              target: 'editing',
              actions: assign(({ context, event }) => ({
                user: event.user,
                progress: withProgress(context, {
                  details: prefillDraft(context.progress.details, event.user),
                }),
              })),
            },
            submit: { guard: ({ context }) => context.user !== null, target: 'checking' },
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
    },
    done: {
      on: {
        restart: {
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
