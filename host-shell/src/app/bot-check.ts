/**
 * The bot-check provider's script (spec section 7): loaded once with the site key and the site's
 * language, then `execute(siteKey, { action })` gives a token. A script that fails to load gives
 * no token; the caller shows its error state.
 */
import * as z from 'zod/mini';
import type { BotCheck } from './site';

/** The provider's object: an `execute` function (checked as such, not wrapped as `z.function` does). */
const ProviderSchema = z.object({
  execute: z.custom<(key: string, options: { action: string }) => Promise<unknown>>(
    (value) => typeof value === 'function',
  ),
});

export function createBotCheck(scriptUrl: string, siteKey: string, language: string): BotCheck {
  let loading: Promise<boolean> | null = null;
  const load = () =>
    (loading ??= new Promise<boolean>((resolve) => {
      const script = document.createElement('script');
      script.src = `${scriptUrl}${scriptUrl.includes('?') ? '&' : '?'}render=${encodeURIComponent(siteKey)}&hl=${language}`;
      script.async = true;
      script.onload = () => resolve(true);
      script.onerror = () => {
        loading = null;
        resolve(false);
      };
      document.head.append(script);
    }));
  return {
    siteKey,
    async token(action) {
      if (!(await load())) return null;
      const provider = ProviderSchema.safeParse(
        (window as { refurbBotCheck?: unknown }).refurbBotCheck,
      );
      if (!provider.success) return null;
      try {
        const token = await provider.data.execute(siteKey, { action });
        return typeof token === 'string' && token ? token : null;
      } catch {
        return null;
      }
    },
  };
}
