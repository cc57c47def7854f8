/**
 * The composition root of shop-api's effects: identity (Firebase Auth), the bot check, the
 * session, order, registration and password-reset rate limiters. Built from config here so that the server and
 * the tests wire the same real implementations; only their settings differ.
 */
import { createBotCheck, type BotCheck } from './auth/bot-check.js';
import { createFirebaseIdentity, type IdentityVerifier } from './auth/identity.js';
import { createRateLimiter, type RateLimiter } from './auth/rate-limit.js';
import type { ShopApiConfig } from './config.js';
import { createPaymentSigner, type PaymentSigner } from './payments/gateway.js';

/** The time the server takes as now; tests move it to ask what happens days later. */
export type Clock = () => Date;

export interface AppServices {
  readonly clock: Clock;
  readonly identity: IdentityVerifier;
  readonly botCheck: BotCheck;
  readonly sessionLimiter: RateLimiter;
  readonly orderLimiter: RateLimiter;
  /** Registrations per visitor address (a minute's window). */
  readonly registerLimiter: RateLimiter;
  /** Password-reset mails per visitor address (a minute's window). */
  readonly passwordResetLimiter: RateLimiter;
  /** Password-reset mails per e-mail address (an hour's window). */
  readonly passwordResetEmailLimiter: RateLimiter;
  readonly paymentSigner: PaymentSigner;
}

export type ServiceSettings = Pick<
  ShopApiConfig,
  | 'FIREBASE_PROJECT_ID'
  | 'FIREBASE_AUTH_EMULATOR_HOST'
  | 'FIREBASE_WEB_API_KEY'
  | 'BOT_CHECK_SITE_KEY'
  | 'BOT_CHECK_SECRET'
  | 'SESSION_RATE_LIMIT'
  | 'ORDER_RATE_LIMIT'
  | 'REGISTER_RATE_LIMIT'
  | 'PASSWORD_RESET_RATE_LIMIT'
  | 'PASSWORD_RESET_EMAIL_RATE_LIMIT'
  | 'PAYMENT_CALLBACK_SECRET'
>;

export function createAppServices(settings: ServiceSettings): AppServices {
  const usesEmulator = settings.FIREBASE_PROJECT_ID.startsWith('demo-');
  // A start that could not send a reset mail stops here, not at the first person who forgot.
  if (!usesEmulator && !settings.FIREBASE_WEB_API_KEY) {
    throw new Error(
      'shop-api: bad setting FIREBASE_WEB_API_KEY: needed outside the Auth emulator (reset mails)',
    );
  }
  return {
    clock: () => new Date(),
    identity: createFirebaseIdentity({
      projectId: settings.FIREBASE_PROJECT_ID,
      emulatorHost: usesEmulator ? settings.FIREBASE_AUTH_EMULATOR_HOST : undefined,
      webApiKey: settings.FIREBASE_WEB_API_KEY ?? 'emulator-takes-any-key',
    }),
    botCheck: createBotCheck({
      siteKey: settings.BOT_CHECK_SITE_KEY,
      secret: settings.BOT_CHECK_SECRET,
    }),
    sessionLimiter: createRateLimiter({ limit: settings.SESSION_RATE_LIMIT, windowMs: 60_000 }),
    orderLimiter: createRateLimiter({ limit: settings.ORDER_RATE_LIMIT, windowMs: 60_000 }),
    registerLimiter: createRateLimiter({ limit: settings.REGISTER_RATE_LIMIT, windowMs: 60_000 }),
    passwordResetLimiter: createRateLimiter({
      limit: settings.PASSWORD_RESET_RATE_LIMIT,
      windowMs: 60_000,
    }),
    passwordResetEmailLimiter: createRateLimiter({
      limit: settings.PASSWORD_RESET_EMAIL_RATE_LIMIT,
      windowMs: 3_600_000,
    }),
    paymentSigner: createPaymentSigner(settings.PAYMENT_CALLBACK_SECRET),
  };
}
