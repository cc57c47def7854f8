/**
 * The checkout's effects in the browser: error reports (@sentry/react, shared with the host, whose
 * client is initialised there; on a page without Sentry they go to the console only), the
 * analytics data layer, navigation through the host's router (a history entry plus `popstate`),
 * and leaving for the payment gateway (a full page load).
 */
import * as Sentry from '@sentry/react';

export function reportError(message: string, tags: Record<string, string>) {
  console.error('[refurb:mf_checkout]', tags, message);
  if (!Sentry.getClient()) return;
  Sentry.withScope((scope) => {
    scope.setTags({ remote: 'mf_checkout', ...tags });
    Sentry.captureException(new Error(message));
  });
}

export type DataLayerTarget = { dataLayer?: unknown[] };

export function pushDataLayer(
  entry: Record<string, unknown>,
  target: DataLayerTarget = window as DataLayerTarget,
) {
  target.dataLayer ??= [];
  target.dataLayer.push(entry);
}

export function navigateTo(url: string) {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function leaveFor(url: string) {
  window.location.assign(url);
}
