/**
 * A small history router: the location is an external store read with `useSyncExternalStore`;
 * `navigate` pushes a state and notifies. `Link` keeps real `<a href>`s (open in a new tab, crawl,
 * copy) and only takes over a plain left click on a same-site link. `onIntent` fires on hover,
 * focus or touch: the place to preload what the next page needs.
 */
import {
  useCallback,
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

const snapshot = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

export function useLocation(): HostLocation {
  const href = useSyncExternalStore(subscribe, snapshot, snapshot);
  const url = new URL(href, 'http://site.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function navigate(href: string, options: { replace?: boolean } = {}): void {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (options.replace) window.history.replaceState(null, '', target);
  else window.history.pushState(null, '', target);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
  if (!url.hash) window.scrollTo?.(0, 0);
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
