/**
 * The visitor's cookie choice (spec section 6): ad storage and analytics storage are asked for;
 * functionality is always granted; ad user data and personalization follow ad storage (the rule
 * book's `consentUpdate`). Kept in localStorage, parsed on read (a bad record is dropped and the
 * banner shown again), and every decision is pushed to the data layer as a consent update.
 */
import { consentUpdate, type ConsentUpdate } from '@refurb/shared-contracts/cart';
import * as z from 'zod/mini';

export const CONSENT_STORAGE_KEY = 'refurb:consent:v1';

/**
 * The decision cookie: only that the visitor has decided (never what), so the host server draws
 * the page without the banner for them (a page is cached once per value: with and without).
 * The choice itself stays in storage. Kept a year; a choice older than its record is asked again
 * in the browser as before.
 */
export const CONSENT_COOKIE = 'refurb_consent';

export function markDecided(target: { cookie: string }, secure: boolean): void {
  try {
    target.cookie = `${CONSENT_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
  } catch {
    // Cookies blocked: the banner is drawn on each page, and closed once the choice is read.
  }
}

export function hasDecidedCookie(target: { cookie: string }): boolean {
  try {
    return target.cookie.split(';').some((part) => part.trim() === `${CONSENT_COOKIE}=1`);
  } catch {
    return false;
  }
}

const StoredConsentSchema = z.object({
  v: z.literal(1),
  ad: z.boolean(),
  analytics: z.boolean(),
  decidedAt: z.int().check(z.nonnegative()),
});
export type ConsentChoice = { readonly ad: boolean; readonly analytics: boolean };

export interface ConsentEvent {
  readonly event: 'consent_update';
  readonly consent: ConsentUpdate;
}

type DataLayerWindow = { dataLayer?: unknown[] };

export function readConsent(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
): ConsentChoice | null {
  try {
    const raw = storage.getItem(CONSENT_STORAGE_KEY);
    if (raw === null) return null;
    const parsed = StoredConsentSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return { ad: parsed.data.ad, analytics: parsed.data.analytics };
    storage.removeItem(CONSENT_STORAGE_KEY);
    return null;
  } catch {
    return null;
  }
}

export function pushConsent(target: DataLayerWindow, choice: ConsentChoice): ConsentEvent {
  const event: ConsentEvent = { event: 'consent_update', consent: consentUpdate(choice) };
  target.dataLayer ??= [];
  target.dataLayer.push(event);
  return event;
}

export function saveConsent(
  storage: Pick<Storage, 'setItem'>,
  target: DataLayerWindow,
  choice: ConsentChoice,
  now = Date.now(),
): ConsentEvent {
  try {
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ v: 1, ...choice, decidedAt: now }));
  } catch {
    // Storage full or blocked: the choice still applies to this page view.
  }
  return pushConsent(target, choice);
}
