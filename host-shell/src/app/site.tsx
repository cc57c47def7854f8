/**
 * Everything a page of this site needs, made once at start by the composition root: the country,
 * its parsed runtime config and flags, the API client, the remote loader, the event bus, the
 * error reporter and the bot-check key (spec section 2: handed to every page).
 */
import type { Country } from '@refurb/shared-contracts';
import type {
  EventBus,
  GuardedStorage,
  RuntimeConfig,
  SiteFlags,
} from '@refurb/shared-contracts/runtime';
import { createContext, useContext, type ReactNode } from 'react';
import type { ShopApi } from '../api/shop-api';
import type { CartDemand, CartReady } from './cart-ready';
import type { RemoteLoading } from '../remotes/lazy-remote-loader';
import type { ErrorReporter } from '../remotes/remote-loader';

export interface BotCheck {
  readonly siteKey: string;
  /** A token for `action` from the provider's script, or null when it could not run. */
  token(action: 'review' | 'login' | 'register' | 'place_order'): Promise<string | null>;
}

export interface Site {
  readonly country: Country;
  readonly config: RuntimeConfig;
  readonly flags: SiteFlags;
  readonly siteBase: string;
  readonly api: ShopApi;
  readonly remotes: RemoteLoading;
  readonly bus: EventBus;
  readonly reporter: ErrorReporter;
  readonly botCheck: BotCheck;
  /** Resolves true when the page's cart service listens; asking wants the cart (cart-ready.ts). */
  readonly cartReady: CartReady;
  /** Whether the page needs the cart remote yet (cart-ready.ts). */
  readonly cartDemand: CartDemand;
  /**
   * The page's local storage, guarded (it never throws; blocked storage reads as empty): the
   * header reads the stored cart there, the consent banner keeps the visitor's choice.
   */
  readonly storage: GuardedStorage;
}

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ value, children }: { value: Site; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside SiteProvider');
  return site;
}
