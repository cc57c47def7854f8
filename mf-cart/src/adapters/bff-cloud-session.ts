/**
 * The CloudSession in the browser: the BFF says who the session belongs to (`GET /bff/me`, which
 * also renews the custom-token cookie), the custom-token cookie is read from `document.cookie`,
 * and Firebase Auth (loaded only when needed) signs in with it. Whether this browser's cart app is
 * signed in to Firebase is remembered in localStorage, so a visitor never loads Firebase just to
 * sign out.
 */
import {
  createJsonCall,
  guardedStorage,
  CUSTOM_TOKEN_COOKIE,
  SessionResponseSchema,
  type RuntimeConfig,
} from '@refurb/shared-contracts';
import { readCookie, SIGNED_IN_KEY } from '../cloud/cloud-hints';
import type { CloudSession, Outcome, SessionCheck, SignInOutcome } from '../ports/cloud-session';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createBffCloudSession(config: RuntimeConfig, apiOrigin = ''): CloudSession {
  // Storage that refuses only costs loading Firebase to sign out of it.
  const remembered = guardedStorage(() => localStorage);
  const call = createJsonCall(
    (url, init) => fetch(url, init as RequestInit),
    {
      credentials: apiOrigin ? 'include' : 'same-origin',
    },
    config.network,
  );
  const firebase = () =>
    import('../cloud/firebase').then((m) => m.connectCartFirebase(config.firebase));
  return {
    async check(): Promise<SessionCheck> {
      const hadToken = readCookie(CUSTOM_TOKEN_COOKIE) !== null;
      const me = await call(SessionResponseSchema, `${apiOrigin}${config.services.bff}/me`);
      if (!me.ok) {
        if (me.error.status === 401) return { kind: 'visitor' };
        throw new Error(`${config.services.bff}/me: ${me.error.status} ${me.error.message}`);
      }
      if (me.data.user.deactivated_at) return { kind: 'deactivated' };
      const token = readCookie(CUSTOM_TOKEN_COOKIE);
      if (!hadToken || !token) return { kind: 'token-missing' };
      return { kind: 'user', uid: me.data.user.id, customToken: token };
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
