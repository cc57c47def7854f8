import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * Whether React runs the page in this browser: false on the server and while the browser
 * hydrates the server's HTML (its first render must match that HTML), true from the render after
 * (and at once on a page drawn in the browser). A rendered page is painted before its scripts
 * start (src/boot.js): a control that needs them (add to cart, the extras, the cookie choice)
 * is disabled until then, so a click is never silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(unchanging, inBrowser, onServer);
}
