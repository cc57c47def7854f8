/**
 * One call's answer for a view: loading, failed (with a retry), or ready. A newer call replaces
 * an older one (a county changed while its localities loaded), so an old answer never lands late.
 */
import type { ApiResult } from '@refurb/shared-contracts/runtime';
import { useEffect, useState } from 'react';

export type ApiState<T> =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly retry: () => void }
  | { readonly kind: 'ready'; readonly data: T };

/** `load` is called when `key` changes; a `null` key means nothing to load yet. */
export function useApi<T>(key: string | null, load: () => Promise<ApiResult<T>>): ApiState<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; state: ApiState<T> } | null>(null);
  const loadKey = key === null ? null : `${key}#${attempt}`;
  useEffect(() => {
    if (loadKey === null) return;
    let live = true;
    const failed = () =>
      live &&
      setSettled({
        key: loadKey,
        state: { kind: 'failed', retry: () => setAttempt((n) => n + 1) },
      });
    load().then((answer) => {
      if (!live) return;
      if (answer.ok) setSettled({ key: loadKey, state: { kind: 'ready', data: answer.data } });
      else failed();
    }, failed);
    return () => {
      live = false;
    };
    // `load` is a new function each render; `key` says when the call is another one.
  }, [loadKey]);
  if (loadKey === null) return { kind: 'idle' };
  return settled?.key === loadKey ? settled.state : { kind: 'loading' };
}

/**
 * A module loaded when it is first shown (a remote's pages in a chunk of their own), as a call's
 * answer: loading, failed with a retry (a chunk that did not arrive is asked for again), or ready.
 * A `null` key loads nothing (the module is there already).
 */
export function useModule<M>(key: string | null, load: () => Promise<M>): ApiState<M> {
  return useApi(key, () => load().then((data) => ({ ok: true as const, data })));
}
