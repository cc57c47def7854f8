/** A signed-in person of the host's tests, as `session.changed` carries her. */
import type { SessionUser } from '@refurb/shared-contracts/api/session';

export const ANA: SessionUser = {
  id: 'u-ana',
  deactivated_at: null,
  email: 'ana@example.ro',
  displayName: 'Ana Pop',
  phoneNumber: null,
};
