/**
 * Loads one API resource for a page: loading, ready or failed, with a retry.
 *
 * An answer is shown as a transition: React renders the page it brings in slices of about 5 ms
 * with the browser free in between, where an ordinary update would render the whole page in one
 * task (on a product page, 30 to 40 ms on this machine: 120 to 160 on Lighthouse's cheap phone).
 * It still shows all at once.
 *
 * The request starts in a task of its own after the render's effects: a `fetch` is a request to
 * the browser's process, a few milliseconds of the main thread on a loaded machine, and a page's
 * calls and its other effects were one long task on a cheap phone.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { ApiFailure, ApiResult } from './shop-api';

export type Resource<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'failed'; readonly error: ApiFailure };

export function useResource<T>(
  key: string,
  load: () => Promise<ApiResult<T>>,
): Resource<T> & { readonly retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; resource: Resource<T> }>({
    key,
    resource: { status: 'loading' },
  });
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void load().then((result) => {
        if (!live) return;
        startTransition(() =>
          setState({
            key,
            resource: result.ok
              ? { status: 'ready', data: result.data }
              : { status: 'failed', error: result.error },
          }),
        );
      });
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `load` is recreated on every render; the key says when the resource changes.
  }, [key, attempt]);
  const retry = useCallback(() => {
    setState({ key, resource: { status: 'loading' } });
    setAttempt((n) => n + 1);
  }, [key]);
  const resource: Resource<T> = state.key === key ? state.resource : { status: 'loading' };
  return { ...resource, retry };
}

/**
 * The data a page shows: the resource's when it is ready, else, while the next key of the same
 * `scope` loads (another filter, another page of results), the last data of that scope, so the
 * page keeps its size instead of collapsing to a loading line and growing back; null before the
 * first answer of the scope.
 */
export function useShownData<T>(resource: Resource<T>, scope: string): T | null {
  const data = resource.status === 'ready' ? resource.data : null;
  const [last, setLast] = useState<{ scope: string; data: T } | null>(null);
  useEffect(() => {
    // Kept for the next key's wait; nothing shown changes now, so it waits its turn.
    if (data !== null) startTransition(() => setLast({ scope, data }));
  }, [data, scope]);
  if (data !== null) return data;
  return last?.scope === scope ? last.data : null;
}
