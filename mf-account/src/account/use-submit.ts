/**
 * A form's send through submitMachine: `submit(payload)` calls `send(payload)`; the page reads
 * `busy`, `done`, the `failure` (shop-api's code and message) and the `result`.
 */
import type { ApiFailure, ApiResult } from '@refurb/shared-contracts/runtime';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { submitMachine } from './submit.machine';

export function useSubmit<P, R>(send: (payload: P) => Promise<ApiResult<R>>) {
  // The latest `send` is called: it may close over the page's latest state.
  const latest = useRef(send);
  useEffect(() => {
    latest.current = send;
  });
  const [machine] = useState(() =>
    submitMachine.provide({
      actors: {
        send: fromPromise<ApiResult<unknown>, unknown>(({ input }) => latest.current(input as P)),
      },
    }),
  );
  const [snapshot, sendEvent] = useMachine(machine);
  return {
    busy: snapshot.matches('submitting'),
    done: snapshot.matches('done'),
    failure: snapshot.context.failure,
    result: snapshot.context.result as R | null,
    submit: (payload: P) => sendEvent({ type: 'submit', payload }),
    reset: () => sendEvent({ type: 'reset' }),
  } satisfies {
    busy: boolean;
    done: boolean;
    failure: ApiFailure | null;
    result: R | null;
    submit: (payload: P) => void;
    reset: () => void;
  };
}
