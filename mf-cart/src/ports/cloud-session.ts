/**
 * The person's session as the cart's cloud sync sees it (spec section 4, "Session handling"):
 * the BFF's answer about the session, the custom-token cookie, and the cloud sign-in. Answers are
 * values; the machine decides what follows.
 */
export type SessionCheck =
  | { readonly kind: 'visitor' }
  | { readonly kind: 'deactivated' }
  /** A session cookie without the custom-token cookie. */
  | { readonly kind: 'token-missing' }
  | { readonly kind: 'user'; readonly uid: string; readonly customToken: string };

export type Outcome = { readonly ok: true } | { readonly ok: false; readonly error: string };

export type SignInOutcome =
  { readonly ok: true; readonly uid: string } | { readonly ok: false; readonly error: string };

export interface CloudSession {
  check(): Promise<SessionCheck>;
  signIn(customToken: string): Promise<SignInOutcome>;
  signOut(): Promise<Outcome>;
}
