/**
 * The identity port: verifies a Firebase ID token, mints the custom token the browser's cloud
 * sync signs in with, finds the people partner sign-ins are linked to and creates the accounts
 * they start, creates the accounts people register, and sends password-reset mails. It also says whether
 * a person's Firebase account still stands (`userStatus`: disabled, and the time before which
 * their tokens were revoked, which a password change moves) and revokes their refresh tokens
 * (`revokeSessions`, at logout), so a shop session ends with the identity it came from. The Firebase implementation talks to the Auth emulator
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

/** What an ID token says of the sign-in behind it (its `firebase.sign_in_provider`, `auth_time`). */
export interface SignInFacts {
  /** `password`, `google.com`, `emailLink`..., or `custom`: made from a custom token. */
  readonly signInProvider: string | null;
  /** When the person last proved who they are (not when this token was issued). */
  readonly authTime: Date | null;
}

export type IdTokenResult =
  | { readonly ok: true; readonly identity: VerifiedIdentity; readonly signIn: SignInFacts }
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' | 'revoked' | 'disabled' };

/** A Firebase account's standing, as `userStatus` reads it. */
export interface UserStatus {
  /** Disabled by an administrator, or no longer there. */
  readonly disabled: boolean;
  /** Tokens issued before this were revoked (`revokeRefreshTokens`, a password change). */
  readonly tokensValidAfter: Date | null;
}

export interface IdentityVerifier {
  verifyIdToken(idToken: string): Promise<IdTokenResult>;
  /** The account's standing now; a person Firebase no longer knows is `disabled`. */
  userStatus(uid: string): Promise<UserStatus>;
  /** Revokes every refresh token of the person: no device gets new ID tokens without signing in. */
  revokeSessions(uid: string): Promise<void>;
  customToken(uid: string): Promise<string>;
  /** The uid of the Firebase user with this e-mail address, or null. */
  userIdByEmail(email: string): Promise<string | null>;
  /**
   * The person behind a linked partner identity (partner_links): `disabled` when Firebase has
   * disabled them or no longer knows them.
   */
  identityOf(uid: string): Promise<IdentityResult>;
  /**
   * A new account for a partner sign-in with no password (the person signs in through the
   * partner, or sets a password with "forgot password"): the partner's e-mail counts as verified
   * only if the partner says it verified it. `email-in-use` when the address has an account.
   */
  createPartnerUser(account: {
    email: string;
    emailVerified: boolean;
    displayName: string | null;
  }): Promise<
    | { readonly ok: true; readonly identity: VerifiedIdentity }
    | { readonly ok: false; readonly reason: 'email-in-use' }
  >;
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
const toVerifiedIdentity = (
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
        const provider: unknown = decoded.firebase?.sign_in_provider;
        return {
          ok: true,
          identity: {
            uid: decoded.uid,
            email: decoded.email ?? null,
            displayName: typeof decoded.name === 'string' ? decoded.name : null,
            phoneNumber: decoded.phone_number ?? null,
          },
          signIn: {
            signInProvider: typeof provider === 'string' ? provider : null,
            authTime:
              typeof decoded.auth_time === 'number' ? new Date(decoded.auth_time * 1000) : null,
          },
        };
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        return { ok: false, reason: REASONS[code] ?? 'invalid' };
      }
    },
    async userStatus(uid) {
      try {
        const record = await auth.getUser(uid);
        const after = record.tokensValidAfterTime ? new Date(record.tokensValidAfterTime) : null;
        return {
          disabled: record.disabled,
          tokensValidAfter: after && !Number.isNaN(after.getTime()) ? after : null,
        };
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/user-not-found') {
          return { disabled: true, tokensValidAfter: null };
        }
        throw error;
      }
    },
    async revokeSessions(uid) {
      try {
        await auth.revokeRefreshTokens(uid);
      } catch (error) {
        // A person Firebase no longer knows has nothing left to revoke.
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
    },
    customToken: (uid) => auth.createCustomToken(uid),
    async createAccount({ email, password, displayName }) {
      try {
        const record = await auth.createUser({ email, password, displayName });
        return { ok: true, identity: toVerifiedIdentity(record, email, displayName) };
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/email-already-exists') {
          return { ok: false, reason: 'email-in-use' };
        }
        throw error;
      }
    },
    sendPasswordReset: (email, continueUrl, language) =>
      sendResetMail(options, email, continueUrl, language),
    async userIdByEmail(email) {
      try {
        return (await auth.getUserByEmail(email)).uid;
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/user-not-found') return null;
        throw error;
      }
    },
    async identityOf(uid) {
      try {
        const record = await auth.getUser(uid);
        if (record.disabled) return { ok: false, reason: 'disabled' };
        return {
          ok: true,
          identity: { ...toVerifiedIdentity(record, '', null), email: record.email ?? null },
        };
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/user-not-found') {
          return { ok: false, reason: 'disabled' };
        }
        throw error;
      }
    },
    async createPartnerUser({ email, emailVerified, displayName }) {
      try {
        const record = await auth.createUser({
          email,
          emailVerified,
          ...(displayName ? { displayName } : {}),
        });
        return { ok: true, identity: toVerifiedIdentity(record, email, displayName) };
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/email-already-exists') {
          return { ok: false, reason: 'email-in-use' };
        }
        throw error;
      }
    },
  };
}
