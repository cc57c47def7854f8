/** Loads one API resource for a page: loading, ready or failed, with a retry. */
import { useCallback, useEffect, useState } from 'react';
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
    void load().then((result) => {
      if (!live) return;
      setState({
        key,
        resource: result.ok
          ? { status: 'ready', data: result.data }
          : { status: 'failed', error: result.error },
      });
    });
    return () => {
      live = false;
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
