/**
 * What a remote's standalone dev page does in the host's place: the site from `?country=`, the
 * page language, and who is signed in, announced on the bus from shop-api's `/bff/session` (the dev
 * server proxies the service bases), so the remote behaves as it would on a site.
 */
import { isCountry, type Country } from '@refurb/shared-contracts';
import { SessionStateResponseSchema } from '@refurb/shared-contracts/api/session';
import { createEventBus, type EventBus } from '@refurb/shared-contracts/runtime';

export interface StandalonePage {
  readonly country: Country;
  readonly query: URLSearchParams;
  readonly bus: EventBus;
}

export function standalonePage(): StandalonePage {
  const query = new URLSearchParams(window.location.search);
  const asked = query.get('country');
  const country = isCountry(asked) ? asked : 'ro';
  document.documentElement.lang = country === 'gr' ? 'el' : country;
  const bus = createEventBus({
    target: window,
    createEvent: (name, detail) => new CustomEvent(name, { detail }),
  });
  return { country, query, bus };
}

/** Publishes `session.changed` from `/bff/session`: the user, or null for a visitor. */
export function announceSession(bus: EventBus): Promise<void> {
  return fetch('/bff/session', { credentials: 'same-origin' }).then(async (response) => {
    const parsed = SessionStateResponseSchema.safeParse(await response.json().catch(() => null));
    if (parsed.success) bus.publish('session.changed', { user: parsed.data.user });
  });
}
