/**
 * A remote's effects in the browser: error reports (@sentry/react, shared with the host, whose
 * client is initialised there; on a page without Sentry they go to the console only), the
 * analytics data layer, navigation through the host's router (a history entry plus `popstate`,
 * which the host listens to), and leaving the site (a full page load).
 */
import type { RemoteName } from '@refurb/shared-contracts';
import * as Sentry from '@sentry/react';

export type ReportError = (message: string, tags: Record<string, string>) => void;

/** Reports tagged with the remote's name, as the host tags its own with `host`. */
export function createErrorReporter(remote: RemoteName | 'host'): ReportError {
  return (message, tags) => {
    console.error(`[refurb:${remote}]`, tags, message);
    if (!Sentry.getClient()) return;
    Sentry.withScope((scope) => {
      scope.setTags({ remote, ...tags });
      Sentry.captureException(new Error(message));
    });
  };
}

export type DataLayerTarget = { dataLayer?: unknown[] };

export function pushDataLayer(
  entry: Record<string, unknown>,
  target: DataLayerTarget = window as DataLayerTarget,
) {
  target.dataLayer ??= [];
  target.dataLayer.push(entry);
}

/** Another page through the host's router; the page already shown adds no history entry. */
export function navigateTo(url: string) {
  const { pathname, search, hash } = window.location;
  if (url === `${pathname}${search}${hash}`) return;
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** The same page, another address: no history entry (a step's canonical URL). */
export function replaceUrl(url: string) {
  window.history.replaceState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function leaveFor(url: string) {
  window.location.assign(url);
}
