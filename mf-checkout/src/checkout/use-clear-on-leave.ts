/**
 * Spec section 4: when checkout is left, its six session entries are cleared. Leaving is going on
 * to a page that is not checkout's within the site (the cart, the shop); a reload, closing the tab
 * or the trip to the payment gateway are not leaving, so they keep everything. The check runs
 * after the unmount settles, so React's development double mount does not count as leaving.
 */
import { matchRoute, type Country } from '@refurb/shared-contracts';
import { useEffect } from 'react';
import type { CheckoutSessionStore } from '../ports/session-store';
import { RESULT_ROUTES } from '../results/result-page';

const CHECKOUT_ROUTES = new Set<string>(['cart-login', 'cart-finalize', ...RESULT_ROUTES]);

let mounted = 0;

export function isCheckoutPath(country: Country, pathname: string): boolean {
  const match = matchRoute(country, pathname);
  return match !== null && CHECKOUT_ROUTES.has(match.name);
}

export function useClearOnLeave(country: Country, session: CheckoutSessionStore): void {
  useEffect(() => {
    mounted += 1;
    return () => {
      mounted -= 1;
      setTimeout(() => {
        if (mounted === 0 && !isCheckoutPath(country, window.location.pathname)) session.clear();
      }, 0);
    };
  }, [country, session]);
}
