/**
 * A port whose adapter is loaded on its first call: a page that never calls it never downloads
 * the adapter and the response schemas it parses with (the checkout's login step, the sign-in
 * pages before their form is sent). `methods` names every method that answers with a promise
 * (the type requires each one), and `own` gives what must answer at once (a link built from an
 * id). A load that fails fails that call, and the next call tries again.
 *
 * `preload()` starts the load early (a person's intent, such as focusing the form), so the first
 * call does not wait for the chunk.
 */
type AsyncKeys<T> = {
  [K in keyof T]-?: T[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof T];

export type LazyPort<T> = T & { readonly preload: () => void };

export function lazyPort<T extends object>(
  load: () => Promise<T>,
  methods: Readonly<Record<AsyncKeys<T>, true>>,
  own: Omit<T, AsyncKeys<T>>,
): LazyPort<T> {
  let loading: Promise<T> | null = null;
  const port = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const calls = Object.fromEntries(
    Object.keys(methods).map((name) => [
      name,
      async (...args: unknown[]) => {
        const loaded = (await port()) as Record<string, (...a: unknown[]) => Promise<unknown>>;
        const method = loaded[name];
        if (typeof method !== 'function') throw new Error(`lazy port: no method ${name}`);
        return method.apply(loaded, args);
      },
    ]),
  );
  return {
    ...own,
    ...calls,
    preload: () => void port().catch(() => undefined),
  } as unknown as LazyPort<T>;
}
