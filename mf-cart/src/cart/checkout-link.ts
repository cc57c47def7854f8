/**
 * Where the cart sends a person next (spec section 2's page-variant rule), as the sites route it:
 * the extras step when the upsell page is on (unless they are on it), else finalize for a
 * logged-in person, else the checkout login page. Login state comes from `session.changed`.
 * The link is the site's localized route in every environment: the local stack serves the real
 * sites (ro.localhost…), so it routes as production does; the spec's local address
 * `/checkout/<variant>/` still opens the same page (the host takes it to this route).
 */
import { checkoutPageUrl } from '@refurb/shared-contracts/checkout';
import { flagsForSite } from '@refurb/shared-contracts/runtime';
import { useEffect, useState } from 'react';
import { useCartService } from '../app/cart-context';

export function useIsLoggedIn(): boolean {
  const service = useCartService();
  const [loggedIn, setLoggedIn] = useState(false);
  useEffect(
    () => service.bus.subscribe('session.changed', ({ user }) => setLoggedIn(user !== null)),
    [service],
  );
  return loggedIn;
}

export function useNextCheckoutUrl({ fromExtras }: { fromExtras: boolean }): string {
  const service = useCartService();
  const loggedIn = useIsLoggedIn();
  const flags = flagsForSite(service.config, service.country);
  return checkoutPageUrl({
    country: service.country,
    isUpsellPageActive: flags.isUpsellPageActive && !fromExtras,
    isLoggedIn: loggedIn,
    isLocal: false,
    baseUrl: '',
    siteBase: '',
  });
}
