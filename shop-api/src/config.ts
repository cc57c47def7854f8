/** shop-api's settings, read from the environment and parsed; a bad value stops the start with its name. */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_CORS_ORIGINS } from './http/cors.js';
import { DEFAULT_SITE_ORIGINS } from './http/site-origins.js';

export const PACKAGE_ROOT = join(import.meta.dirname, '..');

const EnvSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  /** `postgres://...` selects a real PostgreSQL server; unset means PGlite in SHOP_API_DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  SHOP_API_DATA_DIR: z.string().default(join(PACKAGE_ROOT, '.data', 'pglite')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A `demo-` project never reaches Google: it needs the Auth emulator. */
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-refurb'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().default('127.0.0.1:9099'),
  /**
   * The project's web API key (the `firebase.apiKey` of the sites' runtime config; public, not a
   * secret): shop-api sends password-reset mails with it (auth/identity.ts). Needed outside the
   * emulator; the emulator takes any key.
   */
  FIREBASE_WEB_API_KEY: z.string().min(1).optional(),
  BOT_CHECK_SITE_KEY: z.string().min(1).default('refurb-local-site-key'),
  /** Signs the local bot-check tokens; a fresh one per start unless set. */
  BOT_CHECK_SECRET: z
    .string()
    .min(16)
    .default(() => randomBytes(32).toString('hex')),
  /** Signs the payment providers' callbacks (the local gateway's); a fresh one per start unless set. */
  PAYMENT_CALLBACK_SECRET: z
    .string()
    .min(16)
    .default(() => randomBytes(32).toString('hex')),
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
});
export type ShopApiConfig = z.infer<typeof EnvSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ShopApiConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`shop-api: bad setting ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}
