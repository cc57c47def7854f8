/**
 * The runtime's script preloads carry `crossorigin="anonymous"` where the remote's webpack loader
 * asks for the chunk with it (another origin), so the browser uses the preload instead of
 * downloading the chunk again; the runtime's own link stays for the rest.
 */
import { describe, expect, it } from '@jest/globals';
import { createInstance } from '@module-federation/enhanced/runtime';
import {
  CROSS_ORIGIN_PRELOAD_PLUGIN,
  createCrossOriginPreloadPlugin,
} from './cross-origin-preload';

const PAGE = 'http://ro.localhost:3000';

function linkFor(url: string, attrs: Record<string, string>) {
  const host = createInstance({
    name: `host_${Math.random().toString(36).slice(2)}`,
    remotes: [],
    plugins: [createCrossOriginPreloadPlugin(() => PAGE)],
  });
  return host.loaderHook.lifecycle.createLink.emit({ url, attrs }) as HTMLLinkElement | undefined;
}

describe('the cross-origin preload plugin', () => {
  it('is named for the runtime', () => {
    expect(createCrossOriginPreloadPlugin().name).toBe(CROSS_ORIGIN_PRELOAD_PLUGIN);
  });

  it("preloads another origin's script chunk as the remote's loader asks for it: anonymous CORS", () => {
    const url = 'http://localhost:3001/mf-cart/0.1.0/assets/405.b72c3730f2.js';
    const link = linkFor(url, { rel: 'preload', as: 'script' });
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect(link?.getAttribute('rel')).toBe('preload');
    expect(link?.getAttribute('as')).toBe('script');
    expect(link?.href).toBe(url);
    expect(link?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it("leaves the page's own scripts and style preloads to the runtime", () => {
    expect(linkFor(`${PAGE}/assets/1.js`, { rel: 'preload', as: 'script' })).toBeUndefined();
    expect(
      linkFor('http://localhost:3001/mf-cart/site.css', { rel: 'preload', as: 'style' }),
    ).toBeUndefined();
  });
});
