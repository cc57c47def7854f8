/**
 * The composition root: reads the startup files, picks the site from the host name, and wires the
 * real adapters (federation runtime, Sentry, the window event bus, the bot-check script) into the
 * app. The only file that touches them all.
 */
import { countryConfig, isCountry, type Country } from '@refurb/shared-contracts';
import {
  createEventBus,
  flagsForSite,
  SESSION_BUCKET_KEY,
  siteForHost,
} from '@refurb/shared-contracts/runtime';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { nextTask, webStorage } from '@refurb/web-kit';
import { createShopApi } from './api/shop-api';
import { App, preloadPageOf } from './app/App';
import { createBotCheck } from './app/bot-check';
import { createCartDemand, createCartReady } from './app/cart-ready';
import { resetCheckoutWhenLeft } from './app/checkout-reset';
import { announceSession } from './app/session-announce';
import { createErrorReporter, forwardRemoteReports } from './app/error-reporter';
import {
  createHydratingPage,
  PAGE_DATA_ID,
  PageContextProvider,
  readPageData,
} from './app/server-page';
import { SiteProvider, type Site } from './app/site';
import { loadRemotesJson, loadStartupConfig } from './app/startup-config';
import { I18nProvider, loadI18n } from './i18n/i18n';
import { adoptServerHead } from './layout/head';
import { lazyRemoteLoader } from './remotes/lazy-remote-loader';
import { localCheckoutRedirect, resolveLocation } from './routing/host-routes';
import { onNavigate } from './routing/router';
import { needsDocumentLoad } from './routing/sign-in-pages';

/** The session's canary bucket, kept for the tab; a new one each page where storage is blocked. */
function sessionBucket(): number {
  const storage = webStorage('sessionStorage');
  const stored = Number(storage.getItem(SESSION_BUCKET_KEY));
  if (stored > 0 && stored < 1) return stored;
  const bucket = Math.random() || 0.5;
  storage.setItem(SESSION_BUCKET_KEY, String(bucket));
  return bucket;
}

/** Before the config is known: the first label of the host name when it names a site. */
function guessCountry(hostname: string): Country {
  const label = hostname.split('.')[0] ?? '';
  return isCountry(label) ? label : 'ro';
}

/**
 * The page a site shows when its config files cannot be used, a chunk of its own (no page that
 * starts needs its code or its words). Should even that chunk not load (the network is gone as
 * well), the problems are shown as they are, with the browser's own reload as the way on.
 */
async function showConfigError(root: Root, country: Country, problems: readonly string[]) {
  try {
    const { ConfigErrorPage } = await import(
      /* webpackChunkName: "config-error" */ './app/ConfigErrorPage'
    );
    root.render(<ConfigErrorPage country={country} problems={problems} />);
  } catch {
    root.render(<pre role="alert">{problems.join('\n')}</pre>);
  }
}

/** Starts the shop in the page (index.ts calls it once the modules are evaluated). */
export async function start(): Promise<void> {
  // The styles are index.html's stylesheet (PageStylesheet in scripts/webpack/federated-app.mjs).
  // The page's scripts are async: on a long page (one the server rendered) they may run before
  // the end of the document, where the page data is, has been parsed.
  if (document.readyState === 'loading')
    await new Promise((resolve) =>
      document.addEventListener('DOMContentLoaded', resolve, { once: true }),
    );
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root element');
  // A page the server rendered (server/page-render.mjs) is hydrated with the data it was
  // rendered with; any other (a remote's page, a page the server could not render, page data
  // that is not this address's) is drawn here.
  const pageData = container.hasAttribute('data-server-rendered')
    ? readPageData(document.getElementById(PAGE_DATA_ID)?.textContent)
    : null;
  const hydrating =
    pageData && pageData.href === `${window.location.pathname}${window.location.search}`
      ? createHydratingPage(pageData)
      : null;
  const root = hydrating ? null : createRoot(container);
  // The site's words load beside the config (the host name's first label names the site).
  const guessed = guessCountry(window.location.hostname);
  const guessedWords = loadI18n(guessed);
  guessedWords.catch(() => undefined);
  // And the page's own chunk (route-level splitting), so it adds no round trip. Which page a path
  // is needs the site's route table, which comes with its words (i18n.tsx): they are in the
  // page's preload hints (server/page-hints.mjs), so they are here by the time this script runs.
  // A remote's page loads the federation runtime and the remote after its first paint
  // (RemoteSlot), not here: they would share the bandwidth the host's first paint needs.
  const pageChunk = guessedWords.then(
    () => preloadPageOf(resolveLocation(guessed, window.location, { consoleEnabled: false })),
    () => undefined,
  );
  const startup = await loadStartupConfig((url) => fetch(url, { cache: 'no-store' }));
  if (!startup.ok) {
    createErrorReporter(null, guessed).report(new Error(startup.problems.join('; ')), {
      tags: { reason: 'startup-config' },
    });
    document.documentElement.lang = countryConfig(guessed).language;
    await showConfigError(root ?? createRoot(container), guessed, startup.problems);
    return;
  }
  const { config, remotes } = startup;
  const country = siteForHost(config, window.location.hostname);
  const i18n = await (country === guessed ? guessedWords : loadI18n(country));
  // The local checkout address (spec section 2) is the variant's page of the site: loaded anew there.
  const toLocalCheckout = () => localCheckoutRedirect(country, window.location);
  const localCheckout = toLocalCheckout();
  if (localCheckout) return window.location.replace(localCheckout);
  // The rest in three tasks, not in the one that evaluated the words (`nextTask`): the site's
  // services; the first render, scheduled; and asking who is logged in, whose answer's schemas
  // are evaluated on that first call. Each is a few milliseconds here, four times that on a
  // cheap phone, where together they were one long task.
  await nextTask();
  const reporter = createErrorReporter(config, country);
  // The server wrote the site's head into a page it rendered (language, icons, social tags).
  if (hydrating) adoptServerHead(pageData?.headKey ?? null);
  else {
    document.documentElement.lang = i18n.language;
    // With the page's own head (use-page-head.ts), in the chunk that writes it.
    void import(/* webpackChunkName: "page-head" */ './layout/site-head').then(
      ({ applySiteHead }) => applySiteHead(country, config),
      () => undefined,
    );
  }
  const bus = createEventBus({
    target: window,
    createEvent: (name, detail) => new CustomEvent(name, { detail }),
    onInvalid: (type, error) =>
      reporter.report(new Error(error), { tags: { event: type, reason: 'invalid-event' } }),
  });
  forwardRemoteReports(bus, reporter);
  const cartDemand = createCartDemand();
  const site: Site = {
    country,
    config,
    flags: flagsForSite(config, country),
    siteBase: config.sites[country] ?? window.location.origin,
    api: createShopApi(config.services, undefined, config.network.timeoutMs),
    remotes: lazyRemoteLoader({ remotes, reporter, sessionBucket }),
    bus,
    cartReady: createCartReady(bus, cartDemand),
    cartDemand,
    storage: webStorage('localStorage'),
    reporter,
    botCheck: createBotCheck(config.botCheck.scriptUrl, config.botCheck.siteKey, i18n.language),
  };
  // A sign-in page comes with its own page policy (sign-in-pages.ts): reaching one from another
  // page loads it as a document. Listened before the router, so the page is not drawn first.
  const routeOf = () =>
    resolveLocation(country, window.location, { consoleEnabled: site.flags.isConsoleEnabled });
  const loadedRoute = routeOf();
  onNavigate(() => {
    const local = toLocalCheckout();
    if (local) window.location.replace(local);
    else if (needsDocumentLoad(loadedRoute, routeOf())) window.location.reload();
  });
  // Spec section 4: the six checkout entries go whenever the tab shows a page that is not checkout's.
  resetCheckoutWhenLeft({ routeOf, storage: webStorage('sessionStorage'), onNavigate });
  // remotes.json again on each navigation, before the next page loads its remote: a release or
  // a rollback reaches open tabs without a reload (listened before the router, so it runs first).
  onNavigate(() =>
    site.remotes.refresh(
      loadRemotesJson((url) => fetch(url, { cache: 'no-store' })).then((read) => {
        if (read.ok) return read.data;
        reporter.report(new Error(read.problem), { tags: { reason: 'remotes-json' } });
        return null;
      }),
    ),
  );
  await nextTask();
  const tree = (
    <StrictMode>
      <PageContextProvider value={hydrating}>
        <SiteProvider value={site}>
          <I18nProvider value={i18n}>
            <App />
          </I18nProvider>
        </SiteProvider>
      </PageContextProvider>
    </StrictMode>
  );
  if (hydrating) {
    // The page's chunk first, so hydration does not stop at the page to wait for it. The data
    // the server rendered with is the first page's only.
    await pageChunk;
    onNavigate(() => hydrating.end());
    hydrateRoot(container, tree, {
      // A mismatch (React renders that part anew) is a bug of this code: reported, and said in
      // the console (the journeys fail on it).
      onRecoverableError: (error) => {
        console.error('hydration:', error);
        reporter.report(error, { tags: { reason: 'hydration' } });
      },
    });
  } else if (root) {
    // As a transition, the first render is done in slices of about 5 ms with the browser free
    // in between (no long task for a cheap phone's Total Blocking Time); it shows all at once.
    startTransition(() => root.render(tree));
  }
  void nextTask().then(() => announceSession(site.api.session, bus));
}
