/** Types of authMachine: what its pages send, what it keeps, and how its actors answer. */
import type { Country } from '@refurb/shared-contracts';
import type { SessionUser } from '@refurb/shared-contracts/api/session';
import type {
  FederatedProvider,
  IdentityErrorCode,
  SecondFactorHint,
  SignInOutcome,
} from '../ports/identity';

/** Which page the machine serves; `checkout` is the checkout login step's form. */
export type AuthPage = 'login' | 'register' | 'forgot' | 'checkout';

/**
 * A failure the page explains; the identity service's, or shop-api's at session creation, at
 * registration (`register-rate-limited`: its limit per visitor; `register-refused`: details it
 * would not take), or when asked for a reset mail (`reset-rate-limited`: its limits per visitor
 * and per e-mail address).
 */
export type AuthErrorCode =
  | IdentityErrorCode
  | 'bot-check-failed'
  | 'rate-limited'
  | 'register-rate-limited'
  | 'register-refused'
  | 'reset-rate-limited'
  | 'account-deactivated'
  | 'session-failed';

/** Expected failures are values (HOUSE-STYLE.md); only faults throw. */
export type AuthResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: AuthErrorCode };

export type FieldErrors = Readonly<Record<string, string>>;

/** A registration, as the register form sends it (checked) and shop-api takes it. */
export interface RegisterInput {
  readonly displayName: string;
  readonly email: string;
  readonly password: string;
}

export type SignInRequest =
  | { readonly method: 'password'; readonly email: string; readonly password: string }
  | { readonly method: 'link'; readonly email: string; readonly url: string }
  | { readonly method: 'phone'; readonly code: string }
  | { readonly method: 'federated'; readonly provider: FederatedProvider }
  | { readonly method: 'second-factor'; readonly code: string };

/** How a person got in: a sign-in, or a registration (which the shop signs in at once). */
export type SignInMethod = SignInRequest['method'] | 'register';

export type AuthLinkAction =
  | { readonly kind: 'sign-in-link'; readonly url: string }
  | { readonly kind: 'reset-password'; readonly code: string }
  | { readonly kind: 'verify-email'; readonly code: string };

export interface AuthInput {
  readonly page: AuthPage;
  readonly country: Country;
  /** Where to go after signing in (already checked to be a path of this site). */
  readonly redirect: string;
  /** The page was opened from a sign-in link or a password-reset link (read from its address). */
  readonly action: AuthLinkAction | null;
  /** The e-mail this browser sent a sign-in link to, if it remembers one. */
  readonly linkEmail: string | null;
}

export interface AuthContext extends AuthInput {
  readonly email: string;
  readonly phone: string | null;
  readonly hints: readonly SecondFactorHint[];
  readonly method: SignInMethod | null;
  readonly factorIndex: number;
  readonly fieldErrors: FieldErrors;
  readonly error: AuthErrorCode | null;
  readonly user: SessionUser | null;
}

export type AuthEvent =
  | { readonly type: 'password.submit'; readonly email: string; readonly password: string }
  | {
      readonly type: 'register.submit';
      readonly displayName: string;
      readonly email: string;
      readonly password: string;
      readonly acceptTerms: boolean;
    }
  | { readonly type: 'link.send'; readonly email: string }
  | { readonly type: 'link.complete'; readonly email: string }
  | { readonly type: 'phone.send'; readonly phone: string }
  | { readonly type: 'federated.start'; readonly provider: FederatedProvider }
  | { readonly type: 'factor.choose'; readonly index: number }
  | { readonly type: 'code.confirm'; readonly code: string }
  | { readonly type: 'code.resend' }
  | { readonly type: 'reset.send'; readonly email: string }
  | { readonly type: 'reset.confirm'; readonly password: string; readonly confirm: string }
  | { readonly type: 'back' };

export type { SignInOutcome };
