/**
 * A small history router: the location is an external store read with `useSyncExternalStore`;
 * `navigate` pushes a state and notifies; `replaceAddress` rewrites the address of the page shown
 * (the page is the same, only what it names changes). `Link` keeps real `<a href>`s (open in a new tab, crawl,
 * copy) and only takes over a plain left click on a same-site link. `onIntent` fires on hover,
 * focus or touch: the place to preload what the next page needs.
 */
import {
  createContext,
  useCallback,
  useContext,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
} from 'react';

export interface HostLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

const NAVIGATE_EVENT = 'refurb-host:navigate';
const ADDRESS_EVENT = 'refurb-host:address';

function subscribe(callback: () => void): () => void {
  window.addEventListener('popstate', callback);
  window.addEventListener(NAVIGATE_EVENT, callback);
  return () => {
    window.removeEventListener('popstate', callback);
    window.removeEventListener(NAVIGATE_EVENT, callback);
  };
}

/** Calls `callback` after each navigation (a link, `navigate`, back or forward). */
export const onNavigate = subscribe;

/** The location's readers also hear a page's own address change (`replaceAddress`). */
function subscribeLocation(callback: () => void): () => void {
  const unsubscribe = subscribe(callback);
  window.addEventListener(ADDRESS_EVENT, callback);
  return () => {
    unsubscribe();
    window.removeEventListener(ADDRESS_EVENT, callback);
  };
}

const snapshot = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * The address being rendered on the server (`pathname + search`); null in the browser, where the
 * address is the window's (hydration included: it is the address the server rendered).
 */
const ServerHref = createContext<string | null>(null);
export const ServerLocationProvider = ServerHref.Provider;

export function useLocation(): HostLocation {
  const serverHref = useContext(ServerHref);
  // The server's address read as the store itself on the server (a renderer may read the store
  // there, not its server snapshot: Preact, which runs the pages, does).
  const read = serverHref === null ? snapshot : () => serverHref;
  const href = useSyncExternalStore(subscribeLocation, read, read);
  const url = new URL(href, 'http://site.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** The address `replaceAddress` wrote last, while the page it was written on is still shown. */
let addressOnly: string | null = null;
// Back, forward and the remotes' links (web-kit's `navigateTo`, a popstate) are navigations.
if (typeof window !== 'undefined')
  window.addEventListener('popstate', () => {
    addressOnly = null;
  });

export function navigate(href: string, options: { replace?: boolean } = {}): void {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  addressOnly = null;
  if (options.replace) window.history.replaceState(null, '', target);
  else window.history.pushState(null, '', target);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
  if (!url.hash) window.scrollTo?.(0, 0);
}

/**
 * A page's own address changes with what it shows (the brand-model page's choice of storage,
 * colour and grade, spec section 2): the history entry is replaced, not added (back leaves the
 * page, it does not undo each click), the scroll stays and `onNavigate` listeners (document loads,
 * remotes.json) are not told: the person is still on the same page. `useLocation` readers are.
 */
export function replaceAddress(href: string): void {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (target === snapshot()) return;
  window.history.replaceState(window.history.state, '', target);
  addressOnly = `${url.pathname}${url.search}`;
  window.dispatchEvent(new Event(ADDRESS_EVENT));
}

/** Whether `pathAndSearch` is the address a page wrote for itself, not a navigation's. */
export function isAddressUpdate(pathAndSearch: string): boolean {
  return addressOnly !== null && addressOnly === pathAndSearch;
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  readonly href: string;
  readonly onIntent?: () => void;
};

export function Link({ href, onIntent, onClick, children, ...rest }: LinkProps) {
  const handleClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey ||
        rest.target === '_blank'
      )
        return;
      const url = new URL(href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(href);
    },
    [href, onClick, rest.target],
  );
  return (
    <a
      href={href}
      onClick={handleClick}
      onMouseEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      {...rest}
    >
      {children}
    </a>
  );
}
