import { useEffect, useState, useSyncExternalStore } from 'react';
import { usePageContext } from './server-page';

const unchanging = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * `useSyncExternalStore` with React's reading of its server snapshot on every renderer: the server
 * snapshot on the server and in the render that hydrates the server's HTML (which must match it),
 * the store's own from the render after. The pages run on Preact (docs/adr/0012), whose
 * `useSyncExternalStore` reads the store's own snapshot everywhere: on the server, where the
 * store may be the browser's (`window`, localStorage), and while hydrating, where it would draw
 * what the server did not. A component mounted on a page drawn in the browser (no page context)
 * reads the store at once; one mounted later on a hydrated page renders once more.
 */
export function useHydratingStore<T>(
  subscribe: (changed: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const page = usePageContext();
  const [hydrated, setHydrated] = useState(page === null);
  useEffect(() => setHydrated(true), []);
  return useSyncExternalStore(
    subscribe,
    hydrated ? getSnapshot : getServerSnapshot,
    getServerSnapshot,
  );
}

/**
 * Whether React runs the page in this browser: false on the server and while the browser
 * hydrates the server's HTML (its first render must match that HTML), true from the render after
 * (and at once on a page drawn in the browser). A rendered page is painted before its scripts
 * start (src/boot.js): a control that needs them (add to cart, the extras, the cookie choice)
 * is disabled until then, so a click is never silently lost.
 */
export function useHydrated(): boolean {
  return useHydratingStore(unchanging, inBrowser, onServer);
}
