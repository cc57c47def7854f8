/** The helpers every mocked endpoint uses: the local config, contract-checked answers. */
import { ApiErrorSchema, safeParseWithMessages } from '@refurb/shared-contracts';
import { RuntimeConfigSchema, type RuntimeConfig } from '@refurb/shared-contracts/runtime';
import { delay, HttpResponse, type RequestHandler } from 'msw';
import type * as z from 'zod/mini';
import localConfig from '@refurb/local-env/config/runtime-config.json';

/** The local site's runtime config, with cloud sync off (a story has no Firebase). */
export const STORY_CONFIG: RuntimeConfig = RuntimeConfigSchema.parse({
  ...localConfig,
  firebase: { ...localConfig.firebase, cloudSync: false },
});

/** A service's path on the local site (`service('shop', '/cart/refresh')` → `/shop/cart/refresh`). */
export function service(name: keyof RuntimeConfig['services'], path: string): string {
  return `${STORY_CONFIG.services[name].replace(/\/+$/, '')}${path}`;
}

/** A JSON answer that the contract accepts: the body is parsed with `schema` first. */
export function answer<S extends z.core.$ZodType>(schema: S, body: z.input<S>, status = 200) {
  const parsed = safeParseWithMessages(schema, body);
  if (!parsed.success) {
    console.error(`[storybook] a mocked answer breaks its contract: ${parsed.error.message}`);
    return HttpResponse.json(
      { success: false, error: { code: 'mock', message: 'bad mock' } },
      {
        status: 500,
      },
    );
  }
  return HttpResponse.json(parsed.data as never, { status });
}

/** shop-api's error body (`ApiError`), for the failure states. */
export function failure(status: number, code: string, message = code) {
  return answer(ApiErrorSchema, { success: false, error: { code, message } }, status);
}

/** An answer that never comes: the loading state stays on screen. */
export async function never(): Promise<never> {
  await delay('infinite');
  throw new Error('unreachable');
}

/** Paths that belong to shop-api on a site; a story must answer every request it makes to them. */
export function isShopApiPath(pathname: string): boolean {
  // A whole segment: `/payment` is shop-api's, `/payment-methods.iframe.bundle.js` (a story's
  // chunk, fetched when another story file is opened) is not.
  const bases = [...Object.values(STORY_CONFIG.services), '/api'].map((base) =>
    base.replace(/\/+$/, ''),
  );
  return bases.some(
    (base) => base.length > 0 && (pathname === base || pathname.startsWith(`${base}/`)),
  );
}

/** What a story says about its network: `parameters: { msw: network(...handlers) }`. */
export interface StoryNetwork {
  readonly handlers: readonly RequestHandler[];
}

export const network = (...handlers: RequestHandler[]): StoryNetwork => ({ handlers });
