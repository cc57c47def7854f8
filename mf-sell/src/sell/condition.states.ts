/**
 * The sell chart's condition step: the category's questionnaire (loaded here when the resumed flow
 * did not bring it), each answer kept only while its question is asked, and `next` to the offer
 * once every asked question has an answer of its options.
 */
import { assign } from 'xstate';
import { keepAskedAnswers } from '@refurb/shared-contracts/sell';
import { sellSetup, questionsOf, withProgress, failureOf, errorFailure } from './sell.setup';

export const conditionStates = sellSetup.createStateConfig({
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
    failed: { on: { 'step.retry': 'loading' } },
    answering: {
      on: {
        'condition.answer': {
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
        'step.next': [
          { guard: 'answersComplete', target: '#sell.offer' },
          { actions: assign({ showProblems: true }) },
        ],
      },
    },
  },
});
