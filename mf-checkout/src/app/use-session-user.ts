/** The logged-in person from `session.changed` (replayed to late subscribers), or null. */
import type { SessionUser } from '@refurb/shared-contracts';
import { useEffect, useState } from 'react';
import { useCheckoutServices } from './checkout-context';

export function useSessionUser(): SessionUser | null {
  const { bus } = useCheckoutServices();
  const [user, setUser] = useState<SessionUser | null>(null);
  useEffect(() => bus.subscribe('session.changed', (payload) => setUser(payload.user)), [bus]);
  return user;
}
