/**
 * The checkout's enclosed header, on its steps from the sign-in on (the login step and finalize):
 * the logo (home), what the page is (a secure checkout) and the cart link with its count
 * (MiniCartBadge), which leads back to the cart. No search, categories, account menu or mini-cart
 * drawer: a person who is paying is not sent elsewhere, and the page loads no remote for its header.
 *
 * The page's cart service still runs where the page needs it, with no view: the cart remote's
 * `./cart-service`, when the cart is wanted (Header: finalize, which reads the cart, and a person
 * who signs in on the login step, whose visitor's cart is merged into the account's then: the
 * service hears the replayed `session.changed` and owes the merge, cart-service.ts). It draws
 * nothing, so the cart link stays; its count follows the service's `cart.updated`.
 */
import type { RouteName } from '@refurb/shared-contracts';
import { LockIcon } from '@refurb/web-kit';
import { useI18n } from '../i18n/i18n';
import { RemoteWidget } from '../remotes/RemoteWidget';
import { SiteLogo, SkipLink } from './header-start';
import { MiniCartBadge } from './MiniCartBadge';

/** The checkout's steps that have the enclosed header. */
const ENCLOSED: ReadonlySet<RouteName> = new Set<RouteName>(['cart-login', 'cart-finalize']);

export function isEnclosedCheckout(name: RouteName): boolean {
  return ENCLOSED.has(name);
}

/** One route value, so the service is not remounted when the login step goes on to finalize. */
const CART_SERVICE_ROUTE = { name: 'cart-service', params: {} };

export function CheckoutHeader({ cartWanted }: { readonly cartWanted: boolean }) {
  const { t } = useI18n();
  return (
    <header className="header header--checkout">
      <SkipLink />
      <div className="header__bar">
        <SiteLogo />
        <p className="header__secure">
          <LockIcon className="header__glyph" />
          <span>{t('nav.secureCheckout')}</span>
        </p>
        <RemoteWidget
          name="mf_cart"
          expose="cart-service"
          route={CART_SERVICE_ROUTE}
          active={cartWanted}
          fallback={<MiniCartBadge />}
        />
      </div>
    </header>
  );
}
