/** shop-api's settings, read from the environment and parsed; a bad value stops the start with its name. */
import { join } from 'node:path';
import { z } from 'zod';

export const PACKAGE_ROOT = join(import.meta.dirname, '..');

const EnvSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  /** `postgres://...` selects a real PostgreSQL server; unset means PGlite in SHOP_API_DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  SHOP_API_DATA_DIR: z.string().default(join(PACKAGE_ROOT, '.data', 'pglite')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
