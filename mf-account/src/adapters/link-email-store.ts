/**
 * The address a sign-in link was sent to, kept in this browser (local storage) so opening the
 * link here signs in without asking again. Read with its schema; anything else is dropped.
 * Storage may refuse at any step (`guardedStorage`: blocked, private mode, quota): each refusal is
 * reported and the person is asked for the address instead. No call here throws.
 */
import { guardedStorage, type StorageLike } from '@refurb/shared-contracts/runtime';
import * as z from 'zod/mini';

export const LINK_EMAIL_KEY = 'refurb:auth:email-for-link';
export const LinkEmailSchema = z.string().check(z.trim(), z.minLength(3), z.maxLength(254));

export interface LinkEmailStore {
  read(): string | null;
  write(email: string): void;
  clear(): void;
}

/**
 * `storage` may be given as the way to open it (`() => window.localStorage`), so that a storage
 * whose very access throws is met, and reported, inside the guard.
 */
export function createLinkEmailStore(
  storage: StorageLike | null | (() => StorageLike | null),
  onInvalid: (reason: string) => void = () => undefined,
): LinkEmailStore {
  const guarded = guardedStorage(
    typeof storage === 'function' ? storage : () => storage,
    onInvalid,
  );
  return {
    read() {
      const raw = guarded.getItem(LINK_EMAIL_KEY);
      if (raw === null) return null;
      const parsed = LinkEmailSchema.safeParse(raw);
      if (parsed.success) return parsed.data;
      onInvalid('stored e-mail for the sign-in link is not an address; dropped');
      guarded.removeItem(LINK_EMAIL_KEY);
      return null;
    },
    write(email) {
      const parsed = LinkEmailSchema.safeParse(email);
      if (!parsed.success) onInvalid('e-mail for the sign-in link is not an address; not kept');
      // An address from an earlier link must not stay behind: the new link would be tried with it.
      if (!parsed.success || !guarded.setItem(LINK_EMAIL_KEY, parsed.data)) {
        guarded.removeItem(LINK_EMAIL_KEY);
      }
    },
    clear() {
      guarded.removeItem(LINK_EMAIL_KEY);
    },
  };
}
