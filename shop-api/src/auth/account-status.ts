/**
 * A person's Firebase standing (disabled, tokens revoked after a time), asked of the identity
 * service at most once per `ttlMs` per person and kept in memory in between, so a session's every
 * call does not cost a call to Firebase, and a password change or a disabled account ends the
 * shop's sessions within `ttlMs` (routes/bff.ts `sessionUser`). What the shop itself changes
 * (its logout, log out everywhere) is `forget`-ten at once in this process; other instances see it
 * through the database (users.repository.ts), not through this cache.
 *
 * When the identity service cannot be reached, a standing read before is used (however old) and a
 * person never read is a fault (503): sessions do not outlive a revocation because Google is slow,
 * and do not all fail because of one slow answer either.
 */
import { HttpError } from '../http/errors.js';
import type { Clock } from '../services.js';
import type { IdentityVerifier, UserStatus } from './identity.js';

/** Two minutes: how long a revocation or a disabled account may go unseen by a live session. */
export const ACCOUNT_STATUS_TTL_MS = 120_000;

export interface AccountStatusCheck {
  status(uid: string): Promise<UserStatus>;
  /** Drops what is known of the person: the next `status` asks the identity service. */
  forget(uid: string): void;
}

export function createAccountStatusCheck(options: {
  identity: Pick<IdentityVerifier, 'userStatus'>;
  clock: Clock;
  ttlMs?: number;
}): AccountStatusCheck {
  const ttl = options.ttlMs ?? ACCOUNT_STATUS_TTL_MS;
  const known = new Map<string, { readonly at: number; readonly status: UserStatus }>();
  return {
    async status(uid) {
      const now = options.clock().getTime();
      const seen = known.get(uid);
      if (seen && now >= seen.at && now - seen.at < ttl) return seen.status;
      if (known.size > 10_000) {
        for (const [key, entry] of known) if (now - entry.at >= ttl) known.delete(key);
      }
      try {
        const status = await options.identity.userStatus(uid);
        known.set(uid, { at: now, status });
        return status;
      } catch (error) {
        if (seen) return seen.status;
        throw new HttpError(
          503,
          'identity_unavailable',
          `The identity service could not be reached (${error instanceof Error ? error.message : String(error)}); try again.`,
        );
      }
    },
    forget: (uid) => void known.delete(uid),
  };
}
