/**
 * The composition root of shop-api's effects: identity (Firebase Auth), the bot check, the
 * payment providers' signer and hosted page, the partner login's client settings, the rate
 * limiters, and the seller named on invoices. Built from config here so that the server and the
 * tests wire the same real implementations; only their settings differ. The mode decides the
 * providers: locally the stand-ins (bot-check issuer, payment gateway page, partner) and the
 * fictional sellers, in production the real ones; a stand-in against a non-`demo-` Firebase
 * project is refused here too, whoever builds the services.
 */
import type { Redis } from 'ioredis';
import {
  createBotCheck,
  createRedisUsedTokens,
  createRemoteBotCheck,
  type BotCheck,
  type LocalBotCheck,
} from './auth/bot-check.js';
import { createFirebaseIdentity, type IdentityVerifier } from './auth/identity.js';
import { createFirestoreCartStore, type CloudCartStore } from './carts/cloud-carts.js';
import type { RateLimitRule } from './auth/rate-limit.js';
import {
  refuseStandInsOutsideDemo,
  requiredOutsideLocal,
  type PartnerClientSettings,
  type ShopApiConfig,
} from './config.js';
import { CARTS_COLLECTION } from '@refurb/shared-contracts';
import { type PaymentMethodFlags } from '@refurb/shared-contracts/checkout';
import { LOCAL_SELLER_IDENTITY, type SellerIdentities } from './invoices/seller.js';
import type { UnpaidLimits } from './orders/reservations.js';
import {
  createHostedGateway,
  createPaymentSigner,
  type PaymentGateway,
  type PaymentSigner,
} from './payments/gateway.js';
import { createStandInGateway } from './payments/stand-in.js';

/** The time the server takes as now; tests move it to ask what happens days later. */
export type Clock = () => Date;

/**
 * Every rate limit of the shop, by the name its routes take the limiter under: sign-ins per
 * visitor address (a minute's window) and per account (an hour's, counted after the ID token is
 * verified); orders per visitor (a minute's); registrations per visitor (a minute's) and per
 * e-mail address (an hour's); password-reset mails per visitor (a minute's) and per e-mail address
 * (an hour's); saved addresses created per account (an hour's); new accounts made by partner
 * sign-ins per visitor (an hour's); cart refreshes per visitor (a minute's); reviews per visitor
 * (an hour's) and per account (a day's); cloud cart writes per account (a minute's).
 */
export type LimiterName =
  | 'sessionLimiter'
  | 'sessionAccountLimiter'
  | 'orderLimiter'
  | 'registerLimiter'
  | 'registerEmailLimiter'
  | 'passwordResetLimiter'
  | 'passwordResetEmailLimiter'
  | 'addressLimiter'
  | 'partnerSignupLimiter'
  | 'cartRefreshLimiter'
  | 'reviewLimiter'
  | 'reviewAccountLimiter'
  | 'cloudCartLimiter';

export type RateLimitRules = Readonly<Record<LimiterName, RateLimitRule>>;

export interface AppServices {
  readonly clock: Clock;
  /**
   * The shared fast store (REDIS_URL), for what every instance must count or remember together:
   * the rate limits and the local bot check's used tokens. Null: one instance, both in memory.
   */
  readonly redis: Redis | null;
  readonly identity: IdentityVerifier;
  readonly botCheck: BotCheck;
  /**
   * The rate limits by limiter (rules only: app.ts makes the limiters with Fastify's rate-limit
   * plugin, in Redis when there is one, auth/rate-limit.ts).
   */
  readonly rateLimits: RateLimitRules;
  readonly paymentSigner: PaymentSigner;
  /** The providers' hosted payment page: the stand-in's locally, PAYMENT_GATEWAY_URL otherwise. */
  readonly paymentGateway: PaymentGateway;
  /**
   * The local stand-ins' own pieces, present only in the local mode: app.ts registers the
   * stand-in routes exactly when this is set.
   */
  readonly standIns: { readonly botCheck: LocalBotCheck } | null;
  /** The partner login's OAuth client; null: no partner login. */
  readonly partner: PartnerClientSettings | null;
  /** Signs the partner login's state: PARTNER_STATE_SECRET, the same in every instance. */
  readonly partnerStateSecret: string;
  /** The review moderators' bearer token; null: no moderation routes. */
  readonly reviewModerationToken: string | null;
  /** How long unpaid orders hold their units, and how many they may hold (orders/reservations.ts). */
  readonly reservations: UnpaidLimits;
  /** The people's cloud carts in Firestore, written by shop-api alone (carts/cloud-carts.ts). */
  readonly cloudCarts: CloudCartStore;
  /** The flags of spec section 9's method table (the Greek tbi flag, GREEK_TBI). */
  readonly paymentMethodFlags: PaymentMethodFlags;
  /** The seller on each country's invoices: SELLER_IDENTITY, locally the fictional ones. */
  readonly sellers: SellerIdentities;
}

export type ServiceSettings = Pick<
  ShopApiConfig,
  | 'SHOP_API_MODE'
  | 'BOT_CHECK_VERIFY_URL'
  | 'PAYMENT_GATEWAY_URL'
  | 'PARTNER_SIGNUP_RATE_LIMIT'
  | 'partner'
  | 'PARTNER_STATE_SECRET'
  | 'FIREBASE_PROJECT_ID'
  | 'FIREBASE_AUTH_EMULATOR_HOST'
  | 'FIRESTORE_EMULATOR_HOST'
  | 'CLOUD_CART_RATE_LIMIT'
  | 'FIREBASE_WEB_API_KEY'
  | 'BOT_CHECK_SITE_KEY'
  | 'BOT_CHECK_SECRET'
  | 'SESSION_RATE_LIMIT'
  | 'ORDER_RATE_LIMIT'
  | 'REGISTER_RATE_LIMIT'
  | 'PASSWORD_RESET_RATE_LIMIT'
  | 'PASSWORD_RESET_EMAIL_RATE_LIMIT'
  | 'SESSION_ACCOUNT_RATE_LIMIT'
  | 'REGISTER_EMAIL_RATE_LIMIT'
  | 'ADDRESS_RATE_LIMIT'
  | 'PAYMENT_CALLBACK_SECRET'
  | 'CART_REFRESH_RATE_LIMIT'
  | 'RESERVATION_MINUTES'
  | 'UNPAID_UNITS_PER_VISITOR'
  | 'UNPAID_UNITS_PER_ACCOUNT'
  | 'REVIEW_RATE_LIMIT'
  | 'REVIEW_ACCOUNT_RATE_LIMIT'
  | 'REVIEW_MODERATION_TOKEN'
  | 'GREEK_TBI'
  | 'SELLER_IDENTITY'
>;

export function createAppServices(
  settings: ServiceSettings,
  shared: { readonly redis?: Redis | null } = {},
): AppServices {
  const redis = shared.redis ?? null;
  const usesEmulator = settings.FIREBASE_PROJECT_ID.startsWith('demo-');
  const local = settings.SHOP_API_MODE === 'local';
  refuseStandInsOutsideDemo(settings);
  const paymentSigner = createPaymentSigner(settings.PAYMENT_CALLBACK_SECRET);
  const localBotCheck = local
    ? createBotCheck({
        siteKey: settings.BOT_CHECK_SITE_KEY,
        secret: settings.BOT_CHECK_SECRET,
        ...(redis ? { usedTokens: createRedisUsedTokens(redis) } : {}),
      })
    : null;
  /** `limit` hits per window of each key: a minute's, an hour's or a day's. */
  const perMinute = (limit: number): RateLimitRule => ({ limit, windowMs: 60_000 });
  const perHour = (limit: number): RateLimitRule => ({ limit, windowMs: 3_600_000 });
  const perDay = (limit: number): RateLimitRule => ({ limit, windowMs: 86_400_000 });
  // A start that could not send a reset mail stops here, not at the first person who forgot.
  if (!usesEmulator && !settings.FIREBASE_WEB_API_KEY) {
    throw new Error(
      'shop-api: bad setting FIREBASE_WEB_API_KEY: needed outside the Auth emulator (reset mails)',
    );
  }
  const clock = () => new Date();
  return {
    clock,
    redis,
    identity: createFirebaseIdentity({
      projectId: settings.FIREBASE_PROJECT_ID,
      emulatorHost: usesEmulator ? settings.FIREBASE_AUTH_EMULATOR_HOST : undefined,
      webApiKey: settings.FIREBASE_WEB_API_KEY ?? 'emulator-takes-any-key',
    }),
    botCheck:
      localBotCheck ??
      createRemoteBotCheck({
        verifyUrl: requiredOutsideLocal('BOT_CHECK_VERIFY_URL', settings.BOT_CHECK_VERIFY_URL),
        secret: settings.BOT_CHECK_SECRET,
      }),
    rateLimits: {
      sessionLimiter: perMinute(settings.SESSION_RATE_LIMIT),
      sessionAccountLimiter: perHour(settings.SESSION_ACCOUNT_RATE_LIMIT),
      orderLimiter: perMinute(settings.ORDER_RATE_LIMIT),
      registerLimiter: perMinute(settings.REGISTER_RATE_LIMIT),
      registerEmailLimiter: perHour(settings.REGISTER_EMAIL_RATE_LIMIT),
      passwordResetLimiter: perMinute(settings.PASSWORD_RESET_RATE_LIMIT),
      passwordResetEmailLimiter: perHour(settings.PASSWORD_RESET_EMAIL_RATE_LIMIT),
      addressLimiter: perHour(settings.ADDRESS_RATE_LIMIT),
      partnerSignupLimiter: perHour(settings.PARTNER_SIGNUP_RATE_LIMIT),
      cartRefreshLimiter: perMinute(settings.CART_REFRESH_RATE_LIMIT),
      reviewLimiter: perHour(settings.REVIEW_RATE_LIMIT),
      reviewAccountLimiter: perDay(settings.REVIEW_ACCOUNT_RATE_LIMIT),
      cloudCartLimiter: perMinute(settings.CLOUD_CART_RATE_LIMIT),
    },
    paymentSigner,
    paymentGateway: local
      ? createStandInGateway(paymentSigner)
      : createHostedGateway({
          baseUrl: requiredOutsideLocal('PAYMENT_GATEWAY_URL', settings.PAYMENT_GATEWAY_URL),
          signer: paymentSigner,
        }),
    standIns: localBotCheck ? { botCheck: localBotCheck } : null,
    partner: settings.partner,
    partnerStateSecret: settings.PARTNER_STATE_SECRET,
    reviewModerationToken: settings.REVIEW_MODERATION_TOKEN ?? null,
    reservations: {
      minutes: settings.RESERVATION_MINUTES,
      unitsPerVisitor: settings.UNPAID_UNITS_PER_VISITOR,
      unitsPerAccount: settings.UNPAID_UNITS_PER_ACCOUNT,
    },
    cloudCarts: createFirestoreCartStore({
      projectId: settings.FIREBASE_PROJECT_ID,
      emulatorHost: usesEmulator ? settings.FIRESTORE_EMULATOR_HOST : undefined,
      collection: CARTS_COLLECTION,
      clock,
    }),
    paymentMethodFlags: { greekTbi: settings.GREEK_TBI === 'true' },
    sellers: local
      ? (settings.SELLER_IDENTITY ?? LOCAL_SELLER_IDENTITY)
      : requiredOutsideLocal('SELLER_IDENTITY', settings.SELLER_IDENTITY),
  };
}
