/**
 * The composition root of the sell remote: the page's ports over the browser (shop-api over
 * fetch, session storage for the progress, the window event bus) for one site. Tests and
 * Storybook hand in their own API or storage; nothing else here knows the browser's APIs.
 */
import { buildRoutePath, type Country, type RouteName } from '@refurb/shared-contracts';
import { type EventBus, type RuntimeConfig } from '@refurb/shared-contracts/runtime';
import { createWindowBus, openWebStorage } from '@refurb/web-kit';
import { createHttpSellApi } from '../adapters/http-sell-api';
import { createProgressStore, type ProgressStore } from '../adapters/progress-store';
import { loadSellI18n, type SellI18n } from '../i18n/i18n';
import type { SellApi } from '../ports/sell-api';
import { navigateTo, replaceUrl, reportError } from './effects';

export interface SellServices {
  readonly country: Country;
  readonly config: RuntimeConfig;
  readonly i18n: SellI18n;
  readonly api: SellApi;
  readonly bus: EventBus;
  readonly progress: ProgressStore;
  /** This site's path of a route (`/` when the site has no such page). */
  readonly path: (route: RouteName, params?: Readonly<Record<string, string>>) => string;
  readonly navigation: Navigation;
}

/** The address bar: the host's router on a site, nothing in Storybook. */
export interface Navigation {
  /** The path shown now. */
  current(): string;
  /** Another page, a new history entry. */
  push(url: string): void;
  /** The same page under another address (no history entry). */
  replace(url: string): void;
}

const browserNavigation: Navigation = {
  current: () => window.location.pathname,
  push: navigateTo,
  replace: replaceUrl,
};

export interface SellServicesOptions {
  readonly country: Country;
  readonly config: RuntimeConfig;
  /** shop-api's origin when it is not the page's (the standalone page). */
  readonly apiOrigin?: string;
  readonly api?: SellApi;
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  readonly bus?: EventBus;
  readonly navigation?: Navigation;
}

export async function createSellServices(options: SellServicesOptions): Promise<SellServices> {
  const { country, config } = options;
  return {
    country,
    config,
    i18n: await loadSellI18n(country),
    api:
      options.api ??
      createHttpSellApi({
        country,
        services: config.services,
        origin: options.apiOrigin ?? '',
        timeoutMs: config.network.timeoutMs,
      }),
    bus: options.bus ?? createWindowBus(reportError),
    progress: createProgressStore(
      // Opened inside the store's guard: a browser that blocks storage is reported, not thrown.
      options.storage === undefined ? () => openWebStorage('sessionStorage') : options.storage,
      (reason) => reportError(reason, { area: 'sell', reason: 'progress-storage' }),
    ),
    path: (route, params = {}) => buildRoutePath(country, route, params) ?? '/',
    navigation: options.navigation ?? browserNavigation,
  };
}
