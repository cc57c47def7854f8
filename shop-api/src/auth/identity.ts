/**
 * The identity port: verifies a Firebase ID token, mints the custom token the browser's cloud
 * sync signs in with, and finds or creates the Firebase user a partner marketplace login vouches
 * for. The Firebase implementation talks to the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is
 * set (tokens there are unsigned `alg: none`, as the emulator accepts them); with service-account
 * credentials it verifies and signs for real.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type UserRecord } from 'firebase-admin/auth';

export interface VerifiedIdentity {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
  readonly phoneNumber: string | null;
}

export type IdentityResult =
  | { readonly ok: true; readonly identity: VerifiedIdentity }
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' | 'revoked' | 'disabled' };

export interface IdentityVerifier {
  verifyIdToken(idToken: string): Promise<IdentityResult>;
  customToken(uid: string): Promise<string>;
  /**
   * The Firebase user the partner marketplace vouched for: found by e-mail, or created with it
   * (verified, since the partner checked it). `disabled` when Firebase has disabled that user.
   */
  userForPartnerEmail(email: string, displayName: string | null): Promise<IdentityResult>;
}

const REASONS: Record<string, 'expired' | 'revoked' | 'disabled'> = {
  'auth/id-token-expired': 'expired',
  'auth/id-token-revoked': 'revoked',
  'auth/user-disabled': 'disabled',
};

export function createFirebaseIdentity(options: {
  projectId: string;
  emulatorHost?: string | undefined;
}): IdentityVerifier {
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  const name = `shop-api-${options.projectId}`;
  const app: App =
    getApps().find((a) => a.name === name) ?? initializeApp({ projectId: options.projectId }, name);
  const auth = getAuth(app);
  return {
    async verifyIdToken(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken, true);
        return {
          ok: true,
          identity: {
            uid: decoded.uid,
            email: decoded.email ?? null,
            displayName: typeof decoded.name === 'string' ? decoded.name : null,
            phoneNumber: decoded.phone_number ?? null,
          },
        };
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        return { ok: false, reason: REASONS[code] ?? 'invalid' };
      }
    },
    customToken: (uid) => auth.createCustomToken(uid),
    async userForPartnerEmail(email, displayName) {
      const record = await userByEmail(email, displayName);
      if (record.disabled) return { ok: false, reason: 'disabled' };
      return {
        ok: true,
        identity: {
          uid: record.uid,
          email: record.email ?? email,
          displayName: record.displayName ?? displayName,
          phoneNumber: record.phoneNumber ?? null,
        },
      };
    },
  };

  async function userByEmail(email: string, displayName: string | null): Promise<UserRecord> {
    const codeOf = (error: unknown) => (error as { code?: string }).code;
    try {
      return await auth.getUserByEmail(email);
    } catch (error) {
      if (codeOf(error) !== 'auth/user-not-found') throw error;
    }
    try {
      return await auth.createUser({
        email,
        emailVerified: true,
        ...(displayName ? { displayName } : {}),
      });
    } catch (error) {
      // Two partner logins for a new e-mail at once: the other one created it.
      if (codeOf(error) !== 'auth/email-already-exists') throw error;
      return auth.getUserByEmail(email);
    }
  }
}
