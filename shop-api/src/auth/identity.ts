/**
 * The identity port: verifies a Firebase ID token, mints the custom token the browser's cloud
 * sync signs in with, finds or creates the Firebase user a partner marketplace login vouches
 * for, creates the accounts people register, and sends password-reset mails. The Firebase implementation talks to the Auth emulator
 * when FIREBASE_AUTH_EMULATOR_HOST is set (tokens there are unsigned `alg: none`, as the emulator
 * accepts them); with service-account credentials it verifies and signs for real.
 *
 * The reset mail goes through the Identity Toolkit REST call `accounts:sendOobCode` with the
 * project's web API key, the very call the browser SDK makes: firebase-admin can only make the
 * link (`generatePasswordResetLink`), not send Firebase's own localized mail.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { z } from 'zod';

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
  /**
   * A new e-mail-and-password account (POST /bff/register; the shop has checked the name and the
   * password by its own rules, which are stricter than the service's). `email-in-use` when the
   * address has an account already; any other refusal is a fault and throws.
   */
  createAccount(account: {
    email: string;
    password: string;
    displayName: string;
  }): Promise<
    | { readonly ok: true; readonly identity: VerifiedIdentity }
    | { readonly ok: false; readonly reason: 'email-in-use' }
  >;
  /**
   * Has the identity service mail a password-reset link for `email` that comes back to
   * `continueUrl` (already checked to be the shop's), in `language` when given. `no-account` when
   * the service knows no such (enabled) user; the caller answers both alike. Any other refusal is
   * a fault and throws: the shop's own limits are stricter than the service's.
   */
  sendPasswordReset(
    email: string,
    continueUrl: string,
    language?: string,
  ): Promise<'sent' | 'no-account'>;
}

/** Identity Toolkit's answers that mean "no such person": not told apart from a sent mail. */
const NO_ACCOUNT = new Set(['EMAIL_NOT_FOUND', 'USER_DISABLED']);

const ToolkitErrorSchema = z.object({
  error: z.object({ message: z.string() }),
});

/** Identity Toolkit's base: the emulator's over plain HTTP, else Google's. */
const toolkitBase = (emulatorHost: string | undefined) =>
  emulatorHost
    ? `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';

async function sendResetMail(
  options: { emulatorHost?: string | undefined; webApiKey: string },
  email: string,
  continueUrl: string,
  language: string | undefined,
): Promise<'sent' | 'no-account'> {
  const url = `${toolkitBase(options.emulatorHost)}/accounts:sendOobCode?key=${encodeURIComponent(options.webApiKey)}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // The language Firebase writes its mail template in (what the browser SDK's languageCode sets).
      ...(language ? { 'x-firebase-locale': language } : {}),
    },
    body: JSON.stringify({ requestType: 'PASSWORD_RESET', email, continueUrl }),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.ok) return 'sent';
  const body = ToolkitErrorSchema.safeParse(await response.json().catch(() => null));
  // Messages are `CODE` or `CODE : explanation`.
  const code = body.success ? (body.data.error.message.split(/[\s:]/)[0] ?? '') : '';
  if (NO_ACCOUNT.has(code)) return 'no-account';
  throw new Error(`identity: sendOobCode answered ${response.status} ${code || '(no code)'}`);
}

/** A Firebase user as the shop knows them, with what was asked for where the record has none. */
const identityOf = (
  record: UserRecord,
  email: string,
  displayName: string | null,
): VerifiedIdentity => ({
  uid: record.uid,
  email: record.email ?? email,
  displayName: record.displayName ?? displayName,
  phoneNumber: record.phoneNumber ?? null,
});

const REASONS: Record<string, 'expired' | 'revoked' | 'disabled'> = {
  'auth/id-token-expired': 'expired',
  'auth/id-token-revoked': 'revoked',
  'auth/user-disabled': 'disabled',
};

export function createFirebaseIdentity(options: {
  projectId: string;
  emulatorHost?: string | undefined;
  /** The project's web API key, for the reset mail; the emulator takes any. */
  webApiKey: string;
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
    async createAccount({ email, password, displayName }) {
      try {
        const record = await auth.createUser({ email, password, displayName });
        return { ok: true, identity: identityOf(record, email, displayName) };
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/email-already-exists') {
          return { ok: false, reason: 'email-in-use' };
        }
        throw error;
      }
    },
    sendPasswordReset: (email, continueUrl, language) =>
      sendResetMail(options, email, continueUrl, language),
    async userForPartnerEmail(email, displayName) {
      const record = await userByEmail(email, displayName);
      if (record.disabled) return { ok: false, reason: 'disabled' };
      return { ok: true, identity: identityOf(record, email, displayName) };
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
