/**
 * The CloudSession in the browser: the BFF says who the session belongs to (`GET /bff/me`), then
 * hands over the Firebase custom token for that session (`GET /bff/me/cloud-token`, `no-store`),
 * which is kept in memory for the one sign-in and never written anywhere a script on another page
 * could find it; Firebase Auth (loaded only when needed) signs in with it. Whether this browser's
 * cart app is signed in to Firebase is remembered in localStorage, so a visitor never loads
 * Firebase just to sign out.
 *
 * The spec's "custom token cookie" (section 4, "Session handling") is this call's answer: "no
 * custom token but a session cookie" is the token call answering 401 while `me` has just said a
 * person is signed in (their session ended in between: a logout elsewhere, a revocation). That is
 * `token-missing`, and the machine signs out of the cloud, empties the cart and goes to logout, as
 * the spec says. A 403 `account_deactivated` from the token call is `deactivated`, as `me`'s
 * `deactivated_at` is.
 */
import {
  CloudTokenResponseSchema,
  SessionResponseSchema,
} from '@refurb/shared-contracts/api/session';
import { createJsonCall, type RuntimeConfig } from '@refurb/shared-contracts/runtime';
import { webStorage } from '@refurb/web-kit';
import { SIGNED_IN_KEY } from '../cloud/cloud-hints';
import type { CloudSession, Outcome, SessionCheck, SignInOutcome } from '../ports/cloud-session';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createBffCloudSession(config: RuntimeConfig, apiOrigin = ''): CloudSession {
  // Storage that refuses only costs loading Firebase to sign out of it.
  const remembered = webStorage('localStorage');
  const call = createJsonCall(
    (url, init) => fetch(url, init as RequestInit),
    {
      credentials: apiOrigin ? 'include' : 'same-origin',
    },
    config.network,
  );
  const firebase = () =>
    import('../cloud/firebase').then((m) => m.connectCartFirebase(config.firebase));
  const bff = `${apiOrigin}${config.services.bff}`;
  return {
    async check(): Promise<SessionCheck> {
      const me = await call(SessionResponseSchema, `${bff}/me`);
      if (!me.ok) {
        if (me.error.status === 401) return { kind: 'visitor' };
        throw new Error(`${config.services.bff}/me: ${me.error.status} ${me.error.message}`);
      }
      if (me.data.user.deactivated_at) return { kind: 'deactivated' };
      const token = await call(CloudTokenResponseSchema, `${bff}/me/cloud-token`);
      if (!token.ok) {
        if (token.error.status === 401) return { kind: 'token-missing' };
        if (token.error.status === 403) return { kind: 'deactivated' };
        throw new Error(
          `${config.services.bff}/me/cloud-token: ${token.error.status} ${token.error.message}`,
        );
      }
      return { kind: 'user', uid: me.data.user.id, customToken: token.data.token };
    },
    async signIn(customToken): Promise<SignInOutcome> {
      try {
        const [{ auth }, { signInWithCustomToken }] = await Promise.all([
          firebase(),
          import('firebase/auth'),
        ]);
        const credential = await signInWithCustomToken(auth, customToken);
        remembered.setItem(SIGNED_IN_KEY, '1');
        return { ok: true, uid: credential.user.uid };
      } catch (error) {
        return { ok: false, error: message(error) };
      }
    },
    async signOut(): Promise<Outcome> {
      if (remembered.getItem(SIGNED_IN_KEY) === null) return { ok: true };
      try {
        const [{ auth }, { signOut }] = await Promise.all([firebase(), import('firebase/auth')]);
        await signOut(auth);
        remembered.removeItem(SIGNED_IN_KEY);
        return { ok: true };
      } catch (error) {
        return { ok: false, error: message(error) };
      }
    },
  };
}
