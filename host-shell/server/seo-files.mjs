/**
 * robots.txt and the sitemaps of each site (issue 34), answered by the host server for the site
 * its Host header names (runtime-config.json `sites`; absolute URLs are that site's base). A host
 * name no site's base has gets 404: a sitemap may only list URLs of its own host, and a preview or
 * loopback host is no site to be crawled.
 *
 * - `/robots.txt` lets everything be crawled but what is personal or endless, and names the
 *   site's sitemap index:
 *   - the personal pages, by the spec's localized route paths of the site (ROUTE_TABLE): cart and
 *     its steps, account (all under one folder), sign-in, registration, forgotten password and
 *     sign-out, sell and its steps, thank-you and payment result pages, and the review form with
 *     its result pages. A route with a parameter is kept out by the folder before the parameter
 *     (`/sell/`); a path inside another listed one is not repeated (robots rules are prefixes).
 *   - search results: `/<search slug>/` (the host's search page, host-routes.ts SEARCH_SLUGS).
 *   - category listings with filters or a sort: `Disallow: /<category slug>/?` for each category
 *     of the site. Not `/*?*` nor `/*\/?`: both also match a product page's `?shape=` (its
 *     canonical address: `/magazin/apple/<slug>/1011/?shape=BUN`). Not a list of parameter names
 *     either: a parameter added to the listing later would be crawlable until someone remembers.
 *     Plain paging stays crawlable (it is how a crawler without the sitemap reaches every model):
 *     `Allow: /<slug>/?page=` (longer, so it wins over the category's Disallow, RFC 9309 2.2.2),
 *     and `Disallow: /<slug>/?page=*&` (longer still) when anything follows the page number. The
 *     listing writes its query in one normalized form, `page` alone when nothing is filtered
 *     (host-routes.ts normalizeListingQuery), so the paging links match the Allow.
 * - `/sitemap.xml`: a sitemap index of the three sitemaps below, absolute, with their `lastmod`.
 * - `/sitemaps/products.xml`: every model page of the site (shop-api's `/product/sitemap`), at
 *   the canonical address of the model's best listing (productAddress), with its `lastmod` from
 *   the catalog and `xhtml:link` hreflang alternates: the same listing's page on each site where
 *   the model has a price (hreflangAlternates, which translates the slug's category word), the
 *   page itself included, and `x-default` (the runtime config's default site's page).
 * - `/sitemaps/categories.xml`: each device type's listing `/<category slug>/`, with the other
 *   sites' category slugs as alternates; `lastmod` is the latest of its models.
 * - `/sitemaps/content.xml`: the index page, the content pages the site has (about us, seller
 *   guide, help, blog, return address, refund policy where the route exists, and the legal pages
 *   of issue 36: terms, privacy and cookie policies, withdrawal form; not the contact route, which
 *   is the help page's anchor, nor the old FAQ and contact addresses, which point to the new
 *   ones), the two reviews pages, and the shop brand pages of the brands the site sells.
 *
 * Consoles (their category, their models, their brand pages when a brand sells nothing else) are
 * listed on a site, and as alternates of a site, only while its `isConsoleEnabled` flag is on
 * (flagsForSite), as the host shows them: shop-api does not know the flag and lists them all.
 *
 * The catalog part is read from shop-api at most once per catalog state: its `catalog-version`
 * (one row) is asked each time and the sitemap list re-read only when it moved. shop-api down,
 * slow (5 s) or answering something else, or a runtime config that does not parse: 503, never a
 * partial file. Answers are `cache-control: public, max-age=300`, compressed when asked for.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  categorySlug,
  COUNTRIES,
  countryConfig,
  DEVICE_TYPE_KEYS,
  hreflangAlternates,
  matchRoute,
  productAddress,
  routePath,
  ROUTE_TABLE,
} from '@refurb/shared-contracts';
import {
  CatalogVersionResponseSchema,
  SitemapResponseSchema,
} from '@refurb/shared-contracts/api/catalog';
import {
  flagsForSite,
  parseRuntimeConfig,
  SECURITY_HEADERS,
} from '@refurb/shared-contracts/runtime';
import { chooseEncoding } from './static-files.mjs';

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const SITEMAP_PATHS = {
  products: '/sitemaps/products.xml',
  categories: '/sitemaps/categories.xml',
  content: '/sitemaps/content.xml',
};

/** The host's search page per site: host-shell/src/routing/host-routes.ts SEARCH_SLUGS. */
export const SEARCH_SLUGS = { ro: 'cautare', bg: 'tarsene', hu: 'kereses', gr: 'anazitisi' };

/** Routes kept out of crawling: personal pages and results of an action (see the file's doc). */
/** @type {readonly import('@refurb/shared-contracts').RouteName[]} */
export const PRIVATE_ROUTES = [
  'cart',
  'cart-extra',
  'cart-login',
  'cart-finalize',
  'account',
  'account-genius',
  'account-purchases',
  'account-return',
  'account-return-form',
  'account-settings',
  'account-warranties',
  'account-insurances',
  'account-send-in-warranty',
  'account-sales',
  'account-sale-details',
  'login',
  'register',
  'forgot',
  'logout',
  'sell',
  'sell-step',
  'thank-you',
  'thank-you-tbi',
  'thank-you-cofidis',
  'payment-processing',
  'payment-failed',
  'add-review',
  'review-thanks',
  'review-error',
];

/** Content routes in the content sitemap (App.tsx CONTENT_ROUTES without contact and the old). */
export const CONTENT_SITEMAP_ROUTES = [
  'about-us',
  'seller-guide',
  'faq',
  'blog',
  'return-address',
  'refund-policy',
  'terms',
  'privacy-policy',
  'cookie-policy',
  'withdrawal-form',
  'reviews',
  'reviews-sell',
];

const CACHE = 'public, max-age=300';
const SHOP_API_TIMEOUT_MS = 5_000;
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const XML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text) => String(text).replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

const baseOf = (config, country) => (config.sites[country] ?? '').replace(/\/+$/, '');

function hostOf(base) {
  try {
    return new URL(base).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** The site whose base has this host name, or null. */
function siteOfHost(config, hostname) {
  const wanted = String(hostname ?? '')
    .toLowerCase()
    .replace(/\.$/, '');
  return COUNTRIES.find((c) => config.sites[c] && hostOf(config.sites[c]) === wanted) ?? null;
}

const consolesOn = (config, country) => flagsForSite(config, country).isConsoleEnabled;
const showsType = (config, country, type) => type !== 'CONSOLE' || consolesOn(config, country);

/** The latest of ISO times (`undefined` for none). */
const latest = (times) => times.reduce((a, b) => (a === undefined || b > a ? b : a), undefined);

/** The robots.txt of a site (see the file's doc for each rule). */
export function robotsTxt(config, country) {
  const paths = PRIVATE_ROUTES.flatMap((name) => {
    const template = ROUTE_TABLE[country][name];
    if (template === null) return [];
    // The folder before a parameter (`/sell/:step/` -> `/sell/`), no anchor.
    return [template.split('#')[0].split(/:[A-Za-z]/)[0]];
  });
  paths.push(`/${SEARCH_SLUGS[country]}/`);
  const kept = [];
  for (const path of [...new Set(paths)].sort()) {
    if (!kept.some((prefix) => path.startsWith(prefix))) kept.push(path);
  }
  const lines = ['User-agent: *', ...kept.map((path) => `Disallow: ${path}`)];
  for (const type of DEVICE_TYPE_KEYS) {
    const category = `/${categorySlug(country, type)}/`;
    lines.push(
      `Disallow: ${category}?`,
      `Allow: ${category}?page=`,
      `Disallow: ${category}?page=*&`,
    );
  }
  lines.push('', `Sitemap: ${baseOf(config, country)}${SITEMAP_INDEX_PATH}`, '');
  return lines.join('\n');
}

function urlEntry({ loc, lastmod, alternates }) {
  const links = alternates.map(
    (a) =>
      `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
  );
  return [
    '<url>',
    `<loc>${escapeXml(loc)}</loc>`,
    ...(lastmod ? [`<lastmod>${escapeXml(lastmod)}</lastmod>`] : []),
    ...links,
    '</url>',
  ].join('');
}

function urlSet(entries) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`,
    ...entries.map(urlEntry),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The hreflang links of a page: its own (`path` on `country`'s site), the `others` (paths on the
 * other sites, as hreflangAlternates gives them), and `x-default` to the default site's.
 */
function alternatesOf(config, country, path, others) {
  const all = [
    {
      country,
      hreflang: countryConfig(country).language,
      href: `${baseOf(config, country)}${path}`,
    },
    ...others.map((a) => ({
      country: a.country,
      hreflang: a.hreflang,
      href: a.href ?? `${baseOf(config, a.country)}${a.path}`,
    })),
  ].sort((a, b) => COUNTRIES.indexOf(a.country) - COUNTRIES.indexOf(b.country));
  const fallback = all.find((a) => a.country === config.defaultCountry);
  return fallback ? [...all, { hreflang: 'x-default', href: fallback.href }] : all;
}

const siteBases = (config) => Object.fromEntries(COUNTRIES.map((c) => [c, baseOf(config, c)]));

/** The models a site shows: consoles only while its flag is on. */
const shownModels = (config, country, models) =>
  models.filter((m) => showsType(config, country, m.type));

export function productsSitemap(config, country, models) {
  const entries = shownModels(config, country, models).map((model) => {
    const path = productAddress(country, model, model.listing);
    const { params } = matchRoute(country, path);
    const on = new Set(model.countries.filter((c) => showsType(config, c, model.type)));
    const others = hreflangAlternates('shop-brand-model', params, {
      current: country,
      siteBases: siteBases(config),
    }).filter((a) => on.has(a.country));
    return {
      loc: `${baseOf(config, country)}${path}`,
      lastmod: model.lastmod,
      alternates: alternatesOf(config, country, path, others),
    };
  });
  return urlSet(entries);
}

export function categoriesSitemap(config, country, models) {
  const shown = shownModels(config, country, models);
  const entries = DEVICE_TYPE_KEYS.filter((type) => showsType(config, country, type)).map(
    (type) => {
      const path = `/${categorySlug(country, type)}/`;
      const others = COUNTRIES.filter((c) => c !== country && showsType(config, c, type)).map(
        (c) => ({
          country: c,
          hreflang: countryConfig(c).language,
          path: `/${categorySlug(c, type)}/`,
        }),
      );
      return {
        loc: `${baseOf(config, country)}${path}`,
        lastmod: latest(shown.filter((m) => m.type === type).map((m) => m.lastmod)),
        alternates: alternatesOf(config, country, path, others),
      };
    },
  );
  return urlSet(entries);
}

export function contentSitemap(config, country, models) {
  const shown = shownModels(config, country, models);
  const bases = siteBases(config);
  const page = (name, params, lastmod) => {
    const path = routePath(country, name, params);
    if (path === null) return [];
    const others = hreflangAlternates(name, params, { current: country, siteBases: bases });
    return [
      {
        loc: `${baseOf(config, country)}${path}`,
        lastmod,
        alternates: alternatesOf(config, country, path, others),
      },
    ];
  };
  const entries = [
    // The index shows the catalog's top offers: it changes with the catalog.
    ...page('index', undefined, latest(shown.map((m) => m.lastmod))),
    ...CONTENT_SITEMAP_ROUTES.flatMap((name) => page(name, undefined, undefined)),
  ];
  const brands = new Map();
  for (const model of shown) {
    const brand = brands.get(model.brandSlug) ?? { models: [], countries: new Set() };
    brand.models.push(model);
    for (const c of model.countries) if (showsType(config, c, model.type)) brand.countries.add(c);
    brands.set(model.brandSlug, brand);
  }
  for (const [brandSlug, brand] of [...brands].sort(([a], [b]) => a.localeCompare(b))) {
    const path = routePath(country, 'shop-brand-seo', { brandSlug });
    if (path === null) continue;
    const others = hreflangAlternates(
      'shop-brand-seo',
      { brandSlug },
      {
        current: country,
        siteBases: bases,
      },
    ).filter((a) => brand.countries.has(a.country));
    entries.push({
      loc: `${baseOf(config, country)}${path}`,
      lastmod: latest(brand.models.map((m) => m.lastmod)),
      alternates: alternatesOf(config, country, path, others),
    });
  }
  return urlSet(entries);
}

export function sitemapIndex(config, country, models) {
  // Each of the three changes with the catalog (the content one by its index and brand pages).
  const newest = latest(shownModels(config, country, models).map((m) => m.lastmod));
  const lastmods = { products: newest, categories: newest, content: newest };
  const sitemaps = Object.entries(SITEMAP_PATHS).map(([kind, path]) =>
    [
      '<sitemap>',
      `<loc>${escapeXml(`${baseOf(config, country)}${path}`)}</loc>`,
      ...(lastmods[kind] ? [`<lastmod>${escapeXml(lastmods[kind])}</lastmod>`] : []),
      '</sitemap>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...sitemaps,
    '</sitemapindex>',
    '',
  ].join('\n');
}

const XML_FILES = {
  [SITEMAP_INDEX_PATH]: sitemapIndex,
  [SITEMAP_PATHS.products]: productsSitemap,
  [SITEMAP_PATHS.categories]: categoriesSitemap,
  [SITEMAP_PATHS.content]: contentSitemap,
};

class Unavailable extends Error {}

/** @type {Record<'br' | 'gzip', (buffer: Buffer) => Promise<Buffer>>} */
const ENCODERS = {
  br: promisify((buffer, done) =>
    brotliCompress(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }, done),
  ),
  gzip: promisify((buffer, done) => gzip(buffer, { level: 6 }, done)),
};

async function send(req, res, status, contentType, body, cache) {
  const headers = { ...SECURITY_HEADERS, 'content-type': contentType, 'cache-control': cache };
  let out = Buffer.from(body);
  const encoding = out.length >= 1024 ? chooseEncoding(req.headers['accept-encoding']) : null;
  if (encoding) {
    out = await ENCODERS[encoding](out);
    Object.assign(headers, { 'content-encoding': encoding, vary: 'accept-encoding' });
  }
  res.writeHead(status, { ...headers, 'content-length': out.length });
  res.end(req.method === 'HEAD' ? undefined : out);
}

const sendPlain = (req, res, status, text) =>
  send(req, res, status, 'text/plain; charset=utf-8', text, 'no-store');

/**
 * `seoFiles(req, res, { pathname, hostname })` answers robots.txt and the sitemaps and says
 * true; for any other path it does nothing and says false.
 */
export function createSeoFiles({ configDir, apiOrigin, fetchImpl = fetch }) {
  /** The last sitemap list read per site, with the catalog counters it was read under. */
  const held = new Map();

  async function getJson(path, schema) {
    let response;
    try {
      response = await fetchImpl(new URL(path, apiOrigin).href, {
        signal: AbortSignal.timeout(SHOP_API_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      throw new Unavailable(`shop-api ${path}: ${error instanceof Error ? error.message : error}`);
    }
    if (!response.ok) throw new Unavailable(`shop-api ${path} answered ${response.status}`);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new Unavailable(`shop-api ${path} answered an unknown shape`);
    return parsed.data;
  }

  async function modelsOf(country) {
    const { version, stockVersion } = await getJson(
      '/product/catalog-version',
      CatalogVersionResponseSchema,
    );
    const key = `${version}/${stockVersion}`;
    const cached = held.get(country);
    if (cached?.key === key) return cached.models;
    const { models } = await getJson(
      `/product/sitemap?country=${encodeURIComponent(country)}`,
      SitemapResponseSchema,
    );
    held.set(country, { key, models });
    return models;
  }

  async function readConfig() {
    const path = join(configDir, 'runtime-config.json');
    try {
      return parseRuntimeConfig(path, JSON.parse(await readFile(path, 'utf8')));
    } catch (error) {
      throw new Unavailable(error instanceof Error ? error.message : String(error));
    }
  }

  return async function seoFiles(req, res, { pathname, hostname }) {
    const xml = XML_FILES[pathname];
    if (pathname !== ROBOTS_PATH && !xml) return false;
    try {
      const config = await readConfig();
      const country = siteOfHost(config, hostname);
      if (country === null) {
        await sendPlain(req, res, 404, 'Not found: this host is no site of the shop');
        return true;
      }
      if (pathname === ROBOTS_PATH) {
        await send(req, res, 200, 'text/plain; charset=utf-8', robotsTxt(config, country), CACHE);
        return true;
      }
      const body = xml(config, country, await modelsOf(country));
      await send(req, res, 200, 'application/xml; charset=utf-8', body, CACHE);
    } catch (error) {
      if (!(error instanceof Unavailable)) throw error;
      await sendPlain(req, res, 503, `Unavailable: ${error.message}`);
    }
    return true;
  };
}
