/**
 * The logged-in person from `session.changed` (replayed to late subscribers): `undefined` until
 * the host has said, then the user or null (a visitor).
 */
import type { SessionUser } from '@refurb/shared-contracts/api/session';
import type { EventBus } from '@refurb/shared-contracts/runtime';
import { useEffect, useState } from 'react';

export function useSessionUser(bus: EventBus): SessionUser | null | undefined {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);
  useEffect(() => bus.subscribe('session.changed', (payload) => setUser(payload.user)), [bus]);
  return user;
}
