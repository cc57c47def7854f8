// The shop's pages as the host server renders them (page-render.mjs, src/server/render.tsx), read
// the way a crawler or a link preview reads them: a script-free GET per site, over real sockets,
// from the built host (dist/ and dist-server/) in front of the real shop-api with its test
// controls (to rename a model: a catalog write, as a price change is).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import {
  categorySlug,
  COUNTRIES,
  countryConfig,
  priceFormatter,
  productAddress,
  routePath,
} from '@refurb/shared-contracts';
import { ModelPageResponseSchema } from '@refurb/shared-contracts/api/catalog';
import { JSDOM } from 'jsdom';
import { startHostServer } from './host-server.mjs';
import { get, startShopApi } from './test-stack.mjs';
import { LOCAL_CONFIG_DIR } from '@refurb/local-env/config-dir';

const here = dirname(fileURLToPath(import.meta.url));
const HOSTS = { ro: 'ro.shop.test', bg: 'bg.shop.test', hu: 'hu.shop.test', gr: 'gr.shop.test' };
const BASES = Object.fromEntries(COUNTRIES.map((c) => [c, `https://${HOSTS[c]}`]));
const CURRENCIES = { ro: 'RON', bg: 'BGN', hu: 'HUF', gr: 'EUR' };
const OG_LOCALES = { ro: 'ro_RO', bg: 'bg_BG', hu: 'hu_HU', gr: 'el_GR' };
/** A model of the seed with listings in every country (the iPhone 14 Pro). */
const MODEL = 1011;

let work;
let api;
let host;

before(async () => {
  assert.ok(
    existsSync(join(here, '..', 'dist-server', 'render.cjs')) &&
      existsSync(join(here, '..', 'dist', 'index.html')),
    'the host is not built: run npm run build -w @refurb/host-shell',
  );
  work = await mkdtemp(join(tmpdir(), 'refurb-render-'));
  api = await startShopApi(join(work, 'db'), { SHOP_API_TEST_CONTROLS: '1' });
  const configDir = join(work, 'config');
  await mkdir(configDir);
  const local = JSON.parse(await readFile(join(LOCAL_CONFIG_DIR, 'runtime-config.json'), 'utf8'));
  await writeFile(
    join(configDir, 'runtime-config.json'),
    JSON.stringify({ ...local, sites: BASES }),
  );
  await writeFile(
    join(configDir, 'remotes.json'),
    await readFile(join(LOCAL_CONFIG_DIR, 'remotes.json')),
  );
  host = await startHostServer({ port: 0, configDir, apiOrigin: api.url, log: () => undefined });
});

after(async () => {
  await host?.close();
  await api?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

const page = (country, path, options) => get(host.url, `${HOSTS[country]}:443`, path, options);

/** The page as a document (scripts are not run: what a crawler without scripts reads). */
function documentOf(html) {
  return new JSDOM(html).window.document;
}

const meta = (doc, key) =>
  doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');

const jsonLd = (doc) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    JSON.parse(s.textContent),
  );

function assertHead(doc, country, { canonical, title }) {
  assert.equal(doc.documentElement.lang, countryConfig(country).language, country);
  assert.match(doc.title, title, country);
  assert.ok((meta(doc, 'description') ?? '').length > 20, `${country}: a description`);
  assert.equal(doc.querySelector('link[rel="canonical"]')?.href, canonical);
  assert.equal(meta(doc, 'og:url'), canonical);
  assert.equal(meta(doc, 'og:title'), doc.title);
  assert.equal(meta(doc, 'og:locale'), OG_LOCALES[country]);
  assert.match(meta(doc, 'og:image'), /^https:\/\/[a-z]{2}\.shop\.test\/.+\.(png|jpe?g)$/);
  assert.equal(meta(doc, 'twitter:card'), 'summary_large_image');
  assert.equal(meta(doc, 'robots'), 'index, follow');
  assert.ok(meta(doc, 'theme-color'));
  const icons = [...doc.querySelectorAll('link[rel="icon"]')].map((l) => l.getAttribute('href'));
  assert.ok(icons.includes(`/brand/favicon${country === 'hu' ? '-hu' : ''}.svg`), country);
  const alternates = Object.fromEntries(
    [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
      l.getAttribute('hreflang'),
      l.href,
    ]),
  );
  assert.deepEqual(Object.keys(alternates).sort(), ['bg', 'el', 'hu', 'ro', 'x-default']);
  for (const c of COUNTRIES)
    assert.ok(alternates[countryConfig(c).language].startsWith(`${BASES[c]}/`), `${country} ${c}`);
  assert.equal(alternates[countryConfig(country).language], canonical);
  assert.equal(alternates['x-default'], alternates.ro);
  return alternates;
}

describe('public pages, script-free, in every site', () => {
  test('the index: language, head, Organization and WebSite data, categories and offers', async () => {
    for (const country of COUNTRIES) {
      const answer = await page(country, '/');
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-type'], 'text/html; charset=utf-8');
      const doc = documentOf(answer.body);
      assertHead(doc, country, { canonical: `${BASES[country]}/`, title: /Refurb/ });
      const data = jsonLd(doc);
      const organization = data.find((d) => d['@type'] === 'Organization');
      assert.equal(organization.url, `${BASES[country]}/`);
      const website = data.find((d) => d['@type'] === 'WebSite');
      assert.ok(website.potentialAction.target.urlTemplate.startsWith(`${BASES[country]}/`));
      assert.ok(doc.querySelector('#root[data-server-rendered] h1')?.textContent);
      assert.ok(doc.querySelector(`a[href="/${categorySlug(country, 'SMARTPHONE')}/"]`));
      assert.ok(doc.querySelectorAll('#root a[href*="/1"]').length > 0, `${country}: offers`);
      assert.ok(doc.getElementById('refurb-page-data'), 'the data to hydrate with');
    }
  });

  test('a category: its products, its alternates by category slug, a breadcrumb', async () => {
    for (const country of COUNTRIES) {
      const path = `/${categorySlug(country, 'SMARTPHONE')}/`;
      const answer = await page(country, path);
      assert.equal(answer.status, 200, country);
      const doc = documentOf(answer.body);
      const alternates = assertHead(doc, country, {
        canonical: `${BASES[country]}${path}`,
        title: /\| Refurb$/,
      });
      for (const c of COUNTRIES)
        assert.equal(
          alternates[countryConfig(c).language],
          `${BASES[c]}/${categorySlug(c, 'SMARTPHONE')}/`,
        );
      const heading = doc.querySelector('#root h1')?.textContent ?? '';
      assert.ok(meta(doc, 'description').startsWith(`${heading} – `), country);
      const links = [...doc.querySelectorAll('#root .cards a[href]')];
      assert.ok(links.length >= 8, `${country}: product links`);
      const crumbs = jsonLd(doc).find((d) => d['@type'] === 'BreadcrumbList');
      assert.deepEqual(
        crumbs.itemListElement.map((i) => i.item),
        [`${BASES[country]}/`, `${BASES[country]}${path}`],
      );
    }
  });

  test("a filtered listing is the category's, kept out of the index", async () => {
    const answer = await page('ro', '/telefoane/?brand=apple&page=1');
    assert.equal(answer.status, 200);
    const doc = documentOf(answer.body);
    assert.equal(meta(doc, 'robots'), 'noindex, follow');
    assert.equal(doc.querySelectorAll('link[rel="alternate"][hreflang]').length, 0);
  });

  test("a product: name, price and stock in the page; Product data matching shop-api's answer", async () => {
    for (const country of COUNTRIES) {
      const model = ModelPageResponseSchema.parse(
        await (await fetch(`${api.url}/product/models/${MODEL}?country=${country}`)).json(),
      );
      const listing = model.listings.find((l) => l.stock > 0) ?? model.listings[0];
      const address = productAddress(country, model.model, listing);
      const answer = await page(country, address);
      assert.equal(answer.status, 200, `${country} ${address}`);
      const doc = documentOf(answer.body);
      assertHead(doc, country, {
        canonical: `${BASES[country]}${address}`,
        title: new RegExp(`^${model.model.brand} ${model.model.name} \\| Refurb$`),
      });
      assert.equal(meta(doc, 'og:type'), 'product');
      assert.match(meta(doc, 'og:image'), /\/content\/images\/.+\.png$/);
      assert.equal(
        doc.querySelector('#root h1')?.textContent,
        `${model.model.brand} ${model.model.name}`,
      );
      const price = doc.querySelector('.product__price')?.textContent ?? '';
      assert.ok(price.includes(countryConfig(country).currencyLabel), `${country}: ${price}`);
      // The page's own description: the product, and its price as the page says it.
      const description = meta(doc, 'description');
      assert.ok(description.startsWith(`${model.model.brand} ${model.model.name} – `), description);
      const formatted = priceFormatter(country)(listing.price);
      assert.ok(price.includes(formatted), `${price} / ${formatted}`);
      assert.ok(description.includes(formatted), `${description} / ${formatted}`);
      assert.equal(meta(doc, 'og:description'), description);
      const product = jsonLd(doc).find((d) => d['@type'] === 'Product');
      assert.equal(product.offers.price, listing.price);
      assert.equal(product.offers.priceCurrency, CURRENCIES[country]);
      assert.equal(
        product.offers.availability,
        listing.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      );
      assert.equal(product.offers.url, `${BASES[country]}${address}`);
      assert.equal(product.itemCondition, 'https://schema.org/RefurbishedCondition');
      const crumbs = jsonLd(doc).find((d) => d['@type'] === 'BreadcrumbList');
      assert.equal(crumbs.itemListElement.length, 3);
    }
  });

  test('a sold-out configuration stays a 200 page that says so, out of stock in its data', async () => {
    const soldOut = {
      ro: 'Această variantă nu mai este în stoc.',
      hu: 'Ez a változat már nincs raktáron.',
    };
    for (const country of /** @type {const} */ (['ro', 'hu'])) {
      const model = ModelPageResponseSchema.parse(
        await (await fetch(`${api.url}/product/models/${MODEL}?country=${country}`)).json(),
      );
      const listing = model.listings.find((l) => l.stock === 0);
      assert.ok(listing, 'the seed has a sold-out configuration of the model');
      const answer = await page(country, productAddress(country, model.model, listing));
      assert.equal(answer.status, 200);
      const doc = documentOf(answer.body);
      assert.equal(
        doc.querySelector('#root .product [role="status"]')?.textContent,
        soldOut[country],
      );
      const product = jsonLd(doc).find((d) => d['@type'] === 'Product');
      assert.equal(product.offers.availability, 'https://schema.org/OutOfStock');
    }
  });

  test('content and reviews pages are complete in their HTML', async () => {
    for (const country of COUNTRIES) {
      for (const name of /** @type {const} */ (['faq', 'about-us', 'reviews'])) {
        const path = routePath(country, name);
        const answer = await page(country, path);
        assert.equal(answer.status, 200, `${country} ${name}`);
        const doc = documentOf(answer.body);
        assertHead(doc, country, { canonical: `${BASES[country]}${path}`, title: /\| Refurb$/ });
        assert.ok(doc.querySelector('#root main h1')?.textContent, `${country} ${name}`);
      }
    }
  });
});

describe('what the browser runs', () => {
  test('a rendered page starts its scripts once painted (boot.js); a personal page at once', async () => {
    const rendered = documentOf((await page('ro', '/')).body);
    assert.equal(rendered.querySelectorAll('script[src^="/assets/"]').length, 0);
    const list = JSON.parse(rendered.getElementById('refurb-scripts').textContent);
    assert.ok(list.length >= 2 && list.every((src) => /^\/assets\/[\w.-]+\.js$/.test(src)));
    const boot = rendered.querySelector('script[src="/boot.js"]');
    assert.ok(boot?.hasAttribute('defer'));
    assert.equal((await get(host.url, `${HOSTS.ro}:443`, '/boot.js')).status, 200);
    const personal = documentOf((await page('ro', routePath('ro', 'cart'))).body);
    const scripts = [...personal.querySelectorAll('script[src^="/assets/"]')];
    assert.deepEqual(
      scripts.map((script) => script.getAttribute('src')),
      list,
    );
    assert.ok(scripts.every((script) => script.hasAttribute('async')));
  });

  test('the cookie banner is in the HTML unless the decision cookie came, each its own cache entry', async () => {
    const title = 'Cookie-uri';
    const ask = await page('ro', '/blog/');
    assert.equal(documentOf(ask.body).querySelector('.consent h2')?.textContent, title);
    const decided = await page('ro', '/blog/', { headers: { cookie: 'a=b; refurb_consent=1' } });
    assert.equal(documentOf(decided.body).querySelector('.consent'), null);
    assert.notEqual(decided.headers.etag, ask.headers.etag);
    const again = await page('ro', '/blog/');
    assert.equal(again.headers['x-render'], 'cache');
    assert.equal(documentOf(again.body).querySelector('.consent h2')?.textContent, title);
    const data = (text) =>
      JSON.parse(documentOf(text).getElementById('refurb-page-data').textContent);
    assert.equal(data(ask.body).consentBanner, true);
    assert.equal(data(decided.body).consentBanner, false);
    // With scripts off the banner is hidden: its choice could not be kept.
    const noscript = documentOf(ask.body).head.querySelector('noscript');
    assert.match(noscript?.innerHTML ?? '', /\.consent\s*\{\s*display:\s*none/);
  });
});

describe('status codes', () => {
  test('an unknown product, category or address is a 404 with the not-found page in its language', async () => {
    const words = { ro: 'Pagina nu există', gr: 'Η σελίδα δεν υπάρχει' };
    for (const [country, path] of [
      ['ro', '/magazin/apple/telefoane-apple-iphone-99/99999/'],
      ['ro', '/nu-exista/'],
      ['gr', '/a/b/c/'],
    ]) {
      const answer = await page(country, path);
      assert.equal(answer.status, 404, path);
      const doc = documentOf(answer.body);
      assert.equal(doc.querySelector('#root h1')?.textContent, words[country]);
      assert.equal(meta(doc, 'robots'), 'noindex, follow');
      assert.equal(doc.querySelector('link[rel="canonical"]'), null);
    }
  });

  test('a personal page has its language, title and noindex, and is drawn in the browser', async () => {
    const answer = await page('hu', routePath('hu', 'cart'));
    assert.equal(answer.status, 200);
    const doc = documentOf(answer.body);
    assert.equal(doc.documentElement.lang, 'hu');
    assert.match(doc.title, /\| Refurb$/);
    assert.equal(meta(doc, 'robots'), 'noindex, follow');
    assert.equal(doc.getElementById('root')?.innerHTML, '');
    assert.equal(doc.getElementById('root')?.hasAttribute('data-server-rendered'), false);
    assert.match(doc.querySelector('noscript')?.textContent ?? '', /JavaScript/);
  });

  test("a Host header naming no site gets the default site's page, from the same cache entry", async () => {
    const own = await page('ro', '/despre-noi/');
    const stranger = await get(host.url, `stranger-${Date.now()}.example`, '/despre-noi/');
    assert.equal(stranger.status, 200);
    assert.equal(stranger.headers['x-render'], 'cache');
    assert.equal(stranger.body, own.body);
    assert.equal(
      /** @type {HTMLLinkElement | null} */ (
        documentOf(stranger.body).querySelector('link[rel="canonical"]')
      )?.href,
      `${BASES.ro}/despre-noi/`,
    );
  });
});

describe('cache, ETag and freshness', () => {
  test('a page is served from the cache, answers 304 to its ETag, and is rendered anew when the catalog changes', async () => {
    const model = ModelPageResponseSchema.parse(
      await (await fetch(`${api.url}/product/models/1002?country=ro`)).json(),
    );
    const path = productAddress('ro', model.model, model.listings[0]);
    const first = await page('ro', path);
    assert.equal(first.status, 200);
    const again = await page('ro', path);
    assert.equal(again.headers['x-render'], 'cache');
    assert.equal(again.body, first.body);
    const etag = again.headers.etag;
    assert.match(etag, /^"[\w-]{32}"$/);
    const unchanged = await page('ro', path, { headers: { 'if-none-match': etag } });
    assert.equal(unchanged.status, 304);
    assert.equal(unchanged.raw.length, 0);

    // A catalog write (the back office renames the model) moves the catalog's version.
    const renamed = `${model.model.name} Renewed`;
    const control = await fetch(`${api.url}/test-controls/models/1002/name`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: renamed }),
    });
    assert.equal(control.status, 200);
    // Its old address names the same configuration in old words: a retired address, 301.
    const moved = await page('ro', path);
    assert.equal(moved.status, 301);
    const current = productAddress('ro', { ...model.model, name: renamed }, model.listings[0]);
    assert.equal(moved.headers.location, current);
    const fresh = await page('ro', current, { headers: { 'if-none-match': etag } });
    assert.equal(fresh.status, 200);
    assert.equal(fresh.headers['x-render'], 'rendered');
    assert.equal(
      documentOf(fresh.body).querySelector('#root h1')?.textContent,
      `${model.model.brand} ${renamed}`,
    );
  });

  test("with the HTML cache off, a render never uses shop-api's answers of an older catalog version", async () => {
    // Every page rendered; shop-api's catalog answers kept by catalog version (shop-api-client.ts).
    const renderer = await startHostServer({
      port: 0,
      configDir: join(work, 'config'),
      apiOrigin: api.url,
      log: () => undefined,
      pageCacheMax: 0,
    });
    try {
      const at = (path) => get(renderer.url, `${HOSTS.ro}:443`, path);
      const model = ModelPageResponseSchema.parse(
        await (await fetch(`${api.url}/product/models/1004?country=ro`)).json(),
      );
      const path = productAddress('ro', model.model, model.listings[0]);
      const heading = (answer) => documentOf(answer.body).querySelector('#root h1')?.textContent;
      for (let i = 0; i < 2; i += 1) {
        const answer = await at(path);
        assert.equal(answer.headers['x-render'], 'rendered');
        assert.equal(heading(answer), `${model.model.brand} ${model.model.name}`);
      }
      const renamed = `${model.model.name} Plus`;
      const control = await fetch(`${api.url}/test-controls/models/1004/name`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: renamed }),
      });
      assert.equal(control.status, 200);
      const current = productAddress('ro', { ...model.model, name: renamed }, model.listings[0]);
      const fresh = await at(current);
      assert.equal(fresh.status, 200);
      assert.equal(heading(fresh), `${model.model.brand} ${renamed}`);
      // The old address names the model in old words: the new answer says so (301).
      assert.equal((await at(path)).status, 301);
    } finally {
      await renderer.close();
    }
  });

  test('text from the catalog cannot leave the page data or the structured data', async () => {
    const attack = '</script><script>alert(1)</script><!--';
    await fetch(`${api.url}/test-controls/models/1003/name`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: attack }),
    });
    const model = ModelPageResponseSchema.parse(
      await (await fetch(`${api.url}/product/models/1003?country=ro`)).json(),
    );
    const answer = await page('ro', productAddress('ro', model.model, model.listings[0]));
    assert.equal(answer.status, 200);
    const doc = documentOf(answer.body);
    // Every script element is one the page was built with: none came from the name.
    for (const script of doc.querySelectorAll('script')) {
      const kind = script.getAttribute('type');
      assert.ok(
        script.getAttribute('src') || kind === 'application/json' || kind === 'application/ld+json',
        script.outerHTML.slice(0, 120),
      );
    }
    const product = jsonLd(doc).find((d) => d['@type'] === 'Product');
    assert.equal(product.name, `${model.model.brand} ${attack}`);
    const data = JSON.parse(doc.getElementById('refurb-page-data').textContent);
    assert.equal(data.resources[`model:ro:1003`].data.model.name, attack);
  });
});

describe('when shop-api cannot answer', () => {
  test('a public page is a 503, not cached, and drawn again once shop-api is back', async () => {
    await api.stop();
    const answer = await page('bg', `/${categorySlug('bg', 'TABLET')}/`);
    assert.equal(answer.status, 503);
    const doc = documentOf(answer.body);
    assert.ok(doc.querySelector('#root [role="alert"]'), 'the error state with its retry');
    assert.equal(answer.headers['x-render'], 'rendered');
  });
});
