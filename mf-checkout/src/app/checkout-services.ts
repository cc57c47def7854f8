/**
 * The composition root of checkout: the page's ports over the browser (shop-api over fetch, the
 * bot-check script, session storage, the window event bus) for one site. Tests and Storybook hand
 * in their own API or storage; nothing else here knows an SDK.
 *
 * The shop-api adapter and the response schemas it parses with are a chunk loaded on the first
 * call (web-kit's lazyPort): the login step, which calls nothing, does not download them.
 */
import {
  createScriptBotCheck,
  createWindowBus,
  lazyPort,
  openWebStorage,
  type BotCheck,
} from '@refurb/web-kit';
import { type Country } from '@refurb/shared-contracts';
import {
  flagsForSite,
  guardedStorage,
  type EventBus,
  type RuntimeConfig,
  type SiteFlags,
} from '@refurb/shared-contracts/runtime';

import { createSessionAttemptStore } from '../adapters/session-attempt-store';
import { createSessionStorageStore } from '../adapters/session-storage-store';
import { loadCheckoutI18n, type CheckoutI18n } from '../i18n/i18n';

import type { CheckoutApi } from '../ports/checkout-api';
import type { OrderAttemptStore } from '../ports/order-attempt';
import type { CheckoutSessionStore } from '../ports/session-store';
import { reportError } from './effects';

export interface CheckoutServices {
  readonly country: Country;
  readonly config: RuntimeConfig;
  readonly flags: SiteFlags;
  readonly i18n: CheckoutI18n;
  readonly api: CheckoutApi;
  readonly bus: EventBus;
  readonly botCheck: BotCheck;
  readonly session: CheckoutSessionStore;
  readonly attempts: OrderAttemptStore;
}

export interface CheckoutServicesOptions {
  readonly country: Country;
  readonly config: RuntimeConfig;
  /** shop-api's origin when it is not the page's (the standalone page). */
  readonly apiOrigin?: string;
  readonly api?: CheckoutApi;
  readonly botCheck?: BotCheck;
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** Every call of the CheckoutApi port (the type holds the list to the port's). */
const CHECKOUT_API_METHODS = {
  paymentMethods: true,
  oneyOptions: true,
  deliveryOptions: true,
  deliveryEstimate: true,
  counties: true,
  localities: true,
  pickupPoints: true,
  summary: true,
  placeOrder: true,
  startPayment: true,
  orderStatus: true,
  savedAddresses: true,
  saveAddress: true,
} as const;

export async function createCheckoutServices(
  options: CheckoutServicesOptions,
): Promise<CheckoutServices> {
  const { country, config } = options;
  const i18n = await loadCheckoutI18n(country);
  // Reading window.sessionStorage itself throws where storage is blocked: met inside the guard.
  const storage = guardedStorage(
    () => options.storage ?? openWebStorage('sessionStorage'),
    (what) => reportError(what, { area: 'checkout', reason: 'session-storage' }),
  );
  const origin = options.apiOrigin ?? '';
  return {
    country,
    config,
    flags: flagsForSite(config, country),
    i18n,
    api:
      options.api ??
      lazyPort<CheckoutApi>(
        () =>
          import('../adapters/http-checkout-api').then(({ createHttpCheckoutApi }) =>
            createHttpCheckoutApi({
              services: config.services,
              origin,
              timeoutMs: config.network.timeoutMs,
              oney: {
                merchantId: config.oney?.merchantId ?? '',
                website: config.sites[country] ?? window.location.origin,
                language: country === 'ro' ? 'ro' : 'en',
              },
            }),
          ),
        CHECKOUT_API_METHODS,
        {},
      ),
    bus: createWindowBus(reportError),
    botCheck:
      options.botCheck ??
      createScriptBotCheck({
        scriptUrl: `${origin}${config.botCheck.scriptUrl}`,
        siteKey: config.botCheck.siteKey,
        language: i18n.language,
      }),
    session: createSessionStorageStore(storage),
    attempts: createSessionAttemptStore(storage),
  };
}
