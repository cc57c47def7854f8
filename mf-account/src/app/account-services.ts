/**
 * The composition root of the account remote: the page's ports over the browser (shop-api over
 * fetch, the identity service (Firebase Auth, loaded when first needed), the bot-check script,
 * local storage, the window event bus) for one site. Tests and Storybook hand in their own API,
 * identity or storage; nothing else here knows an SDK.
 */
import { buildRoutePath, type Country, type RouteName } from '@refurb/shared-contracts';
import {
  flagsForSite,
  type EventBus,
  type RuntimeConfig,
  type SiteFlags,
} from '@refurb/shared-contracts/runtime';
import {
  createScriptBotCheck,
  createWindowBus,
  openWebStorage,
  type BotCheck,
} from '@refurb/web-kit';
import { createHttpAccountApi } from '../adapters/http-account-api';
import { lazyIdentity } from '../adapters/lazy-identity';
import { createLinkEmailStore, type LinkEmailStore } from '../adapters/link-email-store';
import { loadAccountI18n, type AccountI18n } from '../i18n/i18n';
import type { AccountApi } from '../ports/account-api';
import type { Identity } from '../ports/identity';
import { reportError } from './effects';

export interface AccountServices {
  readonly country: Country;
  readonly config: RuntimeConfig;
  readonly flags: SiteFlags;
  readonly i18n: AccountI18n;
  readonly api: AccountApi;
  readonly identity: Identity;
  readonly bus: EventBus;
  readonly botCheck: BotCheck;
  readonly linkEmail: LinkEmailStore;
  /** This site's path of a route (`/` when the site has no such page). */
  readonly path: (route: RouteName, params?: Readonly<Record<string, string>>) => string;
  /** The absolute address of a path on this site (links that leave the page: e-mails). */
  readonly absolute: (path: string) => string;
}

export interface AccountServicesOptions {
  readonly country: Country;
  readonly config: RuntimeConfig;
  /** shop-api's origin when it is not the page's (the standalone page). */
  readonly apiOrigin?: string;
  readonly api?: AccountApi;
  readonly identity?: Identity;
  readonly botCheck?: BotCheck;
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

export async function createAccountServices(
  options: AccountServicesOptions,
): Promise<AccountServices> {
  const { country, config } = options;
  const i18n = await loadAccountI18n(country);
  const origin = options.apiOrigin ?? '';
  const path = (route: RouteName, params: Readonly<Record<string, string>> = {}) =>
    buildRoutePath(country, route, params) ?? '/';
  return {
    country,
    config,
    flags: flagsForSite(config, country),
    i18n,
    api:
      options.api ??
      createHttpAccountApi({
        country,
        services: config.services,
        origin,
        timeoutMs: config.network.timeoutMs,
      }),
    identity:
      options.identity ??
      lazyIdentity(() =>
        import('../adapters/firebase-identity').then((adapter) =>
          adapter.createFirebaseIdentity(config.firebase, i18n.language),
        ),
      ),
    bus: createWindowBus(reportError),
    botCheck:
      options.botCheck ??
      createScriptBotCheck({
        scriptUrl: `${origin}${config.botCheck.scriptUrl}`,
        siteKey: config.botCheck.siteKey,
        language: i18n.language,
      }),
    linkEmail: createLinkEmailStore(
      // Opened inside the store's guard: a browser that blocks storage is reported, not thrown.
      options.storage === undefined ? () => openWebStorage('localStorage') : options.storage,
      (reason) => reportError(reason, { area: 'auth', reason: 'link-email-storage' }),
    ),
    path,
    absolute: (target) => new URL(target, window.location.origin).toString(),
  };
}
