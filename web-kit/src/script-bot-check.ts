/**
 * The BotCheck over the provider's script (spec section 7): the host loads it on every page with
 * the site key; on a page where it is not there yet (the standalone page, a marketing page) it is
 * loaded here, once. No script, no provider or a refusal give no token; the caller says so.
 */
import type { BotCheckAction } from '@refurb/shared-contracts/api/session';

/** The BotCheck port (spec section 7): a token for a named action, or null when none came. */
export interface BotCheck {
  token(action: BotCheckAction): Promise<string | null>;
}

type Provider = { execute(siteKey: string, options: { action: string }): Promise<unknown> };

function provider(): Provider | null {
  const candidate = (window as { refurbBotCheck?: { execute?: unknown } }).refurbBotCheck;
  return typeof candidate?.execute === 'function' ? (candidate as Provider) : null;
}

export function createScriptBotCheck(options: {
  readonly scriptUrl: string;
  readonly siteKey: string;
  readonly language: string;
}): BotCheck {
  let loading: Promise<void> | null = null;
  const ensureLoaded = () =>
    provider()
      ? Promise.resolve()
      : (loading ??= new Promise<void>((resolve) => {
          const script = document.createElement('script');
          const glue = options.scriptUrl.includes('?') ? '&' : '?';
          script.src = `${options.scriptUrl}${glue}render=${encodeURIComponent(options.siteKey)}&hl=${options.language}`;
          script.onload = () => resolve();
          script.onerror = () => {
            loading = null;
            resolve();
          };
          document.head.append(script);
        }));
  return {
    async token(action) {
      await ensureLoaded();
      const found = provider();
      if (!found) return null;
      const token = await found.execute(options.siteKey, { action }).catch(() => null);
      return typeof token === 'string' && token !== '' ? token : null;
    },
  };
}
