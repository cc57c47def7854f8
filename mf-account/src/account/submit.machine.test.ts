import { describe, expect, it } from '@jest/globals';
import type { ApiResult } from '@refurb/shared-contracts/runtime';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { submitMachine } from './submit.machine';

function start(answer: (payload: unknown) => Promise<ApiResult<unknown>>) {
  const sent: unknown[] = [];
  const actor = createActor(
    submitMachine.provide({
      actors: {
        send: fromPromise<ApiResult<unknown>, unknown>(({ input }) => {
          sent.push(input);
          return answer(input);
        }),
      },
    }),
  ).start();
  return { actor, sent };
}

describe('submitMachine', () => {
  it('sends once even when submitted twice, and keeps the answer', async () => {
    const { actor, sent } = start(async (payload) => ({ ok: true, data: { saved: payload } }));
    actor.send({ type: 'submit', payload: 'a' });
    actor.send({ type: 'submit', payload: 'a' });
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toEqual(['a']);
    expect(done.context.result).toEqual({ saved: 'a' });
  });

  it('keeps shop-api’s refusal and can be sent again', async () => {
    let refuse = true;
    const { actor } = start(async () =>
      refuse
        ? { ok: false, error: { status: 409, code: 'return_period_over', message: 'over' } }
        : { ok: true, data: null },
    );
    actor.send({ type: 'submit', payload: 1 });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure?.code).toBe('return_period_over');
    refuse = false;
    actor.send({ type: 'submit', payload: 1 });
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(done.context.failure).toBeNull();
  });

  it('turns a thrown fault into a failure', async () => {
    const { actor } = start(() => Promise.reject(new Error('boom')));
    actor.send({ type: 'submit', payload: 1 });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure?.code).toBe('unknown');
  });

  it('reaches every state', () => {
    const paths = getShortestPaths(submitMachine, {
      events: [
        { type: 'submit', payload: 1 },
        { type: 'reset' },
        { type: 'xstate.done.actor.send', output: { ok: true, data: 1 } } as never,
        {
          type: 'xstate.done.actor.send',
          output: { ok: false, error: { status: 500, code: 'x', message: '' } },
        } as never,
      ],
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    expect(new Set(paths.map((p) => JSON.stringify(p.state.value)))).toEqual(
      new Set(['"idle"', '"submitting"', '"done"', '"failed"']),
    );
  });
});
