import { describe, expect, it } from '@jest/globals';
import {
  CONTRACTS_MAJOR_VERSION,
  RemotePropsSchema,
  RemotesJsonSchema,
  RuntimeConfigSchema,
  flagsForSite,
  isCompatibleRemote,
  siteForHost,
  pickRelease,
  preconnectHosts,
  type RemoteEntry,
  type RemotesJson,
} from './remote.schema.js';
import {
  pointRemote,
  PublishedReleaseSchema,
  releaseManifestUrl,
  type PublishedRelease,
} from './release.schema.js';

const entry: RemoteEntry = {
  manifestUrl: 'http://localhost:3001/mf_cart/1.2.0/mf-manifest.json',
  version: '1.2.0',
  contractsMajor: 1,
  canary: {
    manifestUrl: 'http://localhost:3001/mf_cart/1.3.0/mf-manifest.json',
    version: '1.3.0',
    contractsMajor: 1,
    share: 0.1,
  },
};

describe('remotes.json', () => {
  it('names remotes by manifest URL, version and contracts major', () => {
    expect(RemotesJsonSchema.parse({ remotes: { mf_cart: entry } }).remotes.mf_cart?.version).toBe(
      '1.2.0',
    );
  });

  it.each([
    ['an unknown remote', { remotes: { mf_other: entry } }],
    ['a version that is not semver', { remotes: { mf_cart: { ...entry, version: 'latest' } } }],
    [
      'a canary share above 1',
      { remotes: { mf_cart: { ...entry, canary: { ...entry.canary, share: 1.5 } } } },
    ],
    ['no remotes key', {}],
  ])('rejects %s', (_label, json) => {
    expect(RemotesJsonSchema.safeParse(json).success).toBe(false);
  });

  it.each([
    [0, '1.3.0'],
    [0.0999, '1.3.0'],
    [0.1, '1.2.0'],
    [0.99, '1.2.0'],
  ])('a session in bucket %p gets %s', (bucket, version) => {
    expect(pickRelease(entry, bucket).version).toBe(version);
  });

  it('refuses remotes built against another contracts major', () => {
    expect(isCompatibleRemote(CONTRACTS_MAJOR_VERSION)).toBe(true);
    expect(isCompatibleRemote(CONTRACTS_MAJOR_VERSION + 1)).toBe(false);
  });
});

describe('pointing remotes.json at a published release', () => {
  const published = (version: string, contractsMajor = 1): PublishedRelease =>
    PublishedReleaseSchema.parse({
      name: 'mf_cart',
      version,
      contractsMajor,
      commit: 'a47895d',
      publishedAt: '2026-11-23T20:00:00.000Z',
    });
  const cdn = 'http://localhost:3005/';
  const sell: RemoteEntry = {
    manifestUrl: 'http://localhost:3004/mf-sell/0.1.0/mf-manifest.json',
    version: '0.1.0',
    contractsMajor: 1,
  };
  const before: RemotesJson = { remotes: { mf_cart: entry, mf_sell: sell } };

  it('names the release folder on the CDN', () => {
    expect(releaseManifestUrl(cdn, published('1.4.0'))).toBe(
      'http://localhost:3005/mf-cart/1.4.0/mf-manifest.json',
    );
  });

  it('a release or a rollback replaces the main release and ends its canary; others stay', () => {
    const url = releaseManifestUrl(cdn, published('1.1.0'));
    const after = pointRemote(before, published('1.1.0'), url);
    expect(after.remotes.mf_cart).toEqual({
      manifestUrl: url,
      version: '1.1.0',
      contractsMajor: 1,
    });
    expect(after.remotes.mf_sell).toEqual(sell);
  });

  it('declares the contracts major the release was built against', () => {
    const release = published('2.0.0', 2);
    expect(
      pointRemote(before, release, releaseManifestUrl(cdn, release)).remotes.mf_cart,
    ).toMatchObject({ version: '2.0.0', contractsMajor: 2 });
  });

  it('a canary goes beside the main release for its share, and 0 removes it', () => {
    const release = published('1.5.0');
    const url = releaseManifestUrl(cdn, release);
    const canaried = pointRemote(before, release, url, { canaryShare: 0.25 });
    expect(canaried.remotes.mf_cart).toEqual({
      manifestUrl: entry.manifestUrl,
      version: '1.2.0',
      contractsMajor: 1,
      canary: { manifestUrl: url, version: '1.5.0', contractsMajor: 1, share: 0.25 },
    });
    expect(pointRemote(canaried, release, url, { canaryShare: 0 }).remotes.mf_cart?.canary).toBe(
      undefined,
    );
  });

  it('refuses a canary without a main release, and a share outside 0..1', () => {
    const release = published('1.5.0');
    const url = releaseManifestUrl(cdn, release);
    expect(() => pointRemote({ remotes: {} }, release, url, { canaryShare: 0.1 })).toThrow(
      /no main release/,
    );
    expect(() => pointRemote(before, release, url, { canaryShare: 2 })).toThrow();
  });

  it('a release record names a remote, a semver version and a commit', () => {
    expect(
      PublishedReleaseSchema.safeParse({ ...published('1.0.0'), version: 'latest' }).success,
    ).toBe(false);
    expect(PublishedReleaseSchema.safeParse({ ...published('1.0.0'), name: 'mf_x' }).success).toBe(
      false,
    );
  });
});

describe('RemoteProps', () => {
  it('carries country, locale, route, site base and contracts major', () => {
    const props = {
      country: 'hu',
      locale: 'hu-HU',
      route: { name: 'cart', params: {} },
      siteBase: 'http://hu.localhost:3000',
      contractsMajor: 1,
    };
    expect(RemotePropsSchema.parse(props)).toEqual(props);
    expect(RemotePropsSchema.safeParse({ ...props, country: 'de' }).success).toBe(false);
  });
});

describe('runtime-config.json', () => {
  const config = {
    environment: 'local',
    services: {
      bff: '/bff',
      shop: '/shop',
      product: '/product',
      search: '/search',
      courier: '/courier',
      payment: '/payment',
      orders: '/orders',
      content: '/content',
      sell: '/sell',
      common: '/common',
      productCache: '/product',
      partnerAuthorization: '/bff/partner',
    },
    sites: {
      ro: 'http://ro.localhost:3000',
      bg: 'http://bg.localhost:3000',
      hu: 'http://hu.localhost:3000',
      gr: 'http://gr.localhost:3000',
    },
    firebase: {
      projectId: 'demo-refurb',
      apiKey: 'demo-key',
      authDomain: 'demo-refurb.firebaseapp.com',
      firestoreEmulatorHost: '127.0.0.1:8080',
      authEmulatorHost: '127.0.0.1:9099',
    },
    botCheck: { scriptUrl: '/common/bot-check/script.js', siteKey: 'refurb-local-site-key' },
    flags: {},
    cart: {},
    accessoriesImageBase: '/content/accessories/',
  };

  it('fills the flag and cart defaults from the spec', () => {
    const parsed = RuntimeConfigSchema.parse(config);
    expect(parsed.flags).toMatchObject({
      greekTbi: true,
      showEmagLogin: true,
      isUpsellPageActive: false,
    });
    expect(parsed.cart).toEqual({
      expiryMonths: 1,
      stateVersion: '1.04',
      cartsCollection: 'carts',
    });
  });

  it('syncs carts with Firestore unless the environment turns it off', () => {
    expect(RuntimeConfigSchema.parse(config).firebase.cloudSync).toBe(true);
    const off = { ...config, firebase: { ...config.firebase, cloudSync: false } };
    expect(RuntimeConfigSchema.parse(off).firebase.cloudSync).toBe(false);
    const bad = { ...config, firebase: { ...config.firebase, cloudSync: 'no' } };
    expect(RuntimeConfigSchema.safeParse(bad).success).toBe(false);
  });

  it('names what is missing or wrong', () => {
    const { services: _s, ...noServices } = config;
    const result = RuntimeConfigSchema.safeParse({ ...noServices, sites: { ro: 'x' } });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(paths).toEqual(expect.arrayContaining(['services', 'sites.bg']));
  });

  it('gives each site its own flags on top of the shared ones', () => {
    const parsed = RuntimeConfigSchema.parse({
      ...config,
      flags: { isUpsellPageActive: true },
      siteFlags: { gr: { greekTbi: false }, hu: { isConsoleEnabled: false } },
    });
    expect(flagsForSite(parsed, 'gr')).toMatchObject({ greekTbi: false, isUpsellPageActive: true });
    expect(flagsForSite(parsed, 'hu')).toMatchObject({ isConsoleEnabled: false, greekTbi: true });
    expect(flagsForSite(parsed, 'ro')).toMatchObject({ isConsoleEnabled: true, greekTbi: true });
  });

  it('defaults preconnects to none and plain hosts to RO', () => {
    const parsed = RuntimeConfigSchema.parse(config);
    expect(parsed.preconnect).toEqual({ advertising: [], tag: [], video: [] });
    expect(parsed.defaultCountry).toBe('ro');
  });

  it.each([
    ['ro.localhost', 'ro'],
    ['bg.localhost', 'bg'],
    ['HU.localhost', 'hu'],
    ['gr.localhost.', 'gr'],
    ['localhost', 'ro'],
    ['127.0.0.1', 'ro'],
    ['bg.localhost.evil.example', 'ro'],
  ])('serves host %s as the %s site', (hostname, country) => {
    expect(siteForHost(RuntimeConfigSchema.parse(config), hostname)).toBe(country);
  });

  it('honours another default country', () => {
    const parsed = RuntimeConfigSchema.parse({ ...config, defaultCountry: 'hu' });
    expect(siteForHost(parsed, 'preview.internal')).toBe('hu');
  });
});

describe('preconnectHosts', () => {
  it('lists the advertising, tag and video hosts in that order, each once', () => {
    expect(
      preconnectHosts({
        advertising: ['https://ads.example'],
        tag: ['https://tags.example', 'https://ads.example'],
        video: ['https://video.example'],
      }),
    ).toEqual(['https://ads.example', 'https://tags.example', 'https://video.example']);
    expect(preconnectHosts({ advertising: [], tag: [], video: [] })).toEqual([]);
  });
});
