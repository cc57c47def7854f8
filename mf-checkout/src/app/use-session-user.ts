/** The logged-in person from `session.changed` (replayed to late subscribers), or null. */
import type { SessionUser } from '@refurb/shared-contracts/api/session';
import { useSessionUser as useBusSessionUser } from '@refurb/web-kit';
import { useCheckoutServices } from './checkout-context';

export function useSessionUser(): SessionUser | null {
  return useBusSessionUser(useCheckoutServices().bus) ?? null;
}
