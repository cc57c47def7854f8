// The preload hints the host server puts into a page's HTML (page-hints.mjs): over real sockets,
// with a remote's origin serving its manifest, and the hint maker on its own for its timing rules.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startHostServer } from './host-server.mjs';
import { createPageHints, preloadTag, withHints } from './page-hints.mjs';
import { startRemoteOrigin } from './remote-origin.mjs';

const MANIFEST = {
  id: 'mf_cart',
  name: 'mf_cart',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  shared: [],
  remotes: [],
  exposes: [
    {
      name: 'mini-cart',
      assets: { js: { sync: ['assets/1.aaaaaaaaaa.js', 'assets/mini.bbbbbbbbbb.js'], async: [] } },
    },
    {
      name: 'mount',
      assets: {
        js: {
          sync: ['assets/1.aaaaaaaaaa.js', 'assets/mount.cccccccccc.js'],
          async: ['assets/words-messages-ro.dddddddddd.js'],
        },
      },
    },
  ],
};
const CHUNK_FILES = {
  federation: ['/assets/federation.0123456789.js'],
  'page-index': ['/assets/page-index.0123456789.js'],
  'words-el': ['/assets/words-el.0123456789.js'],
  'words-ro': ['/assets/words-ro.0123456789.js'],
};
const SITES = { ro: 'http://ro.localhost:3000', gr: 'http://gr.localhost:3000' };

let work;
let remote;
let remoteBase;
before(async () => {
  work = await mkdtemp(join(tmpdir(), 'refurb-hints-'));
  const release = join(work, 'remote', 'mf-cart', '1.0.0');
  await mkdir(release, { recursive: true });
  await writeFile(join(release, 'mf-manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(join(release, 'broken-manifest.json'), '{"metaData":{}}');
  remote = await startRemoteOrigin({ distDir: join(work, 'remote'), port: 0 });
  remoteBase = `${remote.url}/mf-cart/1.0.0/`;
});
after(async () => {
  await remote.close();
  await rm(work, { recursive: true, force: true });
});

/**
 * A host's folders: dist (index.html, chunk-files.json) and config, with the cart at `manifest`.
 * @param {string} name
 * @param {string} manifest
 * @param {{ chunkFiles?: Record<string, string[]>, preconnect?: unknown }} [options]
 */
async function hostFolders(name, manifest, { chunkFiles = CHUNK_FILES, preconnect } = {}) {
  const dir = join(work, name);
  await mkdir(join(dir, 'dist'), { recursive: true });
  await mkdir(join(dir, 'config'), { recursive: true });
  await writeFile(
    join(dir, 'dist', 'index.html'),
    '<!doctype html><html><head><title>shop</title><script src="/assets/main.js" async></script></head><body><div id="root"></div></body></html>',
  );
  if (chunkFiles)
    await writeFile(join(dir, 'dist', 'chunk-files.json'), JSON.stringify(chunkFiles));
  await writeFile(
    join(dir, 'config', 'runtime-config.json'),
    JSON.stringify({ services: {}, sites: SITES, defaultCountry: 'ro', preconnect }),
  );
  const cart = { manifestUrl: manifest, version: '1.0.0', contractsMajor: 1 };
  await writeFile(
    join(dir, 'config', 'remotes.json'),
    JSON.stringify({ remotes: { mf_cart: cart } }),
  );
  return { distDir: join(dir, 'dist'), configDir: join(dir, 'config') };
}

/** GET of a page by the site's host name (which fetch cannot set), body and headers. */
function getPage(serverUrl, siteHost, path) {
  const { port } = new URL(serverUrl);
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { host: siteHost } }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (part) => (body += part));
      answer.on('end', () => resolve({ status: answer.statusCode, headers: answer.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

const preloads = (html) => html.match(/<link rel="preload"[^>]*>/g) ?? [];
const head = (html) => html.slice(0, html.indexOf('</head>'));

describe('a page served by the host server', () => {
  let server;
  before(async () => {
    const folders = await hostFolders('host', `${remoteBase}mf-manifest.json`);
    server = await startHostServer({ ...folders, port: 0 });
  });
  after(() => server.close());

  test("a remote's page is told of its manifest and entry, and the site's words", async () => {
    const page = await getPage(server.url, 'ro.localhost:3000', '/cosul-meu/');
    assert.equal(page.status, 200);
    assert.match(page.headers['content-security-policy'] ?? '', /script-src/);
    assert.deepEqual(preloads(page.body), [
      preloadTag({ href: '/assets/words-ro.0123456789.js', as: 'script' }),
      preloadTag({ href: `${remoteBase}mf-manifest.json`, as: 'fetch', cors: true }),
      preloadTag({ href: `${remoteBase}remoteEntry.js`, as: 'script' }),
    ]);
    // In the head, after the page's own scripts, at low priority; the manifest's fetch is a CORS
    // one, the scripts are not (or the browser would fetch them twice).
    assert.equal(preloads(head(page.body)).length, 3);
    assert.ok(page.body.indexOf('rel="preload"') > page.body.indexOf('<script'));
    assert.ok(preloads(page.body).every((tag) => tag.includes('fetchpriority="low"')));
    assert.match(preloads(page.body)[1], /as="fetch" crossorigin="anonymous"/);
    assert.doesNotMatch(preloads(page.body)[2], /crossorigin/);
    // Not the federation chunk nor the mount's chunks: they would share the first paint's bandwidth.
    assert.doesNotMatch(page.body, /federation\.|mount\.|aaaaaaaaaa/);
  });

  test("a host page is told of its site's words only, in the site's language", async () => {
    const index = await getPage(server.url, 'gr.localhost:3000', '/');
    assert.deepEqual(preloads(index.body), [
      preloadTag({ href: '/assets/words-el.0123456789.js', as: 'script' }),
    ]);
    const category = await getPage(server.url, 'ro.localhost:3000', '/telefoane/?brand=apple');
    assert.deepEqual(preloads(category.body), [
      preloadTag({ href: '/assets/words-ro.0123456789.js', as: 'script' }),
    ]);
  });

  test('HOST_PAGE_HINTS=off serves the page as it was built', async () => {
    process.env.HOST_PAGE_HINTS = 'off';
    try {
      const page = await getPage(server.url, 'ro.localhost:3000', '/cosul-meu/');
      assert.equal(page.status, 200);
      assert.deepEqual(preloads(page.body), []);
    } finally {
      delete process.env.HOST_PAGE_HINTS;
    }
  });
});

describe('what a hint cannot be made of is left out, and the page is served', () => {
  test('a manifest that is not there, or not a manifest, gives no entry or chunk hints', async () => {
    for (const [name, file] of [
      ['missing', 'no-such-manifest.json'],
      ['broken', 'broken-manifest.json'],
    ]) {
      const server = await startHostServer({
        ...(await hostFolders(name, `${remoteBase}${file}`)),
        port: 0,
      });
      try {
        const page = await getPage(server.url, 'ro.localhost:3000', '/cosul-meu/');
        assert.equal(page.status, 200, name);
        assert.deepEqual(
          preloads(page.body).map((tag) => tag.match(/href="([^"]+)"/)[1]),
          ['/assets/words-ro.0123456789.js', `${remoteBase}${file}`],
          name,
        );
      } finally {
        await server.close();
      }
    }
  });

  test("a build without chunk-files.json gives no hint of the host's chunks", async () => {
    const folders = await hostFolders('no-chunks', `${remoteBase}mf-manifest.json`, {
      chunkFiles: null,
    });
    const hintsFor = createPageHints(folders);
    const tags = await hintsFor({
      hostname: 'ro.localhost',
      pathname: '/cosul-meu/',
      origin: 'http://ro.localhost:3000',
    });
    assert.doesNotMatch(tags, /\/assets\/words/);
    assert.match(tags, /remoteEntry\.js/);
  });
});

describe('preconnects', () => {
  const preconnect = {
    advertising: ['https://ads.example'],
    tag: ['https://tags.example', 'https://ads.example'],
    video: ['https://video.example'],
  };
  const page = { hostname: 'bg.localhost', pathname: '/', origin: 'http://bg.localhost' };

  test("every page preconnects to the config's advertising, tag and video hosts, each once", async () => {
    const hintsFor = createPageHints(
      await hostFolders('preconnect', `${remoteBase}mf-manifest.json`, { preconnect }),
    );
    const tags = await hintsFor(page);
    const links = tags.match(/<link rel="preconnect"[^>]*>/g) ?? [];
    assert.deepEqual(links, [
      '<link rel="preconnect" href="https://ads.example" crossorigin="" data-refurb-preconnect>',
      '<link rel="preconnect" href="https://tags.example" crossorigin="" data-refurb-preconnect>',
      '<link rel="preconnect" href="https://video.example" crossorigin="" data-refurb-preconnect>',
    ]);
  });

  test('a preconnect list that is not URLs gives none (the script adds them)', async () => {
    const hintsFor = createPageHints(
      await hostFolders('preconnect-bad', `${remoteBase}mf-manifest.json`, {
        preconnect: { ...preconnect, tag: ['not a url'] },
      }),
    );
    const tags = await hintsFor(page);
    assert.doesNotMatch(tags, /preconnect/);
    assert.match(tags, /\/assets\/words-/);
  });
});

describe('the manifest read', () => {
  test('a slow manifest does not hold the page; it is used once it has come, and read once a minute', async () => {
    const folders = await hostFolders('slow', 'http://cdn.invalid/mf-cart/1.0.0/mf-manifest.json');
    let reads = 0;
    /** @type {() => void} */
    let answer = () => undefined;
    const hintsFor = createPageHints({
      ...folders,
      fetchManifest: () => {
        reads += 1;
        return new Promise((resolve) => {
          answer = () => resolve(MANIFEST);
        });
      },
    });
    const page = {
      hostname: 'ro.localhost',
      pathname: '/cosul-meu/',
      origin: 'http://ro.localhost',
    };
    const started = Date.now();
    const first = await hintsFor(page);
    const waited = Date.now() - started;
    assert.ok(waited >= 250 && waited < 1000, `waited ${waited} ms`);
    assert.doesNotMatch(first, /remoteEntry/);
    answer();
    const second = await hintsFor(page);
    assert.match(second, /href="http:\/\/cdn\.invalid\/mf-cart\/1\.0\.0\/remoteEntry\.js"/);
    await hintsFor(page);
    assert.equal(reads, 1);
  });

  test("a release's own publicPath and entry folder are where its entry is", async () => {
    const folders = await hostFolders(
      'public-path',
      'http://localhost/mf-cart/2.0.0/mf-manifest.json',
    );
    const hintsFor = createPageHints({
      ...folders,
      fetchManifest: async () => ({
        ...MANIFEST,
        metaData: {
          remoteEntry: { name: 'remoteEntry.js', path: 'entry/' },
          publicPath: 'https://cdn.example/cart/2.0.0/',
        },
      }),
    });
    const tags = await hintsFor({
      hostname: 'ro.localhost',
      pathname: '/cosul-meu/',
      origin: 'http://ro.localhost',
    });
    assert.match(tags, /href="https:\/\/cdn\.example\/cart\/2\.0\.0\/entry\/remoteEntry\.js"/);
    assert.equal((tags.match(/<link/g) ?? []).length, 3);
  });
});

test('hints go at the end of the head, and an attribute cannot be broken out of', () => {
  assert.equal(
    withHints('<html><head><title>x</title></head><body></body></html>', '<link>'),
    '<html><head><title>x</title><link></head><body></body></html>',
  );
  assert.equal(withHints('<p>no head</p>', '<link>'), '<p>no head</p>');
  assert.equal(
    preloadTag({ href: '/a"><script>x</script>', as: 'script' }),
    '<link rel="preload" href="/a&quot;>&lt;script>x&lt;/script>" as="script" fetchpriority="low">',
  );
});
