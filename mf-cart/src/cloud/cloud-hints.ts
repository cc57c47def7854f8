/**
 * What this browser tells about cloud sync before its code is loaded: the marks cloud sync leaves
 * (the custom-token cookie of a session, "signed in to Firebase", "a merge is owed after this
 * tab's login"). Without any of them the person is a visitor with nothing to sign out of, and the
 * cart loads cloud sync only when they log in (cart-service.ts): a visitor's page does not
 * evaluate it, nor ask the BFF who they are.
 */
import { CUSTOM_TOKEN_COOKIE, guardedStorage } from '@refurb/shared-contracts';

/** localStorage: this browser's cart app is signed in to Firebase (so a logout must sign out). */
export const SIGNED_IN_KEY = 'refurb:cart:cloud-signed-in';
/** sessionStorage: a merge of the local and cloud carts is owed after this tab's login. */
export const MERGE_KEY = 'refurb:cart:merge-after-login';

export function readCookie(name: string, cookies = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Whether cloud sync may have something to do on this page now (else only after a login). */
export function mayHaveCloudSession(cookies = document.cookie): boolean {
  return (
    readCookie(CUSTOM_TOKEN_COOKIE, cookies) !== null ||
    guardedStorage(() => localStorage).getItem(SIGNED_IN_KEY) !== null ||
    guardedStorage(() => sessionStorage).getItem(MERGE_KEY) !== null
  );
}
