/**
 * On every page load the host says who is logged in: `session.changed` with the BFF's user, or
 * null for a visitor (401). The event is replayed to late subscribers, so the cart's checkout link
 * (the page-variant rule), checkout's saved addresses and the cloud sync all know from the start.
 * When the BFF cannot be asked (offline), nothing is said: nobody is told a wrong answer.
 */
import type { ApiResult, EventBus, SessionResponse } from '@refurb/shared-contracts';

export async function announceSession(
  me: () => Promise<ApiResult<SessionResponse>>,
  bus: Pick<EventBus, 'publish'>,
): Promise<void> {
  const answer = await me();
  if (answer.ok) bus.publish('session.changed', { user: answer.data.user });
  else if (answer.error.status === 401) bus.publish('session.changed', { user: null });
}
