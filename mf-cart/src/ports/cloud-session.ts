/**
 * The person's session as the cart's cloud sync sees it (spec section 4, "Session handling"):
 * the BFF's answer about the session, the custom token (the spec's "custom token cookie": the
 * BFF's `GET /bff/me/cloud-token` answer, kept in memory), and the cloud sign-in. Answers are
 * values; the machine decides what follows.
 */
export type SessionCheck =
  | { readonly kind: 'visitor' }
  | { readonly kind: 'deactivated' }
  /**
   * The spec's "session cookie without the custom token cookie": `me` answered a person, and the
   * token call then answered 401 (the session ended in between).
   */
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
