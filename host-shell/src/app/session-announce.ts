/**
 * On every page load the host says who is logged in: `session.changed` with the BFF's user, or
 * null for a visitor (`GET /bff/session`, which answers a visitor with 200 and no one). The event is replayed to late subscribers, so the cart's checkout link
 * (the page-variant rule), checkout's saved addresses and the cloud sync all know from the start.
 * When the BFF cannot be asked (offline), nothing is said: nobody is told a wrong answer.
 */
import type { SessionStateResponse } from '@refurb/shared-contracts/api/session';
import type { ApiResult, EventBus } from '@refurb/shared-contracts/runtime';

export async function announceSession(
  session: () => Promise<ApiResult<SessionStateResponse>>,
  bus: Pick<EventBus, 'publish'>,
): Promise<void> {
  const answer = await session();
  if (answer.ok) bus.publish('session.changed', { user: answer.data.user });
}
