/**
 * What this browser tells about cloud sync before its code is loaded: the marks cloud sync leaves
 * ("signed in to Firebase", "a merge is owed after this tab's login"). Without either the person
 * may be a visitor with nothing to sign out of, and the cart loads cloud sync only when the page
 * says someone is logged in (`session.changed` with a user, cart-service.ts: the host announces
 * the session on every page, a login announces it too): a visitor's page does not evaluate it,
 * nor ask the BFF for a cloud token. No cookie is read: nothing a script can read tells of a
 * session (the session cookie is HttpOnly; the custom token comes from `GET /bff/me/cloud-token`).
 */
import { webStorage } from '@refurb/web-kit';

/** localStorage: this browser's cart app is signed in to Firebase (so a logout must sign out). */
export const SIGNED_IN_KEY = 'refurb:cart:cloud-signed-in';
/** sessionStorage: a merge of the local and cloud carts is owed after this tab's login. */
export const MERGE_KEY = 'refurb:cart:merge-after-login';
/**
 * localStorage: `{ uid, revision }`, the cloud cart's revision this browser's cart last matched
 * (cloud-sync.machine.ts, "First read"): not a sign of a session, only a hint for the first read.
 */
export const SYNCED_KEY = 'refurb:cart:cloud-revision';

/** Whether cloud sync may have something to do on this page now (else only after a login). */
export function mayHaveCloudSession(): boolean {
  return (
    webStorage('localStorage').getItem(SIGNED_IN_KEY) !== null ||
    webStorage('sessionStorage').getItem(MERGE_KEY) !== null
  );
}
