/**
 * The host's pages rendered on the server (README, "How pages are rendered"): the same `App` the
 * browser runs, rendered with Preact's server renderer (`renderToStringAsync`, ADR 0012),
 * written out once every part of it is ready (the page is complete in its HTML,
 * for crawlers, link previews and the HTML cache) into the built `index.html`, with the page's
 * head, its structured data and the data it was rendered with (app/server-page.tsx) for the
 * browser to hydrate.
 *
 * - Public pages (index, listings, brand pages, products, search, content and reviews pages) are
 *   rendered; their data comes from shop-api, asked directly (not through the host's proxy) with
 *   the visitor's forwarding headers (its rate limits stay per visitor) and never the visitor's
 *   cookies: a page is the same for everyone who asks for it (nothing personal is in it or in
 *   the HTML cache); who is signed in, the cart and the consent banner come in the browser.
 * - Personal pages (a remote's: cart, checkout, account, sell, thank-you, payment results) are
 *   drawn in the browser as before: their HTML has the site's language, the page's title and
 *   `noindex`, and a `<noscript>` line in the site's language.
 * - Remotes are never rendered here: their slots render the host's own fallback (the cart link,
 *   the log-in link), and mount in the browser after its first paint as before.
 *
 * This module is bundled for Node by `scripts/build-server.mjs` into `dist-server/render.mjs`;
 * the host server (server/host-server.mjs) loads it when it is there.
 */
import { CountrySchema, type Country } from '@refurb/shared-contracts';
import {
  configureCurrencies,
  createEventBus,
  flagsForSite,
  remoteOfRoute,
  RuntimeConfigSchema,
  siteForHost,
  type JsonFetch,
  type RuntimeConfig,
} from '@refurb/shared-contracts/runtime';
import { StrictMode, type ReactElement } from 'react';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { createShopApi } from '../api/shop-api';
import { App } from '../app/App';
import { remoteTitle } from '../app/RemotePage';
import {
  createServerPage,
  PAGE_DATA_ID,
  pageDataScript,
  PageContextProvider,
} from '../app/server-page';
import { SiteProvider, type Site } from '../app/site';
import { createI18n } from '../i18n/catalogues';
import { I18nProvider, type I18n } from '../i18n/i18n';
import {
  headHtml,
  pageHeadKey,
  siteHeadElements,
  socialImage,
  titleHtml,
  type PageHeadInput,
} from '../layout/head';
import { completeHead, pageHeadElements } from '../layout/page-head';
import { hasDecidedCookie } from '../consent/consent-store';
import { resolveLocation } from '../routing/host-routes';
import { jsonLdScript } from '../seo/script-json';
import { ServerLocationProvider } from '../routing/router';
import { createServerFetch, type ServerFetch } from './shop-api-client';

/** How long a page may take to render, its API calls included, before it is given up. */
export const RENDER_TIMEOUT_MS = 3000;

export interface RenderRequest {
  /** `pathname + search` of the page asked for. */
  readonly url: string;
  /** The Host header's name: which site. */
  readonly hostname: string;
  /** The visitor has decided about cookies (the decision cookie came): no banner is drawn. */
  readonly consentDecided: boolean;
  /**
   * What shop-api is told of the visitor (the host server's `forwardedFor`), and the request's id
   * (the host server's `requestIdFor`), which shop-api logs the page's data calls under.
   */
  readonly forwarded: {
    readonly for: string;
    readonly proto: string;
    readonly host: string;
    readonly requestId?: string;
  };
  /**
   * The catalog's version read before this render (page-render.mjs), or null: the catalog reads'
   * answers kept for it are used (shop-api-client.ts); none are without one.
   */
  readonly catalogVersion?: string | null;
}

export type RenderResult =
  | {
      readonly kind: 'page';
      readonly status: number;
      readonly html: string;
      /** Whether the page may be kept in the HTML cache (complete, and a 200 or a 404). */
      readonly cacheable: boolean;
      readonly country: Country;
    }
  | { readonly kind: 'redirect'; readonly status: 301; readonly location: string }
  /** The Host header names no site of the config: the host server sends the plain shell. */
  | { readonly kind: 'no-site' };

export interface RendererOptions {
  /** The runtime config (parsed here). */
  readonly config: unknown;
  /** shop-api's origin (`http://127.0.0.1:4000`). */
  readonly apiOrigin: string;
  /** How many catalog answers are kept by catalog version (shop-api-client.ts; 0: none). */
  readonly dataCacheMax?: number;
  /** The HTML cache's time to live: answers kept briefly are kept no longer (shop-api-client.ts). */
  readonly pageTtlMs?: number;
  readonly log?: (entry: Record<string, unknown>) => void;
}

export interface Renderer {
  render(request: RenderRequest, template: string): Promise<RenderResult>;
  /**
   * The site a Host header's name shows (the browser's rule: a name that is no site's shows the
   * default site), or null when the config names no base for it. Pages are the same for every
   * name of a site: the HTML cache is keyed by site, so made-up Host headers do not fill it.
   */
  siteOf(hostname: string): Country | null;
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function createRenderer(options: RendererOptions): Renderer {
  const config: RuntimeConfig = RuntimeConfigSchema.parse(options.config);
  // The renderer's process serves one deployment: its prices and structured data are in the
  // config's site currencies (a changed runtime-config.json makes a new renderer, and sets them).
  configureCurrencies(config.currencies);
  const log = options.log ?? (() => undefined);
  const serverFetch = createServerFetch({
    apiOrigin: options.apiOrigin,
    services: config.services,
    dataCacheMax: options.dataCacheMax ?? 0,
    ...(options.pageTtlMs === undefined ? {} : { briefTtlMaxMs: options.pageTtlMs }),
  });
  const words = new Map<Country, I18n>();
  const i18nOf = (country: Country) => {
    let i18n = words.get(country);
    if (!i18n) words.set(country, (i18n = createI18n(country)));
    return i18n;
  };

  function siteOf(hostname: string): Country | null {
    const country = siteForHost(config, hostname);
    return CountrySchema.safeParse(country).success && config.sites[country] ? country : null;
  }

  async function render(request: RenderRequest, template: string): Promise<RenderResult> {
    const country = siteOf(request.hostname);
    if (country === null) return { kind: 'no-site' };
    const i18n = i18nOf(country);
    const url = new URL(request.url, 'http://site.invalid');
    const location = { pathname: url.pathname, search: url.search, hash: '' };
    const flags = flagsForSite(config, country);
    const route = resolveLocation(country, location, { consoleEnabled: flags.isConsoleEnabled });
    const siteBase = config.sites[country] ?? '';

    // A remote's page (Header.tsx reads the same): drawn in the browser.
    if (route.kind === 'spec' && remoteOfRoute(route.name) !== null) {
      const head = unindexedHead(
        country,
        i18n,
        siteBase,
        `${remoteTitle(i18n.t, route.name)} | ${i18n.t('site.name')}`,
      );
      return {
        kind: 'page',
        status: 200,
        cacheable: true,
        country,
        html: fillTemplate(template, {
          language: i18n.language,
          head: headOf(country, i18n, head),
          body: '',
          noscript: i18n.t('noscript.page'),
          data: null,
        }),
      };
    }

    const page = createServerPage({ consentBanner: !request.consentDecided });
    const site = serverSite(config, country, siteBase, {
      serverFetch,
      catalogVersion: request.catalogVersion ?? null,
      forwarded: request.forwarded,
      log,
    });
    const href = `${url.pathname}${url.search}`;
    const tree = (
      <StrictMode>
        <PageContextProvider value={page}>
          <ServerLocationProvider value={href}>
            <SiteProvider value={site}>
              <I18nProvider value={i18n}>
                <App />
              </I18nProvider>
            </SiteProvider>
          </ServerLocationProvider>
        </PageContextProvider>
      </StrictMode>
    );
    const rendered = await renderToHtml(tree, (error) =>
      log({ level: 'error', msg: 'server render error', url: href, error: String(error) }),
    );
    if (page.redirect !== null && page.redirect !== href)
      return { kind: 'redirect', status: 301, location: page.redirect };
    const head = page.head
      ? completeHead(page.head, { country, config, siteBase })
      : unindexedHead(country, i18n, siteBase, i18n.t('meta.title'));
    const status = rendered.complete ? page.status : 503;
    return {
      kind: 'page',
      status,
      cacheable: rendered.complete && page.storable && (status === 200 || status === 404),
      country,
      html: fillTemplate(template, {
        language: i18n.language,
        head: headOf(country, i18n, head),
        body: rendered.html,
        noscript: null,
        data: pageDataScript({
          href,
          resources: Object.fromEntries(page.answers),
          headKey: page.head ? pageHeadKey(page.head) : null,
          consentBanner: page.consentBanner,
        }),
      }),
    };
  }

  return { render, siteOf };
}

/** The head of a page with no address of its own to give: its title, the site's words, noindex. */
function unindexedHead(
  country: Country,
  i18n: I18n,
  siteBase: string,
  title: string,
): PageHeadInput {
  return {
    country,
    title,
    description: i18n.t('meta.description'),
    canonical: null,
    alternates: [],
    image: socialImage(siteBase, country),
    noindex: true,
    jsonLd: [],
  };
}

function headOf(country: Country, i18n: I18n, head: PageHeadInput): string {
  return (
    titleHtml(head.title) +
    headHtml(siteHeadElements(country, i18n.t('site.name')), 'site') +
    headHtml(pageHeadElements(head), 'page')
  );
}

interface Filling {
  readonly language: string;
  readonly head: string;
  readonly body: string;
  /** The `<noscript>` line (personal pages); null: none (the page works without scripts). */
  readonly noscript: string | null;
  readonly data: string | null;
}

/**
 * Whether a request's Cookie header says the visitor has decided about cookies: the browser's own
 * rule (consent/consent-store.ts), so the host server and the page read one cookie one way.
 */
export function consentDecided(cookieHeader: string | undefined): boolean {
  return hasDecidedCookie({ cookie: cookieHeader ?? '' });
}

/**
 * The built index.html with the page in it: the language, the head (its `<title>` and the
 * template's favicon replaced), the rendered markup in `#root` (marked for hydration) and the
 * page data block before the end of the body (the page's scripts are deferred: they run after
 * the whole document is parsed).
 *
 * The template is cut into its pieces once (`templatePieces`) and each page is the pieces joined
 * with its own parts: the page's markup and data are never searched by the template's patterns,
 * and the tens of kilobytes of a page are not copied once per pattern.
 */
export function fillTemplate(template: string, filling: Filling): string {
  const rendered = filling.data !== null;
  const slots: Record<string, string> = {
    lang: filling.language,
    head: filling.head,
    root: rendered
      ? `<div id="root" data-server-rendered="">${filling.body}</div>`
      : '<div id="root"></div>',
    noscript:
      filling.noscript === null ? '' : `<noscript>${escapeText(filling.noscript)}</noscript>`,
    data: rendered
      ? `<script type="application/json" id="${PAGE_DATA_ID}">${filling.data}</script>`
      : '',
  };
  const pieces = templatePieces(template, rendered);
  let html = '';
  for (let i = 0; i < pieces.length; i += 1) html += i % 2 === 0 ? pieces[i] : slots[pieces[i]!];
  return html;
}

/** A slot in a template's pieces (NUL: no character a built index.html holds). */
const slot = (name: string) => `\u0000${name}\u0000`;

let piecesOf: { template: string; byKind: Map<boolean, string[]> } | null = null;

/**
 * The template as text and slots, alternately (`[text, slot, text, ...]`), kept for the last
 * template read (index.html changes with a build only).
 */
function templatePieces(template: string, rendered: boolean): string[] {
  if (piecesOf?.template !== template) piecesOf = { template, byKind: new Map() };
  let pieces = piecesOf.byKind.get(rendered);
  if (!pieces) {
    let html = template.replace(/<html lang="[^"]*"/, `<html lang="${slot('lang')}"`);
    html = html.replace(/<link rel="icon"[^>]*data-refurb-head="site"[^>]*>/, '');
    html = html.replace(/<title>[^<]*<\/title>/, slot('head'));
    html = html.replace('<div id="root"></div>', slot('root'));
    html = html.replace(/<noscript>[^<]*<\/noscript>/, slot('noscript'));
    if (rendered) {
      html = html.replace('</body>', `${slot('data')}</body>`);
      html = startAfterPaint(html).replace('</head>', `${NO_SCRIPT_STYLE}</head>`);
    }
    pieces = html.split('\u0000');
    piecesOf.byKind.set(rendered, pieces);
  }
  return pieces;
}

/**
 * For a browser with scripts off: the cookie banner drawn in the HTML (ConsentBanner.tsx) is
 * hidden, since its choice needs a script to be kept and nothing is stored without one; it would
 * otherwise cover the page's foot with buttons that do nothing. (The pages' policy allows inline
 * styles; a browser with scripts on reads `<noscript>` as text.)
 */
const NO_SCRIPT_STYLE = '<noscript><style>.consent{display:none}</style></noscript>';

/** The built page's entry scripts: `<script src="/assets/…" async></script>`. */
const ENTRY_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

/**
 * A rendered page's entry scripts start once its HTML has been painted (src/boot.js), not
 * beside it: listed in a data block for `boot.js`, which replaces them. A page with none (a
 * template of another shape) is left as it is.
 */
export function startAfterPaint(html: string): string {
  const scripts = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  if (scripts.length === 0) return html;
  const list = jsonLdScript(scripts);
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(
      '</head>',
      `<script type="application/json" id="refurb-scripts">${list}</script><script src="/boot.js" defer></script></head>`,
    );
}

interface ServerSiteOptions {
  readonly serverFetch: ServerFetch;
  readonly catalogVersion: string | null;
  readonly forwarded: RenderRequest['forwarded'];
  readonly log: (entry: Record<string, unknown>) => void;
}

/**
 * The site as a server render sees it: the API asked directly at shop-api's origin with the
 * visitor's forwarding headers (shop-api-client.ts); no remotes, storage, bus listeners or bot
 * check (nothing on the server runs effects: they are the browser's, once hydrated).
 */
function serverSite(
  config: RuntimeConfig,
  country: Country,
  siteBase: string,
  options: ServerSiteOptions,
): Site {
  const forwarding = {
    'x-forwarded-for': options.forwarded.for,
    'x-forwarded-host': options.forwarded.host,
    'x-forwarded-proto': options.forwarded.proto,
    ...(options.forwarded.requestId ? { 'x-request-id': options.forwarded.requestId } : {}),
  };
  const apiFetch: JsonFetch = (path, init) =>
    options.serverFetch(
      path,
      {
        ...(init.method === undefined ? {} : { method: init.method }),
        ...(init.body === undefined ? {} : { body: init.body }),
        signal: init.signal instanceof AbortSignal ? init.signal : null,
        headers: { ...init.headers, ...forwarding },
      },
      options.catalogVersion,
    );
  return {
    country,
    config,
    flags: flagsForSite(config, country),
    siteBase,
    api: createShopApi(
      config.services,
      apiFetch,
      Math.min(config.network.timeoutMs, RENDER_TIMEOUT_MS),
    ),
    remotes: {
      load: () => Promise.resolve({ ok: false, release: null, reason: 'not-configured' as const }),
      preload: () => undefined,
      refresh: () => undefined,
    },
    bus: createEventBus({
      target: new EventTarget(),
      createEvent: (name, detail) => new CustomEvent(name, { detail }),
    }),
    reporter: {
      report: (error, context) =>
        options.log({
          level: 'error',
          msg: 'server render report',
          error: String(error),
          ...context,
        }),
    },
    botCheck: { siteKey: config.botCheck.siteKey, token: () => Promise.resolve(null) },
    cartReady: () => Promise.resolve(false),
    cartDemand: { wanted: () => false, want: () => undefined, subscribe: () => () => undefined },
    storage: { getItem: () => null, setItem: () => false, removeItem: () => true },
  };
}

/**
 * The markup of `tree` once all of it is ready (every suspended part resolved), with Preact's
 * renderer (`renderToStringAsync`; the bundle runs React's API on Preact, ADR 0012): no fallback
 * and no streaming instruction (an inline script) is in it. Preact marks each suspended part with
 * a comment pair (`<!--$s-->`), which its hydration in the browser reads. `complete` is false
 * when the render failed or took longer than RENDER_TIMEOUT_MS: the page's body is then empty and
 * drawn by the browser (Preact cannot give back the parts that were ready).
 */
async function renderToHtml(
  tree: ReactElement,
  onError: (error: unknown) => void,
): Promise<{ html: string; complete: boolean }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`render took longer than ${RENDER_TIMEOUT_MS} ms`)),
      RENDER_TIMEOUT_MS,
    );
  });
  try {
    const html = await Promise.race([renderToStringAsync(tree as unknown as VNode), late]);
    return { html, complete: true };
  } catch (error) {
    onError(error);
    return { html: '', complete: false };
  } finally {
    clearTimeout(timer);
  }
}
