/**
 * The address a sign-in link was sent to, kept in this browser (local storage) so opening the
 * link here signs in without asking again. Read with its schema; anything else is dropped.
 */
import { describeError } from '@refurb/shared-contracts';
import * as z from 'zod/mini';

export const LINK_EMAIL_KEY = 'refurb:auth:email-for-link';
const StoredEmail = z.string().check(z.trim(), z.minLength(3), z.maxLength(254));

export interface LinkEmailStore {
  read(): string | null;
  write(email: string): void;
  clear(): void;
}

export function createLinkEmailStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  onInvalid: (reason: string) => void = () => undefined,
): LinkEmailStore {
  const attempt = (work: () => void) => {
    try {
      work();
    } catch (error) {
      onInvalid(`storage refused: ${describeError(error)}`);
    }
  };
  return {
    read() {
      let raw: string | null = null;
      attempt(() => (raw = storage?.getItem(LINK_EMAIL_KEY) ?? null));
      if (raw === null) return null;
      const parsed = StoredEmail.safeParse(raw);
      if (parsed.success) return parsed.data;
      onInvalid('stored e-mail for the sign-in link is not an address; dropped');
      attempt(() => storage?.removeItem(LINK_EMAIL_KEY));
      return null;
    },
    write: (email) => attempt(() => storage?.setItem(LINK_EMAIL_KEY, email)),
    clear: () => attempt(() => storage?.removeItem(LINK_EMAIL_KEY)),
  };
}
