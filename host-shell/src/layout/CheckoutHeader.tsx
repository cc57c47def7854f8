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
import { useSite } from '../app/site';
import { useI18n } from '../i18n/i18n';
import { Link } from '../routing/router';
import { RemoteWidget } from '../remotes/RemoteWidget';
import { brandAsset } from './head';
import { MiniCartBadge } from './MiniCartBadge';

/** The checkout's steps that have the enclosed header. */
const ENCLOSED: ReadonlySet<RouteName> = new Set<RouteName>(['cart-login', 'cart-finalize']);

export function isEnclosedCheckout(name: RouteName): boolean {
  return ENCLOSED.has(name);
}

/** One route value, so the service is not remounted when the login step goes on to finalize. */
const CART_SERVICE_ROUTE = { name: 'cart-service', params: {} };

/** A drawn padlock beside the words (decorative: the words say it). */
function LockIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" className="header__glyph">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
      />
    </svg>
  );
}

export function CheckoutHeader({ cartWanted }: { readonly cartWanted: boolean }) {
  const site = useSite();
  const { t } = useI18n();
  return (
    <header className="header header--checkout">
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <div className="header__bar">
        <Link href="/" className="header__logo">
          <img
            src={brandAsset(site.country, 'logo')}
            alt={t('site.name')}
            width={120}
            height={32}
          />
        </Link>
        <p className="header__secure">
          <LockIcon />
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
