/**
 * embed.js's steps with a fake browser window and release loader: which release it loads,
 * what it refuses (with one console error and nothing mounted), and what it hands the module.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  CONTRACTS_MAJOR_VERSION,
  type RemoteProps,
  type RemotesJson,
} from '@refurb/shared-contracts/runtime';
import { startEmbed, type LoaderEnvironment, type LoaderWindow } from './embed-loader';

const release = (version: string, contractsMajor = CONTRACTS_MAJOR_VERSION) => ({
  manifestUrl: `http://localhost:3001/mf-cart/${version}/mf-manifest.json`,
  version,
  contractsMajor,
});

function scriptTag(data: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [key, value] of Object.entries(data)) script.dataset[key] = value;
  return script;
}

interface Fixture {
  readonly remotes?: RemotesJson | 'unreadable' | 'not json';
  readonly module?: unknown;
  readonly window?: LoaderWindow;
}

function environment({ remotes, module, window: win }: Fixture = {}) {
  const mount = jest.fn((_page: Document, _props: RemoteProps) => () => undefined);
  const loaded = jest.fn<(manifestUrl: string, version: string) => Promise<unknown>>(() =>
    Promise.resolve(module ?? { contractsMajor: CONTRACTS_MAJOR_VERSION, mount }),
  );
  const fetched: { url: string; init: RequestInit }[] = [];
  const errors: string[] = [];
  const env: LoaderEnvironment = {
    window: win ?? freshWindow(),
    fetch: (url, init) => {
      fetched.push({ url, init });
      const body =
        remotes === 'not json'
          ? Promise.reject(new SyntaxError('Unexpected token <'))
          : Promise.resolve(remotes ?? { remotes: { mf_cart: release('1.2.0') } });
      const ok = remotes !== 'unreadable';
      return Promise.resolve({ ok, status: ok ? 200 : 503, json: () => body });
    },
    loadModule: loaded,
    log: (message) => errors.push(message),
  };
  return { env, mount, loaded, fetched, errors };
}

/** A page's window of its own per test (the loader marks the window it started on). */
function freshWindow(sessionBucket?: string): LoaderWindow & Record<string, unknown> {
  return {
    location: { origin: 'http://ro.localhost:3000' },
    sessionStorage: {
      getItem: (key) => (key === 'refurb:session-bucket' ? (sessionBucket ?? null) : null),
    },
    document,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('embed.js', () => {
  it('reads remotes.json afresh, loads the main release and mounts it with the site as props', async () => {
    const fixture = environment();
    const outcome = await startEmbed(
      scriptTag({ country: 'hu', siteBase: 'http://hu.localhost:3000' }),
      fixture.env,
    );
    expect(outcome).toEqual({ ok: true, version: '1.2.0' });
    expect(fixture.fetched).toEqual([
      { url: 'http://hu.localhost:3000/remotes.json', init: { cache: 'no-store' } },
    ]);
    expect(fixture.loaded).toHaveBeenCalledWith(release('1.2.0').manifestUrl, '1.2.0');
    const [page, props] = fixture.mount.mock.calls[0]!;
    expect(page).toBe(document);
    expect(props).toEqual({
      country: 'hu',
      locale: 'hu-HU',
      route: { name: 'embed', params: {} },
      siteBase: 'http://hu.localhost:3000',
      contractsMajor: CONTRACTS_MAJOR_VERSION,
    });
    expect(fixture.errors).toEqual([]);
  });

  it('gives a session the shop put in a canary’s share the canary, and a new session the main release', async () => {
    const remotes = {
      remotes: { mf_cart: { ...release('1.2.0'), canary: { ...release('1.3.0'), share: 0.5 } } },
    };
    const inShare = environment({ remotes, window: freshWindow('0.25') });
    expect(await startEmbed(scriptTag({ country: 'ro' }), inShare.env)).toMatchObject({
      version: '1.3.0',
    });
    const fresh = environment({ remotes });
    expect(await startEmbed(scriptTag({ country: 'ro' }), fresh.env)).toMatchObject({
      version: '1.2.0',
    });
  });

  it.each([
    ['bad attributes', {}, { country: 'xx' }, /script tag is wrong: data-country="xx"/],
    ['no mf_cart', { remotes: { remotes: {} } }, { country: 'ro' }, /names no mf_cart release/],
    [
      'an unreadable pointer',
      { remotes: 'unreadable' },
      { country: 'ro' },
      /remotes.json answered 503/,
    ],
    [
      'a pointer that is not remotes.json',
      { remotes: 'not json' },
      { country: 'ro' },
      /could not be read/,
    ],
    [
      'a release for other contracts',
      { remotes: { remotes: { mf_cart: release('3.0.0', 2) } } },
      { country: 'ro' },
      /mf_cart 3.0.0 is built for contracts 2, this embed for 1/,
    ],
    [
      'a module that declares other contracts',
      { module: { contractsMajor: 2, mount: () => () => undefined } },
      { country: 'ro' },
      /mf_cart 1.2.0 is built for contracts 2/,
    ],
    [
      'a module without mount',
      { module: { contractsMajor: 1 } },
      { country: 'ro' },
      /has no mount/,
    ],
  ] as const)('refuses %s: one console error, nothing mounted', async (_, fixture, data, error) => {
    const { env, mount, errors } = environment(fixture);
    const outcome = await startEmbed(scriptTag(data), env);
    expect(outcome.ok).toBe(false);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(error);
    expect(errors[0]).toMatch(/^\[refurb:embed\] .*; nothing was mounted\.$/);
    expect(mount).not.toHaveBeenCalled();
  });

  it('starts once per page: a second tag is told to go', async () => {
    const first = environment();
    await startEmbed(scriptTag({ country: 'ro' }), first.env);
    const again = environment({ window: first.env.window });
    expect((await startEmbed(scriptTag({ country: 'ro' }), again.env)).ok).toBe(false);
    expect(again.errors[0]).toMatch(/on this page twice/);
    expect(again.loaded).not.toHaveBeenCalled();
  });
});
