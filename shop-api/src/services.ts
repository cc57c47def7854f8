/**
 * The composition root of shop-api's effects: identity (Firebase Auth), the bot check, the
 * session and order rate limiters. Built from config here so that the server and the tests wire the same
 * real implementations; only their settings differ.
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
  readonly paymentSigner: PaymentSigner;
}

export type ServiceSettings = Pick<
  ShopApiConfig,
  | 'FIREBASE_PROJECT_ID'
  | 'FIREBASE_AUTH_EMULATOR_HOST'
  | 'BOT_CHECK_SITE_KEY'
  | 'BOT_CHECK_SECRET'
  | 'SESSION_RATE_LIMIT'
  | 'ORDER_RATE_LIMIT'
  | 'PAYMENT_CALLBACK_SECRET'
>;

export function createAppServices(settings: ServiceSettings): AppServices {
  const usesEmulator = settings.FIREBASE_PROJECT_ID.startsWith('demo-');
  return {
    clock: () => new Date(),
    identity: createFirebaseIdentity({
      projectId: settings.FIREBASE_PROJECT_ID,
      emulatorHost: usesEmulator ? settings.FIREBASE_AUTH_EMULATOR_HOST : undefined,
    }),
    botCheck: createBotCheck({
      siteKey: settings.BOT_CHECK_SITE_KEY,
      secret: settings.BOT_CHECK_SECRET,
    }),
    sessionLimiter: createRateLimiter({ limit: settings.SESSION_RATE_LIMIT, windowMs: 60_000 }),
    orderLimiter: createRateLimiter({ limit: settings.ORDER_RATE_LIMIT, windowMs: 60_000 }),
    paymentSigner: createPaymentSigner(settings.PAYMENT_CALLBACK_SECRET),
  };
}
