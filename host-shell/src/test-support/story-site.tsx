/**
 * The host's site for stories: what bootstrap.tsx builds on a real page, with the same parts where
 * they work in Storybook and small fakes where they would reach outside it. The API client is the
 * real one (`createShopApi`), so pages go to the network, where the story's MSW handlers answer.
 * The remote loader is the real one over a federation runtime that never loads a real remote: its
 * loads stay pending (`'pending'`) or fail (`'down'`, reported as on a site). Each story gets its
 * own bus, so a cart announced in one story is not replayed into the next.
 */
import { type Country } from '@refurb/shared-contracts';
import {
  createEventBus,
  flagsForSite,
  RemotesJsonSchema,
  type BusPayload,
  type EventBus,
} from '@refurb/shared-contracts/runtime';
import { accessory } from '@refurb/shared-contracts/fixtures';
import {
  catalogHandlers,
  guideHandlers,
  localPrice,
  searchHandlers,
  STORY_BOT_TOKEN,
  STORY_CONFIG,
  storyCart,
  storyPhones,
  type RequestHandler,
} from '@refurb/story-mocks';
import type { Parameters } from '@storybook/react-webpack5';
import { webStorage } from '@refurb/web-kit';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import localRemotes from '@refurb/local-env/config/remotes.json';
import { createShopApi } from '../api/shop-api';
import { createCartDemand } from '../app/cart-ready';
import { CONSENT_STORAGE_KEY } from '../consent/consent-store';
import { SiteProvider, type Site } from '../app/site';
import { createI18n } from '../i18n/catalogues';
import { I18nProvider, type I18n } from '../i18n/i18n';
import {
  createRemoteLoader,
  type ErrorReporter,
  type FederationRuntime,
} from '../remotes/remote-loader';
import styles from '../styles.css';

const pageStorage = webStorage('localStorage');

export type StoryRemotes = 'pending' | 'down' | FederationRuntime;

export interface StorySiteOptions {
  /** How the remotes load: never (default), never successfully, or through a fake runtime. */
  readonly remotes?: StoryRemotes;
  /** The cart's last `cart.updated`, as mf-cart would have announced it. */
  readonly cart?: BusPayload<'cart.updated'>;
  /** Whether a cart listens when a page sends it a command. */
  readonly cartReady?: boolean;
  /** False: the page does not need the cart yet (the header's badge reads the stored cart). */
  readonly cartWanted?: boolean;
  /** What the page's local storage holds (a stored cart), by key. */
  readonly stored?: Readonly<Record<string, string>>;
  /** Subscribes a story's spies to the site's bus (what the page sends the cart). */
  readonly listen?: (bus: EventBus) => void;
}

const noop = () => undefined;

const RUNTIMES: Readonly<Record<'pending' | 'down', FederationRuntime>> = {
  pending: { register: noop, preload: async () => undefined, load: () => new Promise(noop) },
  down: {
    register: noop,
    preload: async () => undefined,
    load: async (name) => {
      throw new Error(`remote ${name}: Loading script failed`);
    },
  },
};

/** Reports go to the console as the remotes' reporters write them (`[refurb:<area>]`). */
export const storyReporter: ErrorReporter = {
  report: (error, context) => console.error('[refurb:host-shell]', context.tags, String(error)),
};

export function createStorySite(country: Country, options: StorySiteOptions = {}): Site {
  const { remotes = 'pending', cartReady = true } = options;
  // A story shows the mini-cart's slot as a page that needs the cart does, unless it says not.
  const cartDemand = createCartDemand();
  if (options.cartWanted ?? true) cartDemand.want();
  const bus = createEventBus({
    target: new EventTarget(),
    createEvent: (name, detail) => new CustomEvent(name, { detail }),
    onInvalid: (type, error) =>
      storyReporter.report(new Error(error), { tags: { event: type, reason: 'invalid-event' } }),
  });
  if (options.cart) bus.publish('cart.updated', options.cart);
  options.listen?.(bus);
  return {
    country,
    config: STORY_CONFIG,
    flags: flagsForSite(STORY_CONFIG, country),
    siteBase: STORY_CONFIG.sites[country] ?? window.location.origin,
    api: createShopApi(STORY_CONFIG.services),
    remotes: createRemoteLoader({
      remotes: RemotesJsonSchema.parse(localRemotes),
      runtime: typeof remotes === 'string' ? RUNTIMES[remotes] : remotes,
      reporter: storyReporter,
      sessionBucket: 0.5,
      sleep: async () => undefined,
    }),
    bus,
    reporter: storyReporter,
    botCheck: {
      siteKey: STORY_CONFIG.botCheck.siteKey,
      token: async () => STORY_BOT_TOKEN,
    },
    cartReady: async () => cartReady,
    cartDemand,
    // The story's own storage: what other stories stored (a cart) is not this page's; the
    // consent choice a story makes in its beforeEach is (the banner has its own stories).
    storage: {
      getItem: (key) =>
        options.stored?.[key] ?? (key === CONSENT_STORAGE_KEY ? pageStorage.getItem(key) : null),
      setItem: (key, value) => pageStorage.setItem(key, value),
      removeItem: (key) => pageStorage.removeItem(key),
    },
  };
}

/** Two phones and a screen protector: the cart as mf-cart announces it, in the site's money. */
export function storyCartUpdate(country: Country): BusPayload<'cart.updated'> {
  const phones = storyPhones(country);
  const glass = accessory({ id: 'glass', price: localPrice(country, 39) });
  const total = phones.reduce((sum, p) => sum + p.buy_price, 0) + glass.price;
  return {
    cart: storyCart({ phoneCart: phones, accessoryCart: [glass] }),
    total,
    itemCount: phones.length + 1,
    promo: null,
  };
}

const STYLE_ID = 'refurb-host-styles';

/** The site around a story: its providers, the host's CSS and the page's language. */
export function StorySite({
  country,
  options,
  children,
}: {
  readonly country: Country;
  readonly options?: StorySiteOptions;
  readonly children: ReactNode;
}) {
  const [site] = useState(() => createStorySite(country, options));
  const [i18n] = useState<I18n>(() => createI18n(country));
  useLayoutEffect(() => {
    document.documentElement.lang = i18n.language;
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = styles;
    document.head.append(style);
  }, [i18n]);
  return (
    <SiteProvider value={site}>
      <I18nProvider value={i18n}>{children}</I18nProvider>
    </SiteProvider>
  );
}

/** A page of the site: in the main region, as the page wrapper puts it. */
export function StoryPage(props: {
  readonly country: Country;
  readonly options?: StorySiteOptions;
  readonly children: ReactNode;
}) {
  return (
    <StorySite {...props}>
      <main id="main" tabIndex={-1} className="main">
        {props.children}
      </main>
    </StorySite>
  );
}

/** The story's country from the toolbar. */
export const countryOf = (globals: Readonly<Record<string, unknown>>): Country =>
  (globals.country as Country | undefined) ?? 'ro';

/** A story's network: the shop's handlers, after `first` (MSW answers with the first match). */
export const network = (...first: RequestHandler[]): Parameters => ({
  msw: { handlers: [...first, ...catalogHandlers(), ...guideHandlers(), ...searchHandlers()] },
});
