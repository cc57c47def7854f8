import { describe, expect, it } from '@jest/globals';
import { CHECKOUT_SESSION_KEYS, routePath, type Country } from '@refurb/shared-contracts';
import { resolveLocation } from '../routing/host-routes';
import { resetCheckoutWhenLeft } from './checkout-reset';

/** sessionStorage as the browser keeps it across the page loads of one tab. */
function tabStorage() {
  const entries = new Map<string, string>();
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
    keys: () => [...entries.keys()].sort(),
  };
}

const OTHER = 'refurb:checkout:attempt';

/** A checkout in progress: the six entries of spec section 4 and the order's idempotency key. */
function midCheckout() {
  const storage = tabStorage();
  for (const key of CHECKOUT_SESSION_KEYS) storage.setItem(key, '{"v":1}');
  storage.setItem(OTHER, 'key');
  return storage;
}

const routeAt = (country: Country, pathname: string) => () =>
  resolveLocation(country, { pathname, search: '', hash: '' }, { consoleEnabled: true });

/** A page of the site loaded at `pathname` (a typed address, a bookmark, a reload). */
function loadPage(country: Country, pathname: string, storage: ReturnType<typeof tabStorage>) {
  let listener: (() => void) | undefined;
  let route = routeAt(country, pathname);
  resetCheckoutWhenLeft({
    routeOf: () => route(),
    storage,
    onNavigate: (callback) => {
      listener = callback;
      return () => undefined;
    },
  });
  return {
    /** An in-page navigation (a link, back or forward). */
    navigate(next: string) {
      route = routeAt(country, next);
      listener?.();
    },
  };
}

describe('checkout reset however checkout is left (spec section 4, issue 33 point 5)', () => {
  it.each([
    ['ro', routePath('ro', 'index')!],
    ['ro', routePath('ro', 'cart')!],
    ['hu', routePath('hu', 'cart')!],
    ['bg', routePath('bg', 'login')!],
    ['gr', '/no-such-page/'],
  ] as const)('%s: a page load at %s clears the six entries and nothing else', (country, path) => {
    const storage = midCheckout();
    loadPage(country, path, storage);
    expect(storage.keys()).toEqual([OTHER]);
  });

  it.each([
    ['ro', 'cart-finalize'],
    ['hu', 'cart-login'],
    ['bg', 'cart-extra'],
    ['ro', 'payment-failed'],
    ['hu', 'thank-you-cofidis'],
  ] as const)('%s: a page load (a reload) of %s keeps them', (country, name) => {
    const storage = midCheckout();
    loadPage(country, routePath(country, name)!, storage);
    expect(storage.keys()).toHaveLength(CHECKOUT_SESSION_KEYS.length + 1);
  });

  it('an in-page navigation from checkout to the cart clears them; between checkout pages keeps', () => {
    const storage = midCheckout();
    const page = loadPage('ro', routePath('ro', 'cart-login')!, storage);
    page.navigate(routePath('ro', 'cart-finalize')!);
    expect(storage.keys()).toHaveLength(CHECKOUT_SESSION_KEYS.length + 1);
    page.navigate(routePath('ro', 'cart')!);
    expect(storage.keys()).toEqual([OTHER]);
  });
});
