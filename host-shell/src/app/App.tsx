/**
 * The site: page wrapper (header, footer, toasts, consent) around the page of the current
 * location; a part that throws is replaced by its fallback, never the whole site (ErrorBoundary).
 * Every route name of the spec resolves here: host pages, content pages, or the remote that owns
 * the route (RemotePage.tsx: mounted, or its fallback when it cannot load).
 */
import type { RouteName } from '@refurb/shared-contracts';
import type { ContentPageKey } from '@refurb/shared-contracts/api/content';
import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { ConsentProvider } from '../consent/ConsentBanner';
import { useI18n } from '../i18n/i18n';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import type * as CategoryModule from '../pages/CategoryPage';
import type * as CompareModule from '../pages/ComparePage';
import type * as ContentModule from '../pages/ContentPage';
import type * as IndexModule from '../pages/IndexPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import type * as ReviewsModule from '../pages/ReviewsPages';
import type * as SearchModule from '../pages/SearchPage';
import type * as RemoteModule from './RemotePage';
import type * as ProductModule from '../product/ProductPage';
import { Loading } from '../pages/states';
import { resolveLocation, type HostRoute } from '../routing/host-routes';
import { isAddressUpdate, Link, useLocation } from '../routing/router';
import { ErrorBoundary } from './ErrorBoundary';
import { useSite } from './site';
import { Toasts } from './Toasts';

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
  terms: 'terms',
  'privacy-policy': 'privacy-policy',
  'cookie-policy': 'cookie-policy',
  'withdrawal-form': 'withdrawal-form',
};

/**
 * The host's pages, each in its own chunk (route-level splitting): a first load carries the page
 * it shows and no other. `preloadPageOf` starts a route's chunk early (the composition root calls
 * it beside the startup config), so the split adds no round trip to a first load.
 */
type Loader = (() => Promise<unknown>) & {
  /** The module, once it has loaded (null before). */
  readonly loaded: () => unknown;
};

function once(load: () => Promise<unknown>): Loader {
  let loading: Promise<unknown> | null = null;
  let module: unknown = null;
  const loader = () => {
    loading ??= load().then((value) => (module = value));
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  return Object.assign(loader, { loaded: () => module });
}

const PAGE_CHUNKS = {
  remote: once(() => import(/* webpackChunkName: "page-remote" */ './RemotePage')),
  index: once(() => import(/* webpackChunkName: "page-index" */ '../pages/IndexPage')),
  category: once(() => import(/* webpackChunkName: "page-category" */ '../pages/CategoryPage')),
  product: once(() => import(/* webpackChunkName: "page-product" */ '../product/ProductPage')),
  search: once(() => import(/* webpackChunkName: "page-search" */ '../pages/SearchPage')),
  compare: once(() => import(/* webpackChunkName: "page-compare" */ '../pages/ComparePage')),
  content: once(() => import(/* webpackChunkName: "page-content" */ '../pages/ContentPage')),
  reviews: once(() => import(/* webpackChunkName: "page-reviews" */ '../pages/ReviewsPages')),
};

/**
 * A page of its chunk: drawn at once when the chunk has loaded, else suspended until it has
 * (`lazy`). The first matters when the browser hydrates a page the server rendered: the start
 * loads the page's chunk first, and the page then hydrates in the same pass as the rest. A lazy
 * component suspends on its first render even when its chunk is there, and the server's HTML of
 * a part still waiting is thrown away (drawn anew from its fallback) at the first update above it.
 */
function lazyPage<Module, Props extends object>(
  load: Loader,
  pick: (module: Module) => ComponentType<Props>,
): ComponentType<Props> {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module as Module) })));
  return function ChunkPage(props: Props) {
    // One way for the page's whole life: switching from `Lazy` to the component itself once the
    // chunk is in would be another element type, and React would draw the page anew (the focus
    // on a filter just ticked lost with it).
    const [loadedFirst] = useState(() => load.loaded() !== null);
    const module = load.loaded();
    return loadedFirst && module ? (
      createElement(pick(module as Module), props)
    ) : (
      <Lazy {...props} />
    );
  };
}

type Pages = typeof RemoteModule &
  typeof IndexModule &
  typeof CategoryModule &
  typeof ProductModule &
  typeof SearchModule &
  typeof CompareModule &
  typeof ContentModule &
  typeof ReviewsModule;

const RemotePage = lazyPage(PAGE_CHUNKS.remote, (m: Pages) => m.RemotePage);
const IndexPage = lazyPage(PAGE_CHUNKS.index, (m: Pages) => m.IndexPage);
const CategoryPage = lazyPage(PAGE_CHUNKS.category, (m: Pages) => m.CategoryPage);
const ProductPage = lazyPage(PAGE_CHUNKS.product, (m: Pages) => m.ProductPage);
const SearchPage = lazyPage(PAGE_CHUNKS.search, (m: Pages) => m.SearchPage);
const ComparePage = lazyPage(PAGE_CHUNKS.compare, (m: Pages) => m.ComparePage);
const BrandPage = lazyPage(PAGE_CHUNKS.search, (m: Pages) => m.BrandPage);
const ContentPage = lazyPage(PAGE_CHUNKS.content, (m: Pages) => m.ContentPage);
const ReviewsPage = lazyPage(PAGE_CHUNKS.reviews, (m: Pages) => m.ReviewsPage);
const AddReviewPage = lazyPage(PAGE_CHUNKS.reviews, (m: Pages) => m.AddReviewPage);
const ReviewOutcomePage = lazyPage(PAGE_CHUNKS.reviews, (m: Pages) => m.ReviewOutcomePage);

/**
 * Starts loading the chunk of a route's page (a remote's route: the remote page's; nothing for a
 * missing page);
 * resolves when it is loaded or could not be (never rejects).
 */
export function preloadPageOf(route: HostRoute): Promise<void> {
  const chunk = pageChunkOf(route);
  return chunk
    ? chunk().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

function pageChunkOf(route: HostRoute): Loader | null {
  switch (route.kind) {
    case 'not-found':
      return null;
    case 'category':
      return PAGE_CHUNKS.category;
    case 'search':
      return PAGE_CHUNKS.search;
    case 'compare':
      return PAGE_CHUNKS.compare;
    case 'spec':
      break;
  }
  if (CONTENT_ROUTES[route.name]) return PAGE_CHUNKS.content;
  switch (route.name) {
    case 'index':
      return PAGE_CHUNKS.index;
    case 'shop-brand-seo':
      return PAGE_CHUNKS.search;
    case 'shop-brand-model':
      return PAGE_CHUNKS.product;
    case 'reviews':
    case 'reviews-sell':
    case 'add-review':
    case 'review-thanks':
    case 'review-error':
      return PAGE_CHUNKS.reviews;
    default:
      return PAGE_CHUNKS.remote;
  }
}

export function Page({ route }: { route: HostRoute }) {
  switch (route.kind) {
    case 'not-found':
      return <NotFoundPage />;
    case 'category':
      return <CategoryPage type={route.type} query={route.query} />;
    case 'search':
      return <SearchPage query={route.query} />;
    case 'compare':
      return <ComparePage query={route.query} />;
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
  const { t } = useI18n();
  const location = useLocation();
  const route = resolveLocation(site.country, location, {
    consoleEnabled: site.flags.isConsoleEnabled,
  });
  const routeKey = `${location.pathname}${location.search}`;
  const shownRoute = useRef(routeKey);
  useEffect(() => {
    // After a navigation (not on the first load, where the browser starts at the top of the
    // document), focus moves to the main region so screen readers start at the new content.
    // A page's own address change (a variant chosen on the product page) is no navigation: the
    // focus stays on the choice just made.
    if (shownRoute.current === routeKey) return;
    shownRoute.current = routeKey;
    if (isAddressUpdate(routeKey)) return;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [routeKey]);
  // A part that throws (a page, a chunk that cannot load) is replaced, not the site
  // (ErrorBoundary): header and footer stay, and a broken header still leads home.
  const home = (
    <header className="header">
      <Link href="/" className="header__logo">
        {t('site.name')}
      </Link>
    </header>
  );
  return (
    <ConsentProvider>
      <ErrorBoundary part="header" resetKey={routeKey} fallback={() => home}>
        <Header />
      </ErrorBoundary>
      <main id="main" tabIndex={-1} className="main">
        <ErrorBoundary part="page" resetKey={routeKey}>
          <Suspense fallback={<Loading />}>
            <Page route={route} />
          </Suspense>
        </ErrorBoundary>
      </main>
      <ErrorBoundary part="footer" resetKey={routeKey} fallback={() => null}>
        <Footer />
      </ErrorBoundary>
      <Toasts bus={site.bus} />
    </ConsentProvider>
  );
}
