/**
 * The Identity port: the hosted authentication service of spec section 7 (Firebase Auth; the
 * Auth emulator locally and in tests). Every sign-in method ends in an ID token for shop-api's
 * `POST /bff/session`, or asks for a second factor first. Failures are `IdentityError`s with a
 * code the pages turn into a message a person can act on; the SDK's own codes stay in the adapter.
 */
export type FederatedProvider = 'google' | 'facebook' | 'apple';

export const IDENTITY_ERROR_CODES = [
  'wrong-password',
  'unknown-email',
  'too-many-attempts',
  'expired-link',
  'wrong-code',
  'expired-code',
  'email-in-use',
  'weak-password',
  'invalid-email',
  'invalid-phone',
  'popup-closed',
  'popup-blocked',
  'account-disabled',
  'needs-recent-login',
  'unverified-email',
  'network',
  'unknown',
] as const;
export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[number];

export class IdentityError extends Error {
  constructor(
    readonly code: IdentityErrorCode,
    detail?: string,
  ) {
    super(detail ?? code);
    this.name = 'IdentityError';
  }
}

export const identityErrorCode = (error: unknown): IdentityErrorCode =>
  error instanceof IdentityError ? error.code : 'unknown';

/** One enrolled second factor, as much as the person needs to recognise it. */
export interface SecondFactorHint {
  readonly index: number;
  /** `+40 ••• ••• 678` */
  readonly label: string;
}

export type SignInOutcome =
  | { readonly kind: 'signed-in'; readonly idToken: string }
  | { readonly kind: 'second-factor'; readonly hints: readonly SecondFactorHint[] };

export interface Identity {
  signInWithPassword(email: string, password: string): Promise<SignInOutcome>;
  /** Sends a sign-in link that opens `continueUrl`. */
  sendSignInLink(email: string, continueUrl: string): Promise<void>;
  isSignInLink(url: string): boolean;
  completeSignInLink(email: string, url: string): Promise<SignInOutcome>;
  /** Sends an SMS code to an E.164 number; `confirmPhoneCode` completes it. */
  sendPhoneCode(phoneNumber: string): Promise<void>;
  confirmPhoneCode(code: string): Promise<SignInOutcome>;
  signInWithProvider(provider: FederatedProvider): Promise<SignInOutcome>;
  /** After a `second-factor` outcome: sends the code to the chosen factor. */
  sendSecondFactorCode(hintIndex: number): Promise<void>;
  confirmSecondFactorCode(code: string): Promise<SignInOutcome>;
  // No `register` and no `sendPasswordReset`: the shop creates accounts (AccountApi.register)
  // and sends reset mails (AccountApi.requestPasswordReset), within its rate limits and behind
  // the bot check, which the browser calling the service cannot be.
  /** The e-mail a reset code belongs to (an expired or used code is an `expired-link` error). */
  checkPasswordResetCode(code: string): Promise<string>;
  confirmPasswordReset(code: string, newPassword: string): Promise<void>;
  /** Settings: a new password for the signed-in person, after proving the current one. */
  changePassword(email: string, currentPassword: string, newPassword: string): Promise<void>;
  /**
   * Settings: a phone as a second factor. The service asks for a recent sign-in (the password)
   * and a confirmed e-mail address (else `unverified-email`); the code it sends completes it.
   */
  startSecondFactorEnrolment(email: string, password: string, phoneNumber: string): Promise<void>;
  confirmSecondFactorEnrolment(code: string): Promise<void>;
  /** Sends the e-mail whose link (back at `continueUrl`) confirms the address. */
  sendEmailVerification(email: string, password: string, continueUrl: string): Promise<void>;
  /** Completes it with the link's code (an expired or used one is `expired-link`). */
  confirmEmail(code: string): Promise<void>;
  signOut(): Promise<void>;
}
