/**
 * A remote's effects in the browser: error reports (the console, and an `error.reported` event
 * the host's error reporter sends on to Sentry: no remote ships an error SDK, and a page loads
 * the host's only when there is something to report; on a page without a host the console line
 * is the report), the analytics data layer, navigation through the host's router (a history
 * entry plus `popstate`, which the host listens to), and leaving the site (a full page load).
 */
import { createEventBus, type RemoteName } from '@refurb/shared-contracts/runtime';

export type ReportError = (message: string, tags: Record<string, string>) => void;

/** The longest message and tag value an `error.reported` event carries (its contract's limits). */
const MAX_MESSAGE = 4000;
const MAX_TAG = 400;

/** Reports tagged with the remote's name, as the host tags its own with `host`. */
export function createErrorReporter(remote: RemoteName | 'host'): ReportError {
  const bus = createEventBus({
    target: window,
    createEvent: (name, detail) => new CustomEvent(name, { detail }),
  });
  return (message, tags) => {
    console.error(`[refurb:${remote}]`, tags, message);
    bus.publish('error.reported', {
      source: remote,
      message: message.slice(0, MAX_MESSAGE),
      tags: Object.fromEntries(
        Object.entries(tags).map(([key, value]) => [key, String(value).slice(0, MAX_TAG)]),
      ),
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
