/**
 * The site: page wrapper (header, footer, toasts, consent) around the page of the current
 * location. Every route name of the spec resolves here: host pages, content pages, or the remote
 * that owns the route (mounted, or its fallback when it cannot load).
 */
import { buildRoutePath, type ContentPageKey, type RouteName } from '@refurb/shared-contracts';
import { useEffect, useRef, useState } from 'react';
import { Slide, ToastContainer } from 'react-toastify';
import { ConsentProvider } from '../consent/ConsentBanner';
import { useI18n, type I18n } from '../i18n/i18n';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { usePageHead } from '../layout/use-page-head';
import { CategoryPage } from '../pages/CategoryPage';
import { ContentPage } from '../pages/ContentPage';
import { IndexPage } from '../pages/IndexPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { AddReviewPage, ReviewOutcomePage, ReviewsPage } from '../pages/ReviewsPages';
import { BrandPage, SearchPage } from '../pages/SearchPage';
import { ProductPage } from '../product/ProductPage';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { remoteOfRoute } from '../remotes/route-remotes';
import { resolveLocation, type HostRoute } from '../routing/host-routes';
import { Link, useLocation } from '../routing/router';
import { useSite } from './site';

/** Spec section 2: toasts at bottom-center, closing after 5000 ms, at most 3 at once. */
export const TOAST_OPTIONS = { position: 'bottom-center', autoClose: 5000, limit: 3 } as const;

const CONTENT_ROUTES: Readonly<Partial<Record<RouteName, ContentPageKey>>> = {
  'about-us': 'about-us',
  'seller-guide': 'seller-guide',
  faq: 'faq',
  contact: 'faq',
  'faq-old': 'faq-old',
  'contact-old': 'contact-old',
  blog: 'blog',
  'return-address': 'return-address',
  'refund-policy': 'refund-policy',
};

function remoteTitle(t: I18n['t'], name: RouteName): string {
  if (name.startsWith('account')) return t('route.account');
  if (name.startsWith('cart')) return t('route.cart');
  if (name.startsWith('thank-you')) return t('route.thank-you');
  if (name.startsWith('sell')) return t('route.sell');
  switch (name) {
    case 'login':
    case 'register':
    case 'forgot':
    case 'logout':
    case 'payment-processing':
    case 'payment-failed':
      return t(`route.${name}`);
    default:
      return t('site.name');
  }
}

function RemotePage({
  name,
  params,
}: {
  name: RouteName;
  params: Readonly<Record<string, string>>;
}) {
  const { t } = useI18n();
  usePageHead(remoteTitle(t, name), { name, params });
  const remote = remoteOfRoute(name);
  if (!remote) return <NotFoundPage />;
  const route = { name, params: { ...params } };
  if (name === 'cart-login') return <CheckoutLoginPage route={route} />;
  return <RemoteSlot key={remote} name={remote} route={route} />;
}

/**
 * The checkout login step: checkout's page (guest, register) and the account remote's sign-in
 * form, composed here so neither remote imports the other. While the form loads, or when it
 * cannot, a link to the login page stands in for it.
 */
function CheckoutLoginPage({
  route,
}: {
  route: { name: RouteName; params: Record<string, string> };
}) {
  const { t } = useI18n();
  const site = useSite();
  const finalize = buildRoutePath(site.country, 'cart-finalize') ?? '/';
  const login = `${buildRoutePath(site.country, 'login') ?? '/'}?redirect=${encodeURIComponent(finalize)}`;
  // The sign-in form shows once checkout's choices above it have drawn themselves (or could not
  // load): they are taller than their loading line and would push a form already there down.
  const [choicesSettled, setChoicesSettled] = useState(false);
  return (
    <div className="checkout-login">
      <RemoteSlot name="mf_checkout" route={route} onSettled={() => setChoicesSettled(true)} />
      <div hidden={!choicesSettled}>
        <RemoteSlot
          name="mf_account"
          expose="login-form"
          route={route}
          fallback={
            <p className="checkout-login__fallback">
              <Link href={login}>{t('route.login')}</Link>
            </p>
          }
        />
      </div>
    </div>
  );
}

export function Page({ route }: { route: HostRoute }) {
  switch (route.kind) {
    case 'not-found':
      return <NotFoundPage />;
    case 'category':
      return <CategoryPage type={route.type} query={route.query} />;
    case 'search':
      return <SearchPage query={route.query} />;
    case 'spec':
      break;
  }
  const { name, params } = route;
  const content = CONTENT_ROUTES[name];
  if (content)
    return (
      <ContentPage
        pageKey={content}
        route={name}
        anchor={name === 'contact' ? 'contact' : undefined}
      />
    );
  switch (name) {
    case 'index':
      return <IndexPage />;
    case 'shop-brand-seo':
      return <BrandPage brandSlug={params.brandSlug ?? ''} />;
    case 'shop-brand-model':
      return (
        <ProductPage
          key={params.legacyModelId}
          params={{
            brandSlug: params.brandSlug ?? '',
            slug: params.slug ?? '',
            legacyModelId: params.legacyModelId ?? '',
            ...(params.shape ? { shape: params.shape } : {}),
          }}
        />
      );
    case 'reviews':
      return <ReviewsPage kind="shop" />;
    case 'reviews-sell':
      return <ReviewsPage kind="sell" />;
    case 'add-review':
      return <AddReviewPage />;
    case 'review-thanks':
      return <ReviewOutcomePage outcome="thanks" />;
    case 'review-error':
      return <ReviewOutcomePage outcome="error" />;
    default:
      return <RemotePage name={name} params={params} />;
  }
}

export function App() {
  const site = useSite();
  const location = useLocation();
  const route = resolveLocation(site.country, location, {
    consoleEnabled: site.flags.isConsoleEnabled,
  });
  const routeKey = `${location.pathname}${location.search}`;
  const shownRoute = useRef(routeKey);
  useEffect(() => {
    // After a navigation (not on the first load, where the browser starts at the top of the
    // document), focus moves to the main region so screen readers start at the new content.
    if (shownRoute.current === routeKey) return;
    shownRoute.current = routeKey;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [routeKey]);
  return (
    <ConsentProvider>
      <Header />
      <main id="main" tabIndex={-1} className="main">
        <Page route={route} />
      </main>
      <Footer />
      <ToastContainer {...TOAST_OPTIONS} transition={Slide} />
    </ConsentProvider>
  );
}
