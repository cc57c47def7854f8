/** shop-api's settings, read from the environment and parsed; a bad value stops the start with its name. */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { COUNTRIES, SPEC_CURRENCIES } from '@refurb/shared-contracts';
import { SiteCurrenciesSchema } from '@refurb/shared-contracts/runtime';
import { z } from 'zod';
import { hasFixedRate } from './catalog/money.js';
import { DEFAULT_CORS_ORIGINS } from './http/cors.js';
import { DEFAULT_SITE_ORIGINS } from './http/site-origins.js';
import { SellerIdentityEnvSchema } from './invoices/seller.js';

export const PACKAGE_ROOT = join(import.meta.dirname, '..');

const EnvSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  /** `postgres://...` selects a real PostgreSQL server; unset means PGlite in SHOP_API_DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /**
   * `redis://host:port` (or `rediss://`): the store every instance shares for the rate limits and
   * the local bot check's used tokens. Unset: both in this process's memory, right for one
   * instance (the embedded `npm start`); set it whenever more than one instance runs.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'a redis:// or rediss:// URL')
    .optional(),
  SHOP_API_DATA_DIR: z.string().default(join(PACKAGE_ROOT, '.data', 'pglite')),
  /**
   * Prometheus metrics at `GET /metrics` on a port of their own (http/metrics.ts), on METRICS_HOST
   * (127.0.0.1 unless set: the scraper's network, never the shop's). Unset: no metrics server.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A `demo-` project never reaches Google: it needs the Auth emulator. */
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-refurb'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().default('127.0.0.1:9099'),
  /**
   * The Firestore emulator shop-api writes the cloud carts to with a `demo-` project
   * (carts/cloud-carts.ts); with a real project, Google's Firestore and the service account's
   * credentials (Application Default Credentials) are used and this is ignored.
   */
  FIRESTORE_EMULATOR_HOST: z.string().default('127.0.0.1:8080'),
  /**
   * Cloud cart writes per account per minute (PUT /bff/me/cart). A page writes once per cart
   * change; a person makes a few a minute; hundreds is a script spending the store's writes.
   */
  CLOUD_CART_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  /**
   * The project's web API key (the `firebase.apiKey` of the sites' runtime config; public, not a
   * secret): shop-api sends password-reset mails with it (auth/identity.ts). Needed outside the
   * emulator; the emulator takes any key.
   */
  FIREBASE_WEB_API_KEY: z.string().min(1).optional(),
  /**
   * `local` turns on the local stand-ins for external services: the payment providers' hosted
   * page (which lets anyone approve a payment), the partner marketplace's consent page and token
   * endpoint (which vouch for any typed e-mail), the bot-check token issuer, and, with
   * SHOP_API_TEST_CONTROLS, the journeys' test controls. `npm start`, the tests and the e2e stack
   * set it. Unset (`production`), none of them is registered and the real providers' settings
   * below are required; a stand-in asked for against a non-`demo-` Firebase project stops the
   * start.
   */
  SHOP_API_MODE: z.enum(['local', 'production']).default('production'),
  BOT_CHECK_SITE_KEY: z.string().min(1).default('refurb-local-site-key'),
  /**
   * The bot-check provider's secret: locally it signs the stand-in's tokens (a fresh one per start
   * unless set); in production it is the secret sent to BOT_CHECK_VERIFY_URL. Required there.
   */
  BOT_CHECK_SECRET: z.string().min(16).optional(),
  /** Production: the provider's server-side verification URL (a siteverify-style POST). */
  BOT_CHECK_VERIFY_URL: z.url().optional(),
  /**
   * The payment providers' shared secret: it signs their callbacks and the shop's payment
   * requests. A fresh one per start locally unless set; required in production.
   */
  PAYMENT_CALLBACK_SECRET: z.string().min(16).optional(),
  /** Production: the providers' hosted payment page the shop sends a person to. */
  PAYMENT_GATEWAY_URL: z.url().optional(),
  /**
   * The Greek tbi flag of spec section 9 ("true" in the spec, the default): whether Greece offers
   * and accepts tbi-bnpl and tbi-standard. It is the sites' runtime-config flag `greekTbi` for gr;
   * set both alike (`npm start` passes the local config's value). Off, the method list has no tbi
   * in GR and an order paid with it is refused.
   */
  GREEK_TBI: z.enum(['true', 'false']).default('true'),
  /**
   * Production: the partner marketplace's OAuth endpoints and the shop's client credentials.
   * Without all five the partner login is off (its routes answer 404; set the sites' flag
   * `showEmagLogin` to false). Locally the stand-in plays the partner with local credentials.
   */
  PARTNER_AUTHORIZE_URL: z.url().optional(),
  PARTNER_TOKEN_URL: z.url().optional(),
  PARTNER_USERINFO_URL: z.url().optional(),
  PARTNER_CLIENT_ID: z.string().min(1).max(200).optional(),
  PARTNER_CLIENT_SECRET: z.string().min(16).max(500).optional(),
  /**
   * Signs the partner login's state (auth/partner-auth.ts) between its start and its callback,
   * which may reach another instance: every instance needs the same one. Unset: a new one per
   * process (a restart ends the logins in flight), refused beside REDIS_URL.
   */
  PARTNER_STATE_SECRET: z.string().min(32).max(500).optional(),
  /** Partner sign-ins that create an account, per visitor address per hour. */
  PARTNER_SIGNUP_RATE_LIMIT: z.coerce.number().int().positive().max(1_000_000).default(5),
  /** Comma-separated origins allowed to call shop-api cross-origin (see http/cors.ts). */
  CORS_ORIGINS: z
    .string()
    .default(DEFAULT_CORS_ORIGINS.join(','))
    .transform((text) =>
      text
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  /**
   * Comma-separated origins of the shop's sites (`https://ro.shop.example`, ...): a password-reset
   * mail may lead back only to one of them or to a CORS origin (see http/site-origins.ts).
   */
  SITE_ORIGINS: z
    .string()
    .default(DEFAULT_SITE_ORIGINS.join(','))
    .transform((text) =>
      text
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  /**
   * The seller's legal identity on each country's invoices (invoices/seller.ts): JSON, an object
   * keyed by `ro`, `bg`, `hu` and `gr`, each with `legalName`, `registrationNumber` (trade
   * register), `taxId` (VAT number), `address` and optionally `iban` and `bank`. Required in
   * production; locally unset means fictional "(local stack)" companies with all-zero numbers.
   */
  SELLER_IDENTITY: SellerIdentityEnvSchema.optional(),
  /**
   * Each site's currency where it is not spec section 1's: JSON, the sites' runtime-config
   * `currencies` (shared-contracts' SiteCurrenciesSchema), e.g. `{"bg":{"code":"EUR","label":"€"}}`
   * for Bulgaria in euro; set both alike (`npm start` passes the runtime config's). The catalog is
   * seeded in it and the seed's other amounts are converted to it (catalog/money.ts); the database
   * records the currencies it was seeded in, and a start with others is refused
   * (db/site-currencies.ts). Unset: spec section 1's currencies.
   */
  SITE_CURRENCIES: z
    .string()
    .transform((text, context): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        context.addIssue({
          code: 'custom',
          message: 'not JSON (e.g. {"bg":{"code":"EUR","label":"€"}})',
        });
        return z.NEVER;
      }
    })
    .pipe(SiteCurrenciesSchema)
    .optional(),
  /** `1` turns on the end-to-end journeys' controls (routes/test-controls.ts). */
  SHOP_API_TEST_CONTROLS: z.enum(['0', '1']).default('0'),
  /** Session creations allowed per IP address per minute. */
  SESSION_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /**
   * Orders placed per IP address per minute. A person places one or two; a household or an
   * office behind one address a few more; a script placing dozens is stopped (stock it would hold,
   * orders a person did not mean). The load benchmark raises it: it measures the server, not this.
   */
  ORDER_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /**
   * Accounts registered per IP address per minute. A person registers once, a family a few times;
   * more is a script making accounts (to try stolen passwords on, or to spam reviews with).
   */
  REGISTER_RATE_LIMIT: z.coerce.number().int().positive().default(3),
  /**
   * Password-reset mails asked for per IP address per minute. A person asks once, maybe again when
   * the mail is slow; more is a script using the shop to send mail.
   */
  PASSWORD_RESET_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /**
   * Password-reset mails per e-mail address per hour, whatever address asks: one inbox cannot be
   * flooded from many IPs. Counted alike for addresses with and without an account.
   */
  PASSWORD_RESET_EMAIL_RATE_LIMIT: z.coerce.number().int().positive().default(3),
  /**
   * How long an order waiting for an online payment holds its units (orders/reservations.ts): past
   * it with no approved payment, the order is CANCELLED and the units go back in stock. Long
   * enough for a person to pay at the provider (3-D Secure, a bank app), short enough that an
   * abandoned payment does not keep a unit from the next buyer.
   */
  RESERVATION_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** How often each instance looks for expired reservations (every instance may; each does its share). */
  RESERVATION_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * Units unpaid orders may hold at once, per visitor address and per account: one cart's worth
   * (CART_MAX_PHONES). More is someone holding stock they do not pay for; an order past it answers
   * 429 `too_many_unpaid` until an order is paid or its reservation ends.
   */
  UNPAID_UNITS_PER_VISITOR: z.coerce.number().int().positive().default(20),
  UNPAID_UNITS_PER_ACCOUNT: z.coerce.number().int().positive().default(20),
  /**
   * Cart refreshes per IP address per minute (POST /shop/cart/refresh). The cart asks once per
   * page and on returning to the tab; a script asking hundreds of times a minute is stopped.
   */
  CART_REFRESH_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  /**
   * Sessions started per account per hour, counted after the ID token is verified, whatever
   * address asks (POST /bff/session): a person signs in a few times a day; many addresses signing
   * one account in is a stolen password being used, or a script.
   */
  SESSION_ACCOUNT_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /**
   * Registrations per e-mail address per hour, whatever address asks, refused tries counted too:
   * probing whether an address has an account is as slow from many IPs as from one.
   */
  REGISTER_EMAIL_RATE_LIMIT: z.coerce.number().int().positive().default(3),
  /** Saved addresses created per account per hour (a person saves a few; more is a script). */
  ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /**
   * Reviews written per visitor address per hour (POST /content/reviews). A person writes one; a
   * household a few; more is someone flooding the reviews page (or its moderators' queue).
   */
  REVIEW_RATE_LIMIT: z.coerce.number().int().positive().default(3),
  /** Reviews written per account per day, whatever address asks. */
  REVIEW_ACCOUNT_RATE_LIMIT: z.coerce.number().int().positive().default(2),
  /**
   * The review moderators' bearer token (at least 32 characters): with it an operator reads the
   * queue of reviews waiting to be published and publishes or removes them (routes/content.ts,
   * README "Moderating reviews"). A secret, compared in constant time; unset, the moderation
   * routes do not exist (every new review then waits unpublished). The local stack and the e2e
   * stack set a fixed local one, which must never be used anywhere else.
   */
  REVIEW_MODERATION_TOKEN: z.string().min(32).max(512).optional(),
  /**
   * Which peers' `X-Forwarded-For`/`-Proto`/`-Host` shop-api believes (Fastify's `trustProxy`),
   * so `request.ip` (the per-visitor limits), the scheme (Secure cookies) and the host (the
   * origin check) are the visitor's and the site's, and nobody else can choose them:
   * - `loopback` (the default): the host's server on the same machine, as in the local stack;
   * - addresses or CIDRs, comma-separated (`10.0.3.7,10.0.4.0/24`): the host servers in front of
   *   shop-api; every hop from those is believed, the first one from elsewhere is the visitor;
   * - a number `n`: the last `n` hops are believed, whoever they are (only when shop-api cannot
   *   be reached but through exactly `n` proxies);
   * - `none`: no proxy; the socket's address is the visitor.
   * The host's server (host-shell/server/host-server.mjs) overwrites the forwarded address with
   * its socket's (or, with HOST_TRUST_PROXY, its own load balancer's view), so a visitor's own
   * `X-Forwarded-For` never reaches this far.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('loopback')
    .transform((text, context): string | string[] | number | false => {
      if (text === 'none') return false;
      if (/^\d+$/.test(text)) return Number(text);
      const list = text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
      const address = /^[0-9a-f:.]+(\/\d{1,3})?$/i;
      const bad = list.find((part) => !named.has(part) && !address.test(part));
      if (list.length === 0 || bad !== undefined) {
        context.addIssue({
          code: 'custom',
          message: `not an address, CIDR, hop count, loopback or none: ${bad ?? '(empty)'}`,
        });
        return z.NEVER;
      }
      return list.length === 1 ? list[0]! : list;
    }),
});
type ParsedEnv = z.infer<typeof EnvSchema>;

/** The partner marketplace's OAuth client settings, when the partner login is on. */
export interface PartnerClientSettings {
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  readonly userinfoUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

export type ShopApiConfig = Omit<
  ParsedEnv,
  'BOT_CHECK_SECRET' | 'PAYMENT_CALLBACK_SECRET' | 'PARTNER_STATE_SECRET'
> & {
  readonly BOT_CHECK_SECRET: string;
  readonly PAYMENT_CALLBACK_SECRET: string;
  readonly PARTNER_STATE_SECRET: string;
  /** Null: no partner login (production without its settings). Locally: the stand-in's. */
  readonly partner: PartnerClientSettings | null;
};

const bad = (name: string, message: string) =>
  new Error(`shop-api: bad setting ${name}: ${message}`);

/**
 * Stops a start that asks for the local stand-ins against a Firebase project that is not the
 * emulators' (`demo-`). `readConfig` asks, and so does services.ts, for whoever builds the
 * services from settings of their own.
 */
export function refuseStandInsOutsideDemo(
  settings: Pick<ParsedEnv, 'SHOP_API_MODE' | 'FIREBASE_PROJECT_ID'>,
): void {
  if (settings.SHOP_API_MODE === 'local' && !settings.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    throw bad(
      'SHOP_API_MODE',
      `local stand-ins (payment gateway, partner login, bot check) are refused against the Firebase project ${settings.FIREBASE_PROJECT_ID}; only demo- projects (the emulators) take them`,
    );
  }
}

/** A provider setting the shop cannot run without outside the local mode. */
export function requiredOutsideLocal<T>(name: string, value: T | undefined): T {
  if (value === undefined) throw bad(name, 'required outside SHOP_API_MODE=local');
  return value;
}

/** The review moderators' token `npm start` and the e2e stack set (README); refused in production. */
export const LOCAL_REVIEW_MODERATION_TOKEN = 'local-review-moderation-token-0123456789';

/** The stand-in partner's client credentials (local mode only; the stand-in checks them). */
export const LOCAL_PARTNER_CLIENT = {
  clientId: 'refurb-local-shop',
  clientSecret: 'refurb-local-partner-client-secret',
} as const;

/**
 * The settings, with the mode's rules: locally, secrets default to fresh random ones, the
 * invoices' seller to the local stack's fictional companies, and the stand-ins are allowed only
 * against a `demo-` Firebase project; in production every provider setting the shop needs and the
 * seller's identity are required and no stand-in or test control can be turned on.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ShopApiConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw bad(issue?.path.join('.') ?? '?', issue?.message ?? 'invalid');
  }
  const config = parsed.data;
  const local = config.SHOP_API_MODE === 'local';
  refuseStandInsOutsideDemo(config);
  for (const country of COUNTRIES) {
    const from = SPEC_CURRENCIES[country].code;
    const to = config.SITE_CURRENCIES?.[country]?.code ?? from;
    if (!hasFixedRate(from, to)) {
      throw bad(
        `SITE_CURRENCIES.${country}`,
        `the seed's ${country} amounts are in ${from} and no fixed rate converts them to ${to}`,
      );
    }
  }
  if (!local && config.SHOP_API_TEST_CONTROLS === '1') {
    throw bad('SHOP_API_TEST_CONTROLS', 'test controls exist only with SHOP_API_MODE=local');
  }
  if (!local && config.REVIEW_MODERATION_TOKEN === LOCAL_REVIEW_MODERATION_TOKEN) {
    throw bad('REVIEW_MODERATION_TOKEN', 'the local stack’s published token; choose a secret one');
  }
  const fresh = () => randomBytes(32).toString('hex');
  if (!local) {
    requiredOutsideLocal('BOT_CHECK_SECRET', config.BOT_CHECK_SECRET);
    requiredOutsideLocal('BOT_CHECK_VERIFY_URL', config.BOT_CHECK_VERIFY_URL);
    requiredOutsideLocal('PAYMENT_CALLBACK_SECRET', config.PAYMENT_CALLBACK_SECRET);
    requiredOutsideLocal('PAYMENT_GATEWAY_URL', config.PAYMENT_GATEWAY_URL);
    requiredOutsideLocal('SELLER_IDENTITY', config.SELLER_IDENTITY);
  }
  const partnerNames = [
    'PARTNER_AUTHORIZE_URL',
    'PARTNER_TOKEN_URL',
    'PARTNER_USERINFO_URL',
    'PARTNER_CLIENT_ID',
    'PARTNER_CLIENT_SECRET',
  ] as const;
  const partnerSet = partnerNames.filter((name) => config[name] !== undefined);
  if (partnerSet.length > 0 && partnerSet.length < partnerNames.length) {
    const missing = partnerNames.find((name) => config[name] === undefined) ?? '';
    throw bad(missing, 'the partner login needs all five PARTNER_* settings, or none');
  }
  const partner: PartnerClientSettings | null =
    partnerSet.length === partnerNames.length
      ? {
          authorizeUrl: config.PARTNER_AUTHORIZE_URL!,
          tokenUrl: config.PARTNER_TOKEN_URL!,
          userinfoUrl: config.PARTNER_USERINFO_URL!,
          clientId: config.PARTNER_CLIENT_ID!,
          clientSecret: config.PARTNER_CLIENT_SECRET!,
        }
      : local
        ? {
            authorizeUrl: 'local:stand-in',
            tokenUrl: 'local:stand-in',
            userinfoUrl: 'local:stand-in',
            ...LOCAL_PARTNER_CLIENT,
          }
        : null;
  // Several instances (they share REDIS_URL) must sign and check alike: a secret each made up
  // for itself would refuse what another signed (a bot-check token, a payment's callback, a
  // partner login's state).
  if (config.REDIS_URL) {
    const shared = ['BOT_CHECK_SECRET', 'PAYMENT_CALLBACK_SECRET', 'PARTNER_STATE_SECRET'] as const;
    const unset = shared.find(
      (name) => config[name] === undefined && (name !== 'PARTNER_STATE_SECRET' || partner),
    );
    if (unset) throw bad(unset, 'needed by every instance alike when they share REDIS_URL');
  }
  return {
    ...config,
    BOT_CHECK_SECRET: config.BOT_CHECK_SECRET ?? fresh(),
    PAYMENT_CALLBACK_SECRET: config.PAYMENT_CALLBACK_SECRET ?? fresh(),
    PARTNER_STATE_SECRET: config.PARTNER_STATE_SECRET ?? fresh(),
    partner,
  };
}
