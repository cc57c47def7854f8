/**
 * The composition root of the account remote: the page's ports over the browser (shop-api over
 * fetch, the identity service (Firebase Auth, loaded when first needed), the bot-check script,
 * local storage, the window event bus) for one site. Tests and Storybook hand in their own API,
 * identity or storage; nothing else here knows an SDK.
 *
 * The shop-api adapter and the response schemas it parses with are a chunk loaded on the first
 * call (web-kit's lazyPort), which the sign-in forms start as a person begins to fill them in:
 * the sign-in pages do not download the account pages' schemas to draw a form.
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
  lazyPort,
  openWebStorage,
  type BotCheck,
} from '@refurb/web-kit';
import { invoiceUrlOf } from '../adapters/invoice-url';
import { lazyIdentity } from '../adapters/lazy-identity';
import { createLinkEmailStore, type LinkEmailStore } from '../adapters/link-email-store';
import { loadWords, type AccountI18nValue, type AccountWords } from '../i18n/i18n';
import type { AccountApi } from '../ports/account-api';
import type { Identity } from '../ports/identity';
import { reportError } from './effects';

export interface AccountServices {
  readonly country: Country;
  readonly config: RuntimeConfig;
  readonly flags: SiteFlags;
  /** The words the root loaded: the sign-in pages' alone, or every page's. */
  readonly words: AccountI18nValue;
  readonly api: AccountApi;
  /** Starts loading the shop-api adapter before its first call (a form being filled in). */
  readonly preloadApi: () => void;
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
  /** Which words to load: a sign-in page's alone, or every page's (the default). */
  readonly words?: AccountWords;
}

/** Every call of the AccountApi port that answers later (the type holds the list to the port's). */
const ACCOUNT_API_METHODS = {
  me: true,
  createSession: true,
  deleteSession: true,
  endAllSessions: true,
  register: true,
  requestPasswordReset: true,
  orders: true,
  order: true,
  orderReturn: true,
  requestReturn: true,
  returns: true,
  warrantyReturnData: true,
  warranties: true,
  insurances: true,
  warrantyCases: true,
  openWarrantyCase: true,
  sales: true,
  sale: true,
  decideCounterOffer: true,
  sellQuestions: true,
  profile: true,
  updateProfile: true,
  addresses: true,
  createAddress: true,
  updateAddress: true,
  deleteAddress: true,
  genius: true,
  setGenius: true,
  counties: true,
  localities: true,
} as const;

export async function createAccountServices(
  options: AccountServicesOptions,
): Promise<AccountServices> {
  const { country, config } = options;
  const words = await loadWords(options.words ?? 'all', country);
  const { language } = words.signIn;
  const origin = options.apiOrigin ?? '';
  const path = (route: RouteName, params: Readonly<Record<string, string>> = {}) =>
    buildRoutePath(country, route, params) ?? '/';
  let api = options.api;
  let preloadApi = (): void => undefined;
  if (!api) {
    const lazy = lazyPort<AccountApi>(
      () =>
        import('../adapters/http-account-api').then(({ createHttpAccountApi }) =>
          createHttpAccountApi({
            country,
            services: config.services,
            origin,
            timeoutMs: config.network.timeoutMs,
          }),
        ),
      ACCOUNT_API_METHODS,
      { invoiceUrl: invoiceUrlOf({ services: config.services, origin }) },
    );
    api = lazy;
    preloadApi = lazy.preload;
  }
  return {
    country,
    config,
    flags: flagsForSite(config, country),
    words,
    api,
    preloadApi,
    identity:
      options.identity ??
      lazyIdentity(() =>
        import('../adapters/firebase-identity').then((adapter) =>
          adapter.createFirebaseIdentity(config.firebase, language),
        ),
      ),
    bus: createWindowBus(reportError),
    botCheck:
      options.botCheck ??
      createScriptBotCheck({
        scriptUrl: `${origin}${config.botCheck.scriptUrl}`,
        siteKey: config.botCheck.siteKey,
        language,
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
