/**
 * Server-rendered pages (issue 34) as three kinds of visitor see them, in the four sites:
 * - a person whose browser runs no script (a Chromium context with JavaScript off): the index,
 *   a category by its link, the pager, the filters as a GET form, a product, its variants as
 *   links, and the add to cart's plain word that the cart needs JavaScript;
 * - a person with scripts, on the same pages loaded from the server: every page hydrates with no
 *   hydration error and no CSP violation (stack.mjs's `withContext` collects both, asserted here
 *   too), and is live after it (the pager, the filters, the storage choice, the cart);
 * - a crawler or a link preview, a plain HTTP GET that runs nothing: real status codes (404, 301,
 *   a sold-out product's 200) and the head a preview reads, whose Product JSON-LD states what
 *   shop-api answers for the listing's price and stock.
 *
 * Words are the sites' own (host-shell/src/i18n/messages.*.ts), as a person reads them.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { test } from 'node:test';
import {
  categorySlug,
  countryConfig,
  productAddress,
  routePath,
  slugify,
} from '@refurb/shared-contracts';
import { dismissConsent, eventually } from '../support/stack.mjs';
import { SITES } from './sites.mjs';

/** Each site's words and head facts the journeys read (SITES has the language and currency). */
const WORDS = {
  ro: {
    nav: 'Navigare principală',
    phones: 'Telefoane',
    filters: 'Filtre',
    brand: 'Marcă',
    apply: 'Aplică filtrele',
    next: 'Pagina următoare',
    storage: 'Memorie',
    color: 'Culoare',
    shape: 'Stare',
    variants: 'Alte configurații',
    inStock: 'În stoc',
    soldOut: 'Această variantă nu mai este în stoc.',
    needsScript: 'Pentru a adăuga în coș, activează JavaScript în browser.',
    notFound: 'Pagina nu există',
    grades: { CA_NOU: 'Ca nou', FOARTE_BUN: 'Foarte bun', BUN: 'Bun', ACCEPTABIL: 'Acceptabil' },
    ogLocale: 'ro_RO',
    cartWithOne: 'Coș, 1 produs',
  },
  bg: {
    nav: 'Основна навигация',
    phones: 'Телефони',
    filters: 'Филтри',
    brand: 'Марка',
    apply: 'Приложи филтрите',
    next: 'Следваща страница',
    storage: 'Памет',
    color: 'Цвят',
    shape: 'Състояние',
    variants: 'Други конфигурации',
    inStock: 'В наличност',
    soldOut: 'Този вариант вече не е наличен.',
    needsScript: 'За да добавите в количката, включете JavaScript в браузъра.',
    notFound: 'Страницата не съществува',
    grades: { CA_NOU: 'Като нов', FOARTE_BUN: 'Много добър', BUN: 'Добър', ACCEPTABIL: 'Приемлив' },
    ogLocale: 'bg_BG',
  },
  hu: {
    nav: 'Fő navigáció',
    phones: 'Telefonok',
    filters: 'Szűrők',
    brand: 'Márka',
    apply: 'Szűrők alkalmazása',
    next: 'Következő oldal',
    storage: 'Tárhely',
    color: 'Szín',
    shape: 'Állapot',
    variants: 'Más konfigurációk',
    inStock: 'Raktáron',
    soldOut: 'Ez a változat már nincs raktáron.',
    needsScript: 'A kosárba tételhez kapcsold be a JavaScriptet a böngésződben.',
    notFound: 'Az oldal nem létezik',
    grades: { CA_NOU: 'Újszerű', FOARTE_BUN: 'Nagyon jó', BUN: 'Jó', ACCEPTABIL: 'Elfogadható' },
    ogLocale: 'hu_HU',
    cartWithOne: 'Kosár, 1 termék',
  },
  gr: {
    nav: 'Κύρια πλοήγηση',
    phones: 'Κινητά',
    filters: 'Φίλτρα',
    brand: 'Μάρκα',
    apply: 'Εφαρμογή φίλτρων',
    next: 'Επόμενη σελίδα',
    storage: 'Μνήμη',
    color: 'Χρώμα',
    shape: 'Κατάσταση',
    variants: 'Άλλες διαμορφώσεις',
    inStock: 'Διαθέσιμο',
    soldOut: 'Αυτή η έκδοση δεν είναι πλέον διαθέσιμη.',
    needsScript:
      'Για να προσθέσετε στο καλάθι, ενεργοποιήστε τη JavaScript στο πρόγραμμα περιήγησης.',
    notFound: 'Η σελίδα δεν υπάρχει',
    grades: {
      CA_NOU: 'Σαν καινούργιο',
      FOARTE_BUN: 'Πολύ καλό',
      BUN: 'Καλό',
      ACCEPTABIL: 'Αποδεκτό',
    },
    ogLocale: 'el_GR',
  },
};

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** A product page's address: `/…/<legacy model id>/?shape=<grade>`. */
const PRODUCT_PATH = /\/\d+\/\?shape=[A-Z_]+$/;

const pathOf = (url) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * A GET as a crawler or a link preview makes it: nothing runs, nothing is decompressed, no
 * redirect is followed. Sent to the stack's host on 127.0.0.1 with the site's Host header (Node
 * does not resolve `*.localhost` as Chromium does).
 */
function plainGet(stack, country, path) {
  const url = new URL(stack.site(country, path));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: `${url.pathname}${url.search}`,
        headers: { host: url.host, 'user-agent': 'facebookexternalhit/1.1', accept: 'text/html' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const decode = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The attributes of every `<tag …>` in the HTML's head. */
function tagsOf(html, tag) {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name,
        decode(value),
      ]),
    ),
  );
}

/** What a link preview reads of a page: its language, social tags, links and structured data. */
function previewOf(html) {
  const metas = tagsOf(html, 'meta');
  const meta = (key) => metas.find((m) => m.property === key || m.name === key)?.content;
  const links = tagsOf(html, 'link');
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    meta,
    canonical: links.find((l) => l.rel === 'canonical')?.href,
    alternates: links.filter((l) => l.rel === 'alternate' && l.hreflang),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      ([, json]) => JSON.parse(json),
    ),
    // Scripts with a body that a browser would run: none (hydration data and JSON-LD are data).
    inlineScripts: [...html.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)].filter(
      ([, attributes, body]) =>
        body.trim() !== '' &&
        !/type="application\/(ld\+)?json"/.test(attributes) &&
        !/\bsrc=/.test(attributes),
    ).length,
  };
}

async function api(stack, path) {
  const answer = await fetch(`${stack.apiOrigin}${path}`);
  assert.equal(answer.status, 200, path);
  return answer.json();
}

/** A phone of the site in stock, and its model page as shop-api answers it. */
async function phoneInStock(stack, country) {
  const catalog = await api(stack, `/product/catalog?country=${country}&type=SMARTPHONE`);
  for (const item of catalog.items.filter((i) => i.inStock)) {
    const page = await api(stack, `/product/models/${item.legacyModelId}?country=${country}`);
    const listing = page.listings.find((l) => l.stock > 0);
    if (listing) return { ...page, listing };
  }
  throw new Error(`no phone in stock in ${country}`);
}

/** A listing of the site's phones that is sold out (the seed sells out about one in five). */
async function soldOutPhone(stack, country) {
  const catalog = await api(stack, `/product/catalog?country=${country}&type=SMARTPHONE`);
  for (const item of catalog.items) {
    const page = await api(stack, `/product/models/${item.legacyModelId}?country=${country}`);
    const listing = page.listings.find((l) => l.stock === 0);
    if (listing) return { ...page, listing };
  }
  throw new Error(`no sold-out phone in ${country}`);
}

/** The document's language and title as the page shows them (`title`: exact, or a pattern). */
async function assertDocument(page, s, title) {
  const shown = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    description:
      /** @type {HTMLMetaElement | null} */ (document.querySelector('meta[name="description"]'))
        ?.content ?? '',
  }));
  assert.equal(shown.lang, s.lang, `lang of ${page.url()}`);
  if (title instanceof RegExp) assert.match(shown.title, title);
  else assert.equal(shown.title, title);
  assert.ok(shown.description.length > 20, `a description on ${page.url()}`);
}

/**
 * The page's tree has taken over the server's markup: Preact, which runs the pages (ADR 0012),
 * keeps the tree it hydrated on the container (`__k`), and the heading is the server's still.
 */
async function hydrated(page) {
  await eventually(() =>
    page.evaluate(() => {
      const heading = document.querySelector('main h1');
      const root = document.getElementById('root');
      if (!heading || !root || !('__k' in root))
        throw new Error(`${location.pathname}: not hydrated yet`);
    }),
  );
}

/** The phones listing: the category link, then the pager and the brand filter when offered. */
async function phonesListing(page, stack, s, w, { scripts }) {
  const categoryLink = page
    .getByRole('navigation', { name: w.nav })
    .getByRole('link', { name: w.phones, exact: true });
  const categoryPath = `/${categorySlug(s.country, 'SMARTPHONE')}/`;
  assert.equal(await categoryLink.getAttribute('href'), categoryPath);
  if (scripts) {
    // Loaded from the server, and hydrated, as a person opening a shared link.
    await page.goto(stack.site(s.country, categoryPath));
    await hydrated(page);
  } else {
    await categoryLink.click();
  }
  await page.getByRole('heading', { level: 1, name: w.phones }).waitFor();
  assert.equal(pathOf(page.url()), categoryPath);
  await assertDocument(page, s, `${w.phones} | Refurb`);
  const cards = page.locator('.card__link');
  assert.ok((await cards.count()) > 0, 'product links on the listing');
  for (const href of await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    assert.match(href, PRODUCT_PATH);

  // The next page, when there is one: a link.
  const next = page.getByRole('link', { name: w.next });
  if ((await next.count()) > 0) {
    const firstBefore = await cards.first().getAttribute('href');
    await next.click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await eventually(async () =>
      assert.notEqual(await cards.first().getAttribute('href'), firstBefore),
    );
    assert.ok((await cards.count()) > 0, 'product links on page 2');
  }

  // A brand, by the filter form (behind its button on a phone, with or without scripts): the
  // address names it, and the list is that brand's only.
  await page.locator('summary', { hasText: w.filters }).click();
  const brands = page.getByRole('group', { name: w.brand }).getByRole('checkbox');
  const values = await brands.evaluateAll((inputs) => inputs.map((input) => input.value));
  assert.ok(values.length >= 2, `brands to choose from: ${values}`);
  const brand = values[0];
  await brands.first().check();
  await page.getByRole('button', { name: w.apply }).click();
  await page.waitForURL((url) => url.searchParams.getAll('brand').join(',') === brand);
  assert.equal(new URL(page.url()).searchParams.get('page'), null, 'a new filter is page 1');
  await eventually(async () => {
    const names = await page.locator('.card__name').allTextContents();
    assert.ok(names.length > 0, 'phones of the brand');
    for (const name of names) assert.ok(slugify(name).startsWith(`${brand}-`), name);
  });
  await assertDocument(page, s, `${w.phones} | Refurb`);
}

/** Opens the listing's first phone in stock; its name as the card shows it. */
async function openPhoneInStock(page) {
  const card = page
    .locator('li.card')
    .filter({ has: page.locator('.stock--in') })
    .first();
  const name = (await card.locator('.card__name').textContent()).trim();
  await card.locator('.card__link').click();
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  assert.match(pathOf(page.url()), PRODUCT_PATH);
  return name;
}

/** The product page without scripts: name, price, stock, grade, variant links, no cart. */
async function productWithoutScripts(page, s, w, name) {
  await assertDocument(page, s, `${name} | Refurb`);
  const price = await page.locator('.product__price').textContent();
  assert.ok(price.includes(s.currency), `a price in ${s.currency}: ${price}`);
  assert.equal((await page.locator('.product p.stock').textContent()).trim(), w.inStock);
  const grade = new URL(page.url()).searchParams.get('shape');
  const checkedGrade = page
    .getByRole('group', { name: w.shape, exact: true })
    .getByRole('radio', { checked: true });
  assert.equal(await checkedGrade.getAttribute('value'), grade);
  assert.equal(
    (await checkedGrade.locator('xpath=..').textContent()).trim(),
    w.grades[grade],
    'the grade in words',
  );
  // The add to cart says plainly what it needs.
  assert.ok(await page.getByText(w.needsScript, { exact: true }).isVisible(), w.needsScript);

  // Another storage by its link (a colour when the model has one storage): the address and the
  // choice shown are the link's.
  const variants = page.getByRole('navigation', { name: w.variants });
  assert.ok(await variants.isVisible(), 'the variants as links');
  const line = (await variants.locator('p').nth(0).getByRole('link').count()) > 0 ? 0 : 1;
  const link = variants.locator('p').nth(line).getByRole('link').first();
  const href = await link.getAttribute('href');
  // "128GB" or "128GB (sold out)".
  const choice = (await link.textContent()).split(' (')[0];
  const group = page.getByRole('group', { name: [w.storage, w.color][line], exact: true });
  assert.notEqual(await group.getByRole('radio', { checked: true }).getAttribute('value'), choice);
  await link.click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  assert.ok(href.includes(`-${slugify(choice)}`), `${href} names ${choice}`);
  assert.equal(await group.getByRole('radio', { checked: true }).getAttribute('value'), choice);
  assert.ok((await page.locator('.product__price').textContent()).includes(s.currency));
}

export async function renderingJourneys(stack) {
  for (const s of SITES) {
    const w = WORDS[s.country];
    await test(`${s.country}, no JavaScript: index -> phones (pager, brand filter) -> a product -> another variant`, () =>
      stack.withContext(
        async (context) => {
          const page = await context.newPage();
          const index = await page.goto(stack.site(s.country));
          assert.equal(index.status(), 200);
          await page.getByRole('heading', { level: 1, name: new RegExp(s.heading) }).waitFor();
          await assertDocument(page, s, /^Refurb – /);
          await phonesListing(page, stack, s, w, { scripts: false });
          const name = await openPhoneInStock(page);
          await productWithoutScripts(page, s, w, name);
        },
        undefined,
        { options: { javaScriptEnabled: false } },
      ));
  }

  for (const s of SITES.filter((site) => WORDS[site.country].cartWithOne)) {
    const w = WORDS[s.country];
    await test(`${s.country}, with JavaScript: the same pages hydrate with no hydration or CSP error, and work`, () =>
      stack.withContext(async (context, errors) => {
        const page = await context.newPage();
        await page.goto(stack.site(s.country));
        await hydrated(page);
        // The consent banner is the browser's (after hydration); the cart count from storage.
        await dismissConsent(page, s.reject);
        await page.getByRole('link', { name: new RegExp(`^${s.cart}, 0`) }).waitFor();
        await phonesListing(page, stack, s, w, { scripts: true });
        const name = await openPhoneInStock(page);
        // The product page loaded from the server, hydrated, then used.
        await page.reload();
        await hydrated(page);
        await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
        assert.equal(await page.getByText(w.needsScript).isVisible(), false);
        await page.getByRole('button', { name: s.add, exact: true }).click();
        await page.getByRole('button', { name: w.cartWithOne }).waitFor();
        const other = page
          .getByRole('group', { name: w.storage })
          .getByRole('radio', { checked: false })
          .first();
        const storage = await other.getAttribute('value');
        await other.check();
        await page.waitForURL((url) => url.pathname.includes(`-${slugify(storage)}-`));
        await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
        assert.deepEqual(errors, [], 'no hydration error or CSP violation');
      }));
  }

  await test('every site answers real status codes: 404 for an unknown product, category or brand, 301 for a retired address, 200 for a sold-out one', async () => {
    for (const s of SITES) {
      const w = WORDS[s.country];
      const notFound = async (path) => {
        const answer = await plainGet(stack, s.country, path);
        assert.equal(answer.status, 404, `${s.country} ${path}`);
        assert.ok(answer.body.includes(`<html lang="${s.lang}"`), `${path}: the site's language`);
        assert.ok(answer.body.includes(w.notFound), `${path}: ${w.notFound}`);
      };
      const { model, listing } = await phoneInStock(stack, s.country);
      await notFound(productAddress(s.country, { ...model, legacyModelId: 999_999 }, listing));
      await notFound(`/${categorySlug(s.country, 'SMARTPHONE')}-nu-exista/`);
      const unknownBrand = routePath(s.country, 'shop-brand-seo', { brandSlug: 'nu-exista' });
      assert.ok(unknownBrand, 'a brand page address');
      await notFound(unknownBrand);

      // The model's words changed since the link was made: a 301 to its address today.
      const current = productAddress(s.country, model, listing);
      const storageSlug = slugify(listing.storage);
      const retired = current.replace(`-${storageSlug}-`, `-vechi-${storageSlug}-`);
      assert.notEqual(retired, current);
      const moved = await plainGet(stack, s.country, retired);
      assert.equal(moved.status, 301, retired);
      assert.equal(pathOf(new URL(moved.headers.location, stack.site(s.country))), current);

      // Sold out: the page is there, says so, and its structured data too.
      const soldOut = await soldOutPhone(stack, s.country);
      const soldOutPath = productAddress(s.country, soldOut.model, soldOut.listing);
      const answer = await plainGet(stack, s.country, soldOutPath);
      assert.equal(answer.status, 200, soldOutPath);
      assert.ok(answer.body.includes(w.soldOut), `${soldOutPath}: ${w.soldOut}`);
      const product = previewOf(answer.body).jsonLd.find((data) => data['@type'] === 'Product');
      assert.equal(product?.offers.availability, OUT_OF_STOCK, soldOutPath);
    }
  });

  await test("a link preview (no script) of a product page in every site reads the page's language, social tags, links and the price and stock shop-api answers", async () => {
    for (const s of SITES) {
      const w = WORDS[s.country];
      const { model, listing } = await phoneInStock(stack, s.country);
      const path = productAddress(s.country, model, listing);
      const answer = await plainGet(stack, s.country, path);
      assert.equal(answer.status, 200, path);
      const preview = previewOf(answer.body);
      const name = `${model.brand} ${model.name}`;
      assert.equal(preview.lang, s.lang);
      assert.equal(preview.title, `${name} | Refurb`);
      assert.ok(preview.meta('og:title')?.includes(name), preview.meta('og:title'));
      assert.ok(preview.meta('description'), 'a description');
      assert.equal(preview.meta('og:locale'), w.ogLocale);
      assert.match(preview.meta('og:image') ?? '', /^https?:\/\/[^/]+\/.+\.(png|jpe?g)$/);
      assert.equal(preview.meta('twitter:card'), 'summary_large_image');
      // The canonical address: absolute, of this site, this page.
      const canonical = new URL(preview.canonical);
      assert.equal(canonical.hostname, `${s.country}.localhost`);
      assert.equal(`${canonical.pathname}${canonical.search}`, path);
      assert.equal(preview.meta('og:url'), preview.canonical);
      // Its copy in every site, and x-default.
      assert.deepEqual(preview.alternates.map((a) => a.hreflang).sort(), [
        'bg',
        'el',
        'hu',
        'ro',
        'x-default',
      ]);
      for (const other of SITES) {
        const alternate = preview.alternates.find((a) => a.hreflang === other.lang);
        assert.equal(new URL(alternate.href).hostname, `${other.country}.localhost`);
        assert.equal(
          pathOf(alternate.href),
          productAddress(other.country, model, listing),
          `${s.country} -> ${other.country}`,
        );
      }
      assert.equal(preview.alternates.find((a) => a.hreflang === s.lang).href, preview.canonical);
      // Structured data: the listing's price and stock as shop-api answers them now.
      const product = preview.jsonLd.find((data) => data['@type'] === 'Product');
      assert.ok(product, 'Product JSON-LD');
      const fresh = await api(stack, `/product/models/${model.legacyModelId}?country=${s.country}`);
      const now = fresh.listings.find((l) => l.productId === listing.productId);
      assert.equal(product.name, name);
      assert.equal(product.sku, now.sku);
      assert.equal(product.offers.price, now.price);
      assert.equal(product.offers.priceCurrency, countryConfig(s.country).currencyCode);
      assert.equal(product.offers.availability, now.stock > 0 ? IN_STOCK : OUT_OF_STOCK);
      assert.equal(product.offers.url, preview.canonical);
      assert.ok(
        preview.jsonLd.some((data) => data['@type'] === 'BreadcrumbList'),
        'BreadcrumbList JSON-LD',
      );
      assert.equal(preview.inlineScripts, 0, 'no inline script to run');
    }
  });
}
