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
 *
 * Rendered on the server (app/server-page.tsx), the call is made there once per key and the
 * component suspends on it: the renderer writes the page once every answer is in. Hydrating in
 * the browser, the first render starts from the answer the server rendered with, and the call is
 * not made again.
 */
import * as React from 'react';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { usePageContext } from '../app/server-page';
import type { ApiFailure, ApiResult } from './shop-api';

export type Resource<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'failed'; readonly error: ApiFailure };

export function useResource<T>(
  key: string,
  load: () => Promise<ApiResult<T>>,
): Resource<T> & { readonly retry: () => void } {
  const page = usePageContext();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; resource: Resource<T> }>(() => {
    const rendered = page?.mode === 'hydrate' ? page.read(key) : undefined;
    return { key, resource: rendered ? settled(rendered as ApiResult<T>) : { status: 'loading' } };
  });
  useEffect(() => {
    // The answer is already shown (the server rendered with it): nothing to ask for.
    if (attempt === 0 && state.key === key && state.resource.status !== 'loading') return;
    let live = true;
    const timer = setTimeout(() => {
      void load().then((result) => {
        if (!live) return;
        startTransition(() => setState({ key, resource: settled(result) }));
      });
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `load` is recreated on every render; the key says when the resource changes. The state is
    // read only to skip the first call of a hydrated page.
  }, [key, attempt]);
  const retry = useCallback(() => {
    setState({ key, resource: { status: 'loading' } });
    setAttempt((n) => n + 1);
  }, [key]);
  if (page?.mode === 'server') {
    // On the server: the answer, waited for (the component suspends until it is in).
    const result = waitFor(page.load(key, load), () => page.answers.get(key)) as ApiResult<T>;
    return { ...settled(result), retry };
  }
  const resource: Resource<T> = state.key === key ? state.resource : { status: 'loading' };
  return { ...resource, retry };
}

/**
 * Starts a page's independent calls together on the server: each `useResource` suspends on its
 * own answer, so calls read one after another would wait for each other (a product page's
 * shapes, services and accessories: three round trips in a row). In the browser it does nothing
 * (each `useResource` starts its own call after the render).
 */
export function useStartedTogether(loads: Record<string, () => Promise<ApiResult<unknown>>>): void {
  const page = usePageContext();
  if (page?.mode !== 'server') return;
  for (const [key, load] of Object.entries(loads)) void page.load(key, load);
}

/**
 * React's `use` where React runs (the unit tests' server renders); Preact, which runs the pages
 * (docs/adr/0012-preact-runs-the-pages.md), has none: there the component throws the promise
 * until its answer is in, Suspense's older protocol, which Preact's renderer follows (React 19's
 * streaming renderer never renders such a component again). Read by name: the bundles import
 * `react` as preact/compat, and an import of a name it lacks fails their build.
 */
const reactUse = Reflect.get(React, 'use') as (<T>(promise: Promise<T>) => T) | undefined;

function waitFor<T>(answering: Promise<T>, answered: () => T | undefined): T {
  if (reactUse) return reactUse(answering);
  const answer = answered();
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's protocol
  if (answer === undefined) throw answering;
  return answer;
}

function settled<T>(result: ApiResult<T>): Resource<T> {
  return result.ok
    ? { status: 'ready', data: result.data }
    : { status: 'failed', error: result.error };
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
  // Kept for the next key's wait in the render that shows it (state from an earlier render, set
  // while rendering): kept in an effect after it, a choice made before that effect ran (a grade
  // clicked at once on a busy phone) found nothing kept, and the page fell back to its loading
  // state, taking the clicked radio and its focus with it.
  if (data !== null && (last?.data !== data || last.scope !== scope)) setLast({ scope, data });
  if (data !== null) return data;
  return last?.scope === scope ? last.data : null;
}
