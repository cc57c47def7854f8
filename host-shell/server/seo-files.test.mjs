// robots.txt and the sitemaps (seo-files.mjs) over real sockets: the real shop-api (its built
// server over a fresh PGlite database, as the journeys start it) behind the real host server, each
// site asked by its Host header. The XML is read with saxes (jsdom's strict, namespace-aware
// parser), so a file that is not well-formed fails to parse.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import {
  categorySlug,
  categoryTypeFromSlug,
  COUNTRIES,
  countryConfig,
  DEVICE_TYPE_KEYS,
  listingOfAddress,
  matchRoute,
  productAddress,
  routePath,
} from '@refurb/shared-contracts';
import {
  ModelPageResponseSchema,
  SitemapResponseSchema,
} from '@refurb/shared-contracts/api/catalog';
import { SaxesParser } from 'saxes';
import { startHostServer } from './host-server.mjs';
import { createSeoFiles, escapeXml, PRIVATE_ROUTES, SEARCH_SLUGS } from './seo-files.mjs';
import { listen } from './static-files.mjs';
import { freePort, get, startShopApi } from './test-stack.mjs';
import { LOCAL_CONFIG_DIR } from '@refurb/local-env/config-dir';

const here = dirname(fileURLToPath(import.meta.url));
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const SITE_HOSTS = {
  ro: 'ro.shop.test',
  bg: 'bg.shop.test',
  hu: 'hu.shop.test',
  gr: 'gr.shop.test',
};
const BASES = Object.fromEntries(COUNTRIES.map((c) => [c, `https://${SITE_HOSTS[c]}`]));
/** BG sells no consoles in these tests: its flag is off, the other sites' on. */
const CONSOLES = { ro: true, bg: false, hu: true, gr: true };

/** An XML document as a tree of { uri, local, attributes, children, text }; throws if malformed. */
function parseXml(text) {
  const parser = new SaxesParser({ xmlns: true });
  const top = { children: [] };
  const stack = [top];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (node) => {
    const element = {
      uri: node.uri,
      local: node.local,
      attributes: Object.fromEntries(Object.values(node.attributes).map((a) => [a.local, a.value])),
      children: [],
      text: '',
    };
    stack.at(-1).children.push(element);
    stack.push(element);
  });
  parser.on('text', (t) => {
    if (stack.length > 1) stack.at(-1).text += t;
  });
  parser.on('closetag', () => stack.pop());
  parser.write(text).close();
  assert.equal(top.children.length, 1);
  return top.children[0];
}

const childrenNamed = (element, local, uri = SITEMAP_NS) =>
  element.children.filter((c) => c.local === local && c.uri === uri);
const textOf = (element, local) => childrenNamed(element, local)[0]?.text;

/** The <url> entries of a urlset: loc, lastmod and hreflang alternates. */
function urlsOf(xml) {
  const set = parseXml(xml);
  assert.equal(set.local, 'urlset');
  assert.equal(set.uri, SITEMAP_NS);
  return childrenNamed(set, 'url').map((url) => ({
    loc: textOf(url, 'loc'),
    lastmod: textOf(url, 'lastmod'),
    alternates: Object.fromEntries(
      childrenNamed(url, 'link', XHTML_NS).map((link) => {
        assert.equal(link.attributes.rel, 'alternate');
        return [link.attributes.hreflang, link.attributes.href];
      }),
    ),
  }));
}

/** robots.txt's verdict for a path (RFC 9309: the longest matching rule wins, Allow on a tie). */
function robotsAllows(robots, path) {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)/.exec(line))
    .filter(Boolean)
    .map(([, kind, pattern]) => ({ allow: kind === 'Allow', pattern }));
  const matches = (pattern) =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}`,
    ).test(path);
  const hit = rules
    .filter((rule) => rule.pattern !== '' && matches(rule.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length || Number(b.allow) - Number(a.allow))[0];
  return hit ? hit.allow : true;
}

let work;
let api;
let apiUrl;
let host;
let configDir;

before(async () => {
  work = await mkdtemp(join(tmpdir(), 'refurb-seo-'));
  api = await startShopApi(join(work, 'db'));
  apiUrl = api.url;

  configDir = join(work, 'config');
  await mkdir(configDir);
  const local = JSON.parse(await readFile(join(LOCAL_CONFIG_DIR, 'runtime-config.json'), 'utf8'));
  await writeFile(
    join(configDir, 'runtime-config.json'),
    JSON.stringify({ ...local, sites: BASES, siteFlags: { bg: { isConsoleEnabled: false } } }),
  );
  await writeFile(join(configDir, 'remotes.json'), '{"remotes":{}}');
  const dist = join(work, 'dist');
  await mkdir(dist);
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>shop</title>');
  host = await startHostServer({
    port: 0,
    distDir: dist,
    publicDir: join(work, 'public'),
    configDir,
    apiOrigin: apiUrl,
    // The shell for every page: the server renderer is the page tests' to prove.
    render: false,
  });
});

after(async () => {
  await host?.close();
  await api?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

const site = (country, path, options) => get(host.url, `${SITE_HOSTS[country]}:443`, path, options);

/** What shop-api lists for a site (the sitemap's source). */
async function apiModels(country) {
  const answer = await fetch(`${apiUrl}/product/sitemap?country=${country}`);
  return SitemapResponseSchema.parse(await answer.json()).models;
}

describe('robots.txt', () => {
  test('names its own sitemap and keeps out the personal pages, search and filtered listings of its site', async () => {
    for (const country of COUNTRIES) {
      const answer = await site(country, '/robots.txt');
      assert.equal(answer.status, 200, country);
      assert.equal(answer.headers['content-type'], 'text/plain; charset=utf-8');
      assert.equal(answer.headers['cache-control'], 'public, max-age=300');
      const robots = answer.body;
      assert.match(robots, /^User-agent: \*$/m);
      assert.ok(robots.includes(`\nSitemap: ${BASES[country]}/sitemap.xml\n`), country);
      // Every personal route of the site, whatever its parameters, is kept out.
      const personal = /** @type {const} */ ([
        'cart',
        'cart-finalize',
        'cart-login',
        'account',
        'login',
        'thank-you',
      ]);
      for (const name of personal) {
        const path = routePath(country, name);
        assert.ok(robots.includes(`Disallow: ${path}\n`) || !robotsAllows(robots, path), path);
      }
      for (const path of [
        routePath(country, 'cart'),
        routePath(country, 'cart-extra'),
        routePath(country, 'account-settings'),
        routePath(country, 'account-sale-details', { saleId: 42 }),
        routePath(country, 'sell-step', { step: 'device' }),
        routePath(country, 'payment-failed'),
        routePath(country, 'register'),
        routePath(country, 'forgot'),
        `/${SEARCH_SLUGS[country]}/?q=iphone`,
        `/${categorySlug(country, 'SMARTPHONE')}/?brand=apple`,
        `/${categorySlug(country, 'LAPTOP')}/?sort=price-asc&page=2`,
        `/${categorySlug(country, 'TABLET')}/?page=2&grade=BUN`,
      ]) {
        assert.equal(robotsAllows(robots, path), false, `${country} ${path}`);
      }
      // The shop's public pages stay open: products with their ?shape=, listings and their pages.
      const [model] = await apiModels(country);
      for (const path of [
        '/',
        productAddress(country, model, model.listing),
        `/${categorySlug(country, 'SMARTPHONE')}/`,
        `/${categorySlug(country, 'SMARTPHONE')}/?page=3`,
        routePath(country, 'shop-brand-seo', { brandSlug: 'apple' }),
        routePath(country, 'about-us'),
        routePath(country, 'faq'),
        routePath(country, 'reviews'),
      ]) {
        assert.equal(robotsAllows(robots, path), true, `${country} ${path}`);
      }
      // Only this site's paths: another site's cart is not named.
      for (const other of COUNTRIES.filter(
        (c) => routePath(c, 'cart') !== routePath(country, 'cart'),
      ))
        assert.ok(
          !robots.includes(`Disallow: ${routePath(other, 'cart')}\n`),
          `${country} ${other}`,
        );
    }
  });

  test('names every route it is meant to keep out that the site has', async () => {
    const robots = (await site('hu', '/robots.txt')).body;
    for (const name of PRIVATE_ROUTES) {
      // Any parameter a private route may name (the route functions type them per route).
      const anyParams = /** @type {any} */ ({ saleId: 1, step: 'x' });
      const path = routePath('hu', name, anyParams)?.split('#')[0] ?? null;
      if (path !== null) assert.equal(robotsAllows(robots, path), false, name);
    }
  });

  test('uses the search slugs of the host routes', async () => {
    const source = await readFile(join(here, '..', 'src', 'routing', 'host-routes.ts'), 'utf8');
    const block = /const SEARCH_SLUGS[^{]*\{([^}]*)\}/.exec(source)?.[1] ?? '';
    const slugs = Object.fromEntries(
      [...block.matchAll(/(\w+): '([^']+)'/g)].map((m) => [m[1], m[2]]),
    );
    assert.deepEqual(slugs, SEARCH_SLUGS);
  });
});

describe('the sitemaps', () => {
  test('the index lists the three sitemaps of its own site, absolute, with lastmod', async () => {
    for (const country of COUNTRIES) {
      const answer = await site(country, '/sitemap.xml');
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-type'], 'application/xml; charset=utf-8');
      assert.equal(answer.headers['cache-control'], 'public, max-age=300');
      const index = parseXml(answer.body);
      assert.equal(index.local, 'sitemapindex');
      assert.equal(index.uri, SITEMAP_NS);
      const entries = childrenNamed(index, 'sitemap');
      assert.deepEqual(
        entries.map((e) => textOf(e, 'loc')),
        ['products', 'categories', 'content'].map((n) => `${BASES[country]}/sitemaps/${n}.xml`),
      );
      for (const entry of entries) assert.ok(!Number.isNaN(Date.parse(textOf(entry, 'lastmod'))));
      // Each one it names is there.
      for (const entry of entries) {
        const path = new URL(textOf(entry, 'loc')).pathname;
        assert.equal((await site(country, path)).status, 200, path);
      }
    }
  });

  test('products: every model page of the site, with its lastmod and its page on each site', async () => {
    for (const country of COUNTRIES) {
      const models = await apiModels(country);
      const shown = models.filter((m) => CONSOLES[country] || m.type !== 'CONSOLE');
      const urls = urlsOf((await site(country, '/sitemaps/products.xml')).body);
      assert.equal(urls.length, shown.length, country);
      assert.ok(urls.length > 0);
      if (!CONSOLES[country]) assert.ok(shown.length < models.length, 'the seed has consoles');
      const byId = new Map(shown.map((m) => [m.legacyModelId, m]));
      for (const url of urls) {
        assert.ok(url.loc.startsWith(`${BASES[country]}/`), url.loc);
        const path = url.loc.slice(BASES[country].length);
        const route = matchRoute(country, path);
        assert.equal(route?.name, 'shop-brand-model', path);
        const model = byId.get(Number(route.params.legacyModelId));
        assert.ok(model, path);
        assert.equal(url.lastmod, model.lastmod);
        const expected = Object.fromEntries(
          COUNTRIES.filter((c) => CONSOLES[c] || model.type !== 'CONSOLE').map((c) => [
            countryConfig(c).language,
            `${BASES[c]}${productAddress(c, model, model.listing)}`,
          ]),
        );
        expected['x-default'] = expected.ro;
        assert.deepEqual(url.alternates, expected, path);
      }
      // Every site but BG lists the four sites and x-default on a phone.
      const phone = urls.find(
        (u) =>
          byId.get(
            Number(matchRoute(country, u.loc.slice(BASES[country].length)).params.legacyModelId),
          ).type === 'SMARTPHONE',
      );
      assert.deepEqual(Object.keys(phone.alternates).sort(), ['bg', 'el', 'hu', 'ro', 'x-default']);
    }
  });

  test('products: each address is a page of its site showing exactly the listing named', async () => {
    for (const country of /** @type {const} */ (['ro', 'gr'])) {
      const urls = urlsOf((await site(country, '/sitemaps/products.xml')).body);
      for (const url of urls) {
        const path = url.loc.slice(BASES[country].length);
        const page = await site(country, path);
        assert.equal(page.status, 200, path);
        const { params } = matchRoute(country, path);
        const answer = await fetch(
          `${apiUrl}/product/models/${params.legacyModelId}?country=${country}`,
        );
        assert.equal(answer.status, 200, path);
        const { model, listings } = ModelPageResponseSchema.parse(await answer.json());
        const shown = listingOfAddress(model, listings, { slug: params.slug, shape: params.shape });
        assert.equal(shown?.exact, true, path);
        assert.equal(productAddress(country, model, shown.listing), path);
      }
    }
  });

  test('categories: each device type the site shows, with the other sites’ category slugs', async () => {
    for (const country of COUNTRIES) {
      const urls = urlsOf((await site(country, '/sitemaps/categories.xml')).body);
      const types = DEVICE_TYPE_KEYS.filter((t) => CONSOLES[country] || t !== 'CONSOLE');
      assert.deepEqual(
        urls.map((u) => u.loc),
        types.map((t) => `${BASES[country]}/${categorySlug(country, t)}/`),
      );
      for (const [i, url] of urls.entries()) {
        const slug = url.loc.slice(BASES[country].length).replaceAll('/', '');
        assert.equal(categoryTypeFromSlug(country, slug), types[i]);
        assert.ok(!Number.isNaN(Date.parse(url.lastmod)));
        const on = COUNTRIES.filter((c) => CONSOLES[c] || types[i] !== 'CONSOLE');
        assert.deepEqual(url.alternates, {
          ...Object.fromEntries(
            on.map((c) => [countryConfig(c).language, `${BASES[c]}/${categorySlug(c, types[i])}/`]),
          ),
          'x-default': `${BASES.ro}/${categorySlug('ro', types[i])}/`,
        });
        assert.equal((await site(country, new URL(url.loc).pathname)).status, 200);
      }
    }
  });

  test('content: the index, the content pages the site has, reviews and the brand pages', async () => {
    for (const country of COUNTRIES) {
      const urls = urlsOf((await site(country, '/sitemaps/content.xml')).body);
      const names = urls.map((u) => {
        assert.ok(u.loc.startsWith(`${BASES[country]}/`), u.loc);
        const route = matchRoute(country, u.loc.slice(BASES[country].length));
        assert.ok(route, u.loc);
        return route.name;
      });
      const pages = names.filter((n) => n !== 'shop-brand-seo');
      assert.deepEqual(pages, [
        'index',
        'about-us',
        'seller-guide',
        'faq',
        'blog',
        'return-address',
        ...(country === 'hu' ? ['refund-policy'] : []),
        'terms',
        'privacy-policy',
        'cookie-policy',
        'withdrawal-form',
        'reviews',
        'reviews-sell',
      ]);
      const brands = new Set(
        (await apiModels(country))
          .filter((m) => CONSOLES[country] || m.type !== 'CONSOLE')
          .map((m) => m.brandSlug),
      );
      assert.deepEqual(
        urls
          .filter((_, i) => names[i] === 'shop-brand-seo')
          .map((u) => u.loc)
          .sort(),
        [...brands]
          .map((b) => `${BASES[country]}${routePath(country, 'shop-brand-seo', { brandSlug: b })}`)
          .sort(),
      );
      const about = urls[names.indexOf('about-us')];
      assert.deepEqual(Object.keys(about.alternates).sort(), ['bg', 'el', 'hu', 'ro', 'x-default']);
      assert.equal(about.alternates.bg, `${BASES.bg}${routePath('bg', 'about-us')}`);
      assert.ok(!Number.isNaN(Date.parse(urls[0].lastmod)), 'the index changes with the catalog');
    }
  });

  test('are compressed when asked, and answer HEAD without a body', async () => {
    const plain = await site('ro', '/sitemaps/products.xml');
    const zipped = await site('ro', '/sitemaps/products.xml', {
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(zipped.raw).toString(), plain.body);
    const head = await site('ro', '/sitemap.xml', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.body, '');
  });
});

describe('when the site or shop-api is not there', () => {
  test('a host that is no site gets 404 for robots.txt and every sitemap', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/products.xml']) {
      for (const name of ['localhost:3000', 'evil.example', '127.0.0.1']) {
        const answer = await get(host.url, name, path);
        assert.equal(answer.status, 404, `${name}${path}`);
        assert.equal(answer.headers['cache-control'], 'no-store');
      }
    }
  });

  test('shop-api down: 503 for the sitemaps, never a partial one; robots.txt still answers', async () => {
    const down = await startHostServer({
      port: 0,
      distDir: join(work, 'dist'),
      publicDir: join(work, 'public'),
      configDir,
      apiOrigin: `http://127.0.0.1:${await freePort()}`,
      render: false,
    });
    try {
      for (const path of ['/sitemap.xml', '/sitemaps/products.xml', '/sitemaps/content.xml']) {
        const answer = await get(down.url, SITE_HOSTS.bg, path);
        assert.equal(answer.status, 503, path);
        assert.equal(answer.headers['cache-control'], 'no-store');
        assert.doesNotMatch(answer.body, /<url/);
      }
      assert.equal((await get(down.url, SITE_HOSTS.bg, '/robots.txt')).status, 200);
    } finally {
      await down.close();
    }
  });

  test('shop-api answering something else is 503 too, and a list is re-read only when the catalog moved', async () => {
    let version = 1;
    let sitemapReads = 0;
    let shape = 'good';
    const models = await apiModels('ro');
    const fetchImpl = async (url) => {
      const { pathname } = new URL(url);
      if (pathname === '/product/catalog-version')
        return Response.json({ version, stockVersion: 1 });
      sitemapReads += 1;
      return shape === 'good'
        ? Response.json({ country: 'ro', models })
        : Response.json({ country: 'ro', models: [{ legacyModelId: 'x' }] });
    };
    const seo = createSeoFiles({ configDir, apiOrigin: 'http://api.invalid', fetchImpl });
    const stub = await listen(
      createServer(async (req, res) => {
        const { pathname } = new URL(req.url, 'http://x');
        const hostname = req.headers.host.split(':')[0];
        if (!(await seo(req, res, { pathname, hostname }))) {
          res.writeHead(418);
          res.end();
        }
      }),
      '127.0.0.1',
      0,
    );
    try {
      assert.equal((await get(stub.url, SITE_HOSTS.ro, '/about/')).status, 418, 'not its path');
      assert.equal((await get(stub.url, SITE_HOSTS.ro, '/sitemaps/products.xml')).status, 200);
      assert.equal((await get(stub.url, SITE_HOSTS.ro, '/sitemaps/content.xml')).status, 200);
      assert.equal(sitemapReads, 1, 'the same catalog version: the list is not read again');
      version = 2;
      shape = 'bad';
      const bad = await get(stub.url, SITE_HOSTS.ro, '/sitemaps/products.xml');
      assert.equal(bad.status, 503);
      assert.equal(sitemapReads, 2);
    } finally {
      await stub.close();
    }
  });

  test('escapes what XML reserves', () => {
    assert.equal(escapeXml(`a&b<c>"d'`), 'a&amp;b&lt;c&gt;&quot;d&apos;');
    assert.equal(parseXml(`<a>${escapeXml('x & <y>')}</a>`).text, 'x & <y>');
  });
});
