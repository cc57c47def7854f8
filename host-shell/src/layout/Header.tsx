/**
 * Header: logo (HU has its own), the public banner, search, categories, the account menu (the
 * account remote's; a plain link while it loads or when it cannot), sell and cart.
 *
 * On a phone (below 768 px, styles.css) the bar is one row: logo, search, account and cart, the
 * last three as icons whose words stay their accessible names. The search is then a link to the
 * search page, which has the search form (a form beside three icons left a field too narrow to
 * read what is typed); the sell link moves into the category bar, which scrolls sideways with a
 * shadow at the edge that has more. The remotes'
 * widgets keep the size of their first paint (their box holds the widest label they will show; the
 * cart badge has the mini-cart's shape), so the header never changes size as they load.
 *
 * The remotes' widgets load when they have something to do, not on every first load: the account
 * menu for a signed-in person (a visitor's is a link to log in, which the host draws), the
 * mini-cart when there is a cart to show or the page needs it (cart-ready.ts: a stored cart with
 * items, a cart command, a signed-in person, the cart's and the checkout's pages, `readsCart`);
 * until then the cart link
 * (MiniCartBadge), which leads to the cart page.
 *
 * The checkout's steps from its sign-in on (the login step and finalize) have an enclosed header
 * instead (CheckoutHeader), as a shop's checkout does: nothing there leads away from the order but
 * the logo and the cart link, and it loads no remote for itself.
 */
import { DEVICE_TYPE_KEYS, routePath } from '@refurb/shared-contracts';
import { readsCart } from '@refurb/shared-contracts/runtime';
import { PersonIcon, SearchIcon, useSessionUser } from '@refurb/web-kit';
import { useEffect } from 'react';
import { useHydratingStore } from '../app/hydrated';
import { useSite } from '../app/site';
import { useI18n } from '../i18n/i18n';
import { categoryPath, resolveLocation, searchPath } from '../routing/host-routes';
import { Link, useLocation } from '../routing/router';
import { RemoteWidget } from '../remotes/RemoteWidget';
import { SiteLogo, SkipLink } from './header-start';
import { MiniCartBadge, storedCartCount } from './MiniCartBadge';
import { CheckoutHeader, isEnclosedCheckout } from './CheckoutHeader';
import { SearchForm } from './SearchForm';

const notWanted = () => false;

/** The mini-cart is on every page: one route value, so it is not remounted on navigation. */
const MINI_CART_ROUTE = { name: 'mini-cart', params: {} };
/** The account menu likewise: who is logged in comes to it on the bus. */
const ACCOUNT_MENU_ROUTE = { name: 'account-menu', params: {} };

export function Header() {
  const site = useSite();
  const { t } = useI18n();
  const types = DEVICE_TYPE_KEYS.filter(
    (type) => type !== 'CONSOLE' || site.flags.isConsoleEnabled,
  );
  const user = useSessionUser(site.bus);
  const route = resolveLocation(site.country, useLocation(), {
    consoleEnabled: site.flags.isConsoleEnabled,
  });
  const onCartPage = route.kind === 'spec' && readsCart(route.name);
  const enclosed = route.kind === 'spec' && isEnclosedCheckout(route.name);
  const { cartDemand } = site;
  useEffect(() => {
    // The enclosed checkout draws no mini-cart: a stored cart alone wants nothing there.
    const cartToShow = !enclosed && storedCartCount(site.storage, site.config.cart) > 0;
    if (user || onCartPage || cartToShow) cartDemand.want();
  }, [cartDemand, user, onCartPage, enclosed, site.storage, site.config.cart]);
  // The server renders the page before anything wants the cart (and the browser hydrates that).
  const cartWanted = useHydratingStore(cartDemand.subscribe, cartDemand.wanted, notWanted);
  if (enclosed) return <CheckoutHeader cartWanted={cartWanted} />;
  return (
    <header className="header">
      <SkipLink />
      <p className="banner">
        <strong>{t('site.banner')}</strong> {t('site.bannerDetail')}
      </p>
      <div className="header__bar">
        <SiteLogo />
        <SearchForm id="site-search" className="header__search" />
        <Link href={searchPath(site.country)} className="header__search-link">
          <SearchIcon className="header__glyph" />
          <span className="header__label-text">{t('nav.search')}</span>
        </Link>
        <nav aria-label={t('nav.account')} className="header__links">
          <RemoteWidget
            name="mf_account"
            expose="account-menu"
            route={ACCOUNT_MENU_ROUTE}
            active={Boolean(user)}
            fallback={
              <Link
                href={routePath(site.country, user === null ? 'login' : 'account') ?? '/'}
                className="header__slot-label"
                onIntent={() => site.remotes.preload('mf_account')}
              >
                <PersonIcon className="header__glyph" />
                <span className="header__label-text">
                  {t(user === null ? 'nav.login' : 'nav.account')}
                </span>
              </Link>
            }
            reserve={
              <>
                <span className="header__slot-label">
                  <PersonIcon className="header__glyph" />
                  <span className="header__label-text">{t('nav.account')}</span>
                </span>
                <span className="header__slot-label">
                  <PersonIcon className="header__glyph" />
                  <span className="header__label-text">{t('nav.login')}</span>
                </span>
              </>
            }
          />
          <Link
            href={routePath(site.country, 'sell') ?? '/'}
            className="header__sell"
            onIntent={() => site.remotes.preload('mf_sell')}
          >
            {t('nav.sell')}
          </Link>
          <RemoteWidget
            name="mf_cart"
            expose="mini-cart"
            route={MINI_CART_ROUTE}
            active={cartWanted}
            fallback={<MiniCartBadge />}
          />
        </nav>
      </div>
      <nav aria-label={t('nav.main')} className="header__categories">
        <ul>
          {types.map((type) => (
            <li key={type}>
              <Link href={categoryPath(site.country, type)}>{t(`category.${type}`)}</Link>
            </li>
          ))}
          <li className="header__categories-sell">
            <Link
              href={routePath(site.country, 'sell') ?? '/'}
              onIntent={() => site.remotes.preload('mf_sell')}
            >
              {t('nav.sell')}
            </Link>
          </li>
          <li>
            <Link href={routePath(site.country, 'faq') ?? '/'}>{t('nav.help')}</Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
