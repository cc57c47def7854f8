/**
 * The SessionStore port (ARCHITECTURE.md): checkout's steps kept in session storage under the
 * spec's keys, so a reload resumes where the person was and leaving checkout clears exactly them.
 */
import type { CheckoutSession, CheckoutSessionSchemas } from '@refurb/shared-contracts/checkout';
import type * as z from 'zod/mini';

type Key = keyof typeof CheckoutSessionSchemas;

export interface CheckoutSessionStore {
  /** Every readable entry; entries that are not (another version, a bad shape) are named. */
  read(): { readonly session: CheckoutSession; readonly problems: readonly string[] };
  write<K extends Key>(key: K, value: z.infer<(typeof CheckoutSessionSchemas)[K]>): boolean;
  /** Checkout reset: removes exactly the spec's six keys. */
  clear(): void;
}
