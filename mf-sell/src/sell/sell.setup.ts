/**
 * The sell chart's setup: its context, events and input, the rules of what is reachable, the
 * actors the composition root provides (every one answers a result), the named actions and the
 * guards. The chart is built from it in parts (`createStateConfig`): the machine (sell.machine.ts,
 * loading and resuming) and one module per step (device, condition, offer and details.states.ts).
 */
import { type Country, type DeviceTypeKey } from '@refurb/shared-contracts';
import {
  type Sale,
  type SaleConditionAnswers,
  type SellCatalogResponse,
  type SellModel,
  type SellQuestionnaireResponse,
  type SellQuote,
  type SellQuoteRequest,
  type SubmitSaleRequest,
} from '@refurb/shared-contracts/api/sell';
import { type SessionUser } from '@refurb/shared-contracts/api/session';
import { type ApiFailure, type ApiResult } from '@refurb/shared-contracts/runtime';
import {
  SELL_STEPS,
  answerProblems,
  type SellDetailsDraft,
  type SellProgress,
  type SellStep,
} from '@refurb/shared-contracts/sell';
import { fromPromise, setup } from 'xstate';
import { detailsProblems, emptyDraft, saleRequest, type DetailsProblems } from './details.rules';

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
  | { readonly type: 'device.category'; readonly category: DeviceTypeKey }
  | { readonly type: 'device.brand'; readonly brand: string | null }
  | { readonly type: 'device.model'; readonly modelId: string }
  | { readonly type: 'device.storage'; readonly storage: string }
  | { readonly type: 'device.search'; readonly query: string }
  | {
      readonly type: 'condition.answer';
      readonly key: string;
      readonly value: SaleConditionAnswers[string];
    }
  | { readonly type: 'details.edit'; readonly patch: Partial<SellDetailsDraft> }
  | { readonly type: 'details.iban'; readonly iban: string }
  | { readonly type: 'step.next' }
  | { readonly type: 'step.go'; readonly step: SellStep }
  | { readonly type: 'step.retry' }
  | { readonly type: 'details.submit' }
  | { readonly type: 'session.changed'; readonly user: SessionUser | null }
  | { readonly type: 'sale.restart' };

export interface LoadedData {
  readonly catalog: SellCatalogResponse;
  readonly questionnaire: SellQuestionnaireResponse | null;
}

export const notProvided = {
  ok: false as const,
  error: { status: 0, code: 'not_provided', message: '' },
};

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

export function deviceChosen(context: SellContext): boolean {
  const model = chosenModel(context);
  return (
    model !== null &&
    model.category === context.progress.category &&
    model.storages.some((option) => option.storage === context.progress.storage)
  );
}

export const questionsOf = (context: SellContext) =>
  context.questionnaire?.category === context.progress.category
    ? context.questionnaire.questions
    : null;

export function answersComplete(context: SellContext): boolean {
  const questions = questionsOf(context);
  return questions !== null && answerProblems(questions, context.progress.answers).length === 0;
}

export function offerValid(context: SellContext): boolean {
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

export const withProgress = (context: SellContext, patch: Partial<SellProgress>): SellProgress => ({
  ...context.progress,
  ...patch,
});

/** A change of what is sold drops the offer made for the old one. */
export const device = (context: SellContext, patch: Partial<SellProgress>) => ({
  progress: withProgress(context, { ...patch, quote: null }),
  notice: null,
});

export const failureOf = (answer: ApiResult<unknown>): ApiFailure =>
  answer.ok ? { status: 0, code: 'unknown', message: '' } : answer.error;

/** A thrown error's failure: the API's when the actor threw one (`{ failure }`), else unknown. */
export function errorFailure(error: unknown): ApiFailure {
  const failure = (error as { failure?: ApiFailure } | null)?.failure;
  return failure ?? { status: 0, code: 'unknown', message: String(error) };
}

export const goTo = (step: SellStep) => ({
  guard: ({ context, event }: { context: SellContext; event: SellEvent }) =>
    event.type === 'step.go' &&
    event.step === step &&
    context.catalog !== null &&
    reachable(context, step),
  target: `#sell.${step}`,
});

export const sellSetup = setup({
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
});
