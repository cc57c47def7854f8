/**
 * The sell chart's first step: the device (category, brand, model and storage of the catalog, or
 * a search). Changing the device drops the offer; changing the category drops the answers too.
 * `next` goes on to the condition once a model and storage are chosen (sell.machine.ts).
 */
import { assign } from 'xstate';
import { sellSetup, withProgress, device } from './sell.setup';

export const deviceStates = sellSetup.createStateConfig({
  entry: assign({ showProblems: false }),
  on: {
    'device.category': {
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
    'device.brand': {
      actions: assign(({ context, event }) => ({
        progress: withProgress(context, { brand: event.brand }),
      })),
    },
    'device.search': { actions: assign({ search: ({ event }) => event.query }) },
    'device.model': {
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
    'device.storage': {
      actions: assign(({ context, event }) =>
        event.storage === context.progress.storage
          ? {}
          : device(context, { storage: event.storage }),
      ),
    },
    'step.next': [
      { guard: 'deviceChosen', target: 'condition' },
      { actions: assign({ showProblems: true }) },
    ],
  },
});
