/**
 * The sell machine with its effects over a SellApi: what the composition root runs in the browser
 * and the tests run over the fake API. Loading reads the catalog and, when a category is already
 * chosen (a resumed flow), its questionnaire, so any step can be shown at once.
 */
import type { SellApi } from '../ports/sell-api';
import { sellMachine, type LoadedData } from './sell.machine';
import { fromPromise } from 'xstate';
import type { DeviceTypeKey } from '@refurb/shared-contracts';
import type { ApiFailure, ApiResult } from '@refurb/shared-contracts/runtime';

export interface SellEffects {
  readonly report: (what: string, failure: ApiFailure) => void;
  readonly track: (event: string, data: Record<string, unknown>) => void;
}

export function providedSellMachine(api: SellApi, effects: SellEffects) {
  return sellMachine.provide({
    actors: {
      load: fromPromise<ApiResult<LoadedData>, { category: DeviceTypeKey | null }>(
        async ({ input }) => {
          const [catalog, questionnaire] = await Promise.all([
            api.catalog(),
            input.category ? api.questions(input.category) : Promise.resolve(null),
          ]);
          if (!catalog.ok) return catalog;
          // A questionnaire that cannot load now is asked again on the condition step.
          return {
            ok: true,
            data: {
              catalog: catalog.data,
              questionnaire: questionnaire?.ok ? questionnaire.data : null,
            },
          };
        },
      ),
      loadQuestions: fromPromise(({ input }: { input: DeviceTypeKey }) => api.questions(input)),
      quote: fromPromise(({ input }: { input: Parameters<SellApi['quote']>[0] }) =>
        api.quote(input),
      ),
      submit: fromPromise(({ input }: { input: Parameters<SellApi['submit']>[0] }) =>
        api.submit(input),
      ),
    },
    actions: {
      report: (_, params) => effects.report(params.what, params.failure),
      track: (_, params) => effects.track(params.event, params.data),
    },
  });
}
