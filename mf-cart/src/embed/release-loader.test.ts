/**
 * How embed.js reaches the release it picked, in jsdom: its own module from its own chunks' folder,
 * or another release's embed.js added to the page in provide mode, which hands its module over.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createReleaseLoader, PROVIDE_ATTRIBUTE, providedKey } from './release-loader';

const manifest = (version: string) => `http://localhost:3001/mf-cart/${version}/mf-manifest.json`;

function setUp() {
  const ownModule = { contractsMajor: 1, mount: () => () => undefined };
  const importOwn = jest.fn(() => Promise.resolve(ownModule));
  const bases: string[] = [];
  const load = createReleaseLoader({
    ownVersion: '1.2.0',
    importOwn,
    setChunkBase: (folder) => bases.push(folder),
    document,
    window,
  });
  return { load, importOwn, ownModule, bases };
}

/** The script the loader added, once it is there. */
const addedScript = () => document.head.querySelector<HTMLScriptElement>(`[${PROVIDE_ATTRIBUTE}]`)!;

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as unknown as Record<symbol, unknown>)[providedKey('1.3.0')];
});

describe('release loader', () => {
  it('takes its own module for its own release, its chunks from the release folder', async () => {
    const { load, importOwn, ownModule, bases } = setUp();
    expect(await load(manifest('1.2.0'), '1.2.0')).toBe(ownModule);
    expect(importOwn).toHaveBeenCalledTimes(1);
    expect(bases).toEqual(['http://localhost:3001/mf-cart/1.2.0/']);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('adds another release’s embed.js in provide mode and takes the module it hands over', async () => {
    const { load, importOwn, bases } = setUp();
    const canaryModule = { contractsMajor: 1, mount: () => () => undefined };
    const loading = load(manifest('1.3.0'), '1.3.0');
    const script = addedScript();
    expect(script.src).toBe('http://localhost:3001/mf-cart/1.3.0/embed.js');
    expect(script.getAttribute(PROVIDE_ATTRIBUTE)).toBe('1.3.0');
    // What that script does as it runs (loader.ts in provide mode), then its load event.
    (window as unknown as Record<symbol, unknown>)[providedKey('1.3.0')] =
      Promise.resolve(canaryModule);
    script.dispatchEvent(new Event('load'));
    expect(await loading).toBe(canaryModule);
    expect(importOwn).not.toHaveBeenCalled();
    expect(bases).toEqual([]);
  });

  it('fails with the script’s address when it cannot load, or loads but provides nothing', async () => {
    const { load } = setUp();
    const missing = load(manifest('1.3.0'), '1.3.0');
    addedScript().dispatchEvent(new Event('error'));
    await expect(missing).rejects.toThrow(
      'http://localhost:3001/mf-cart/1.3.0/embed.js could not be loaded',
    );
    document.head.innerHTML = '';
    const silent = load(manifest('1.3.0'), '1.3.0');
    addedScript().dispatchEvent(new Event('load'));
    await expect(silent).rejects.toThrow('provided no embed module for 1.3.0');
  });
});
