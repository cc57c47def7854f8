/**
 * The backend for the front end's session calls (the spec shows none; ours). Identity is Firebase
 * Auth: the browser signs in there and hands its ID token over; the BFF answers with the HttpOnly
 * session cookie (`__Host-refurb_session` on an https site, `refurb_session` on loopback). No
 * cookie a script can read holds anything that signs a person in: the cart's cloud sync asks for
 * its Firebase custom token with the session (`GET /bff/me/cloud-token`) and keeps it in memory.
 * - POST /bff/session { idToken, botToken, intent? } -> 201 { user }, cookie set (any session the
 *   browser had is ended: a new one at every sign-in). Only an ID token from a sign-in the person
 *   just made counts: 401 `id_token_custom` for one minted from a custom token (what the cloud
 *   sync signs in with), 401 `id_token_stale` when the sign-in (`auth_time`) is over 5 minutes old
 * - DELETE /bff/session -> 204, cookies cleared, the person's Firebase refresh tokens revoked
 *   (sessions on their other devices go on)
 * - GET /bff/me -> { user }, `no-store` (a deactivated user is still answered, with
 *   `deactivated_at`, so the front end can send them to logout), 401 without a valid session
 * - GET /bff/me/cloud-token -> { token }, `no-store`: a Firebase custom token for the cloud sync;
 *   401 without a valid session, 403 `account_deactivated`
 * - POST /bff/me/sessions/revoke-all -> 204: log out everywhere (every session of the person
 *   ends, their Firebase refresh tokens are revoked, this browser's cookies are cleared)
 * - POST /bff/me/deactivate -> { user } with `deactivated_at` set; every session of the person
 *   ends and no new one is made after it
 * A session of a deactivated account gets 403 `account_deactivated` from every signed-in call but
 * `GET /bff/me` and logout; one made before a password change, or of an account Firebase has
 * disabled, ends when it is next used (within two minutes) with 401.
 * - POST /bff/register { displayName, email, password, botToken } -> 201 { user }, cookie set, as
 *   a session: the shop creates the account (within its limits, behind the bot check), so the
 *   browser never asks the identity service for one itself
 * - POST /bff/password-reset { email, botToken, continueUrl, country? } -> 202 { accepted: true }
 * Bot check (the "common" service): GET /common/bot-check/script.js, POST /common/bot-check/token.
 */
import * as z from 'zod/mini';
import { DeliveryAddressServerSchema } from '../schemas/address.schema.js';
import { isValidPersonName } from '../rules/checkout-order.js';
import { PgIdText } from '../schemas/integers.schema.js';
import { CountrySchema } from '../schemas/enums.schema.js';

/** The session cookie's name on loopback (the local stack, over plain HTTP). */
export const SESSION_COOKIE = 'refurb_session';
/**
 * Its name everywhere else: the `__Host-` prefix makes the browser take it only Secure, with
 * `Path=/` and no `Domain`, so a sibling subdomain cannot set or shadow it (ASVS 5.0 V3.3).
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/**
 * The script-readable custom-token cookie earlier releases set. Never set now; cleared at every
 * sign-in and logout, so a browser that still holds one drops it.
 */
export const CUSTOM_TOKEN_COOKIE = 'refurb_custom_token';
/** A session lasts 14 days from its creation. */
export const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

export const CreateSessionRequestSchema = z.object({
  idToken: z.string().check(z.minLength(20), z.maxLength(8192)),
  /** A bot-check token for the action of `intent`. */
  botToken: z.string().check(z.minLength(10), z.maxLength(2048)),
  /** `register` right after a sign-up, `login` otherwise. */
  intent: z._default(z.enum(['login', 'register']), 'login'),
});
export type CreateSessionRequest = z.infer<typeof CreateSessionRequestSchema>;

/** GET /bff/me/cloud-token: a Firebase custom token (a JWT; it lasts an hour) for the cloud sync. */
export const CloudTokenResponseSchema = z.object({
  token: z.string().check(z.minLength(20), z.maxLength(8192)),
});
export type CloudTokenResponse = z.infer<typeof CloudTokenResponseSchema>;

/** `forgot`: asking for a password-reset mail (POST /bff/password-reset). */
/** `partner`: starting a partner marketplace sign-in (it may create an account). */
export const BOT_CHECK_ACTIONS = [
  'login',
  'register',
  'place_order',
  'review',
  'forgot',
  'partner',
] as const;
export const BotCheckActionSchema = z.enum(BOT_CHECK_ACTIONS);
export type BotCheckAction = z.infer<typeof BotCheckActionSchema>;

export const BotTokenRequestSchema = z.object({
  siteKey: z.string().check(z.minLength(1), z.maxLength(100)),
  action: BotCheckActionSchema,
});
export const BotTokenResponseSchema = z.object({ token: z.string() });

/**
 * A password-reset mail, sent by shop-api (not by the browser straight to the identity service) so
 * that the shop can limit it: per visitor address, per e-mail (one address cannot be mail-bombed
 * from many), and behind a `forgot` bot-check token. `continueUrl` is where the mail's link leads
 * back to (this site's forgot page); shop-api takes only the shop's own site origins (400 on
 * `body.continueUrl` otherwise), since a reset mail pointing elsewhere is a phishing lure.
 */
/**
 * A new account, made by the shop (POST /bff/register). The rules are the rule book's, as the
 * register form checks them (a name of two letters or more; `passwordProblems`); shop-api checks
 * them again. 409 `email_in_use` when the address has an account; 400 `weak_password` (field
 * `body.password`) or `invalid_request`; 400 `bot_check_failed`; 429 `rate_limited`.
 */
export const RegisterRequestSchema = z.object({
  /** A person's name by the register form's own rule (`isValidPersonName`): no markup, no digits. */
  displayName: z
    .string()
    .check(
      z.trim(),
      z.refine(
        isValidPersonName,
        'a name of letters (any script), spaces, hyphens, apostrophes and dots, 2 to 100 characters',
      ),
    ),
  email: z.email().check(z.maxLength(254)),
  /** Long enough for any passphrase; the identity service's own ceiling is far above it. */
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
  /** A bot-check token for the `register` action; each token is taken once. */
  botToken: z.string().check(z.minLength(10), z.maxLength(2048)),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const PasswordResetRequestSchema = z.object({
  email: z.email().check(z.maxLength(254)),
  /** A bot-check token for the `forgot` action; each token is taken once. */
  botToken: z.string().check(z.minLength(10), z.maxLength(2048)),
  continueUrl: z.httpUrl().check(z.maxLength(2048)),
  /** The site's country: the mail is written in its language (the service's default without it). */
  country: z.optional(CountrySchema),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/**
 * The answer to a password-reset request that passed the limits and the bot check: 202, the same
 * whether the address has an account or not, so the endpoint never tells who is a customer.
 */
export const PasswordResetResponseSchema = z.object({ accepted: z.literal(true) });
export type PasswordResetResponse = z.infer<typeof PasswordResetResponseSchema>;

/**
 * A logged-in person's saved delivery addresses (spec section 3's server shape):
 * GET /bff/me/addresses -> { addresses } (oldest first, so `-1` is the first saved one);
 * POST /bff/me/addresses with the create payload -> 201 { address };
 * PUT /bff/me/addresses/:id with the update payload (address_type DELIVERY, its id and user_id)
 * -> { address }; DELETE /bff/me/addresses/:id -> 204. 401 without a session; 404 for an address
 * of someone else, as for one that does not exist.
 */
export const SavedAddressesResponseSchema = z.object({
  addresses: z.array(DeliveryAddressServerSchema),
});
export type SavedAddressesResponse = z.infer<typeof SavedAddressesResponseSchema>;
export const SavedAddressResponseSchema = z.object({ address: DeliveryAddressServerSchema });
export const SavedAddressParamsSchema = z.object({ id: PgIdText });
