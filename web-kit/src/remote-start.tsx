/**
 * How every remote's root starts: its styles in the page (or in the shadow root it renders in),
 * the runtime config read (or given, in tests and Storybook) and its currencies configured
 * (shared-contracts' `configureCurrencies`), then its services built; until then
 * "loading", and when anything fails "failed" (the remote reports it and shows a message a person
 * can act on).
 */
import { configureCurrencies, type RuntimeConfig } from '@refurb/shared-contracts/runtime';
import { useEffect, useRef, useState } from 'react';
import { loadRuntimeConfig } from './runtime-config';
import { ensureStyles } from './styles';

export type RemoteStart<S> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'ready'; readonly services: S };

export function useRemoteStart<S>(options: {
  readonly styleId: string;
  /** None for a root that draws nothing (a view-less service): no styles put in the page. */
  readonly styles?: string | undefined;
  /** Where the styles go: the document's head (default), or the shadow root the remote is in. */
  readonly styleRoot?: Document | ShadowRoot | undefined;
  readonly config?: RuntimeConfig | undefined;
  readonly configUrl?: string | undefined;
  /** What the services depend on besides the config (the site, shop-api's origin). */
  readonly key: string;
  readonly start: (config: RuntimeConfig) => S | Promise<S>;
  readonly onFailed: (error: unknown) => void;
}): RemoteStart<S> {
  const { styleId, styles, styleRoot, config, configUrl, key } = options;
  const [state, setState] = useState<{ key: string; start: RemoteStart<S> } | null>(null);
  // The latest callbacks are used; a new function each render must not start the remote again.
  const callbacks = useRef({ start: options.start, onFailed: options.onFailed });
  useEffect(() => {
    callbacks.current = { start: options.start, onFailed: options.onFailed };
  });
  const loadKey = `${key}|${configUrl ?? ''}`;
  useEffect(() => {
    if (styles !== undefined) ensureStyles(styleId, styles, styleRoot);
    let live = true;
    (config ? Promise.resolve(config) : loadRuntimeConfig(configUrl))
      .then((loaded) => {
        // The sites' configured currencies, in the contracts' copy this remote reads (the host's,
        // docs/adr/0016, or its own): set before its services and words, before any price shows.
        configureCurrencies(loaded.currencies);
        return callbacks.current.start(loaded);
      })
      .then(
        (services) => live && setState({ key: loadKey, start: { kind: 'ready', services } }),
        (error: unknown) => {
          callbacks.current.onFailed(error);
          if (live) setState({ key: loadKey, start: { kind: 'failed' } });
        },
      );
    return () => {
      live = false;
    };
  }, [styleId, styles, styleRoot, config, configUrl, loadKey]);
  return state?.key === loadKey ? state.start : { kind: 'loading' };
}

/** The root's own words while it starts: a status line, or the alert when it cannot. */
export function StartStatus({
  kind,
  loading,
  title,
  text,
  loadingClass,
  failedClass,
}: {
  readonly kind: 'loading' | 'failed';
  readonly loading: string;
  readonly title: string;
  readonly text: string;
  readonly loadingClass: string;
  readonly failedClass: string;
}) {
  return kind === 'loading' ? (
    <p role="status" className={loadingClass}>
      {loading}
    </p>
  ) : (
    <div role="alert" className={failedClass}>
      <p>
        <strong>{title}</strong>
      </p>
      <p>{text}</p>
    </div>
  );
}
