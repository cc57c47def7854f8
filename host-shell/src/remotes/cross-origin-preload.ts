/**
 * A Module Federation runtime plugin that makes the runtime's script preloads match the requests
 * they stand for. `preloadRemote` (the cart's, asked for when the add button is pointed at) adds a
 * `<link rel="preload" as="script">` for each of the remote's chunks; the remote's own webpack
 * loader then asks for each chunk with a script tag that carries `crossorigin="anonymous"` when
 * the chunk is on another origin (the remotes' `crossOriginLoading`, scripts/webpack). A preload
 * without the attribute has another credentials mode: Chromium warns that it "is not used because
 * the request credentials mode does not match" and downloads every chunk twice (issue 37).
 *
 * The link is made here with the attribute exactly where webpack's loader sets it: a URL whose
 * origin is not the page's. Style preloads, and scripts on the page's own origin, keep the
 * runtime's own link.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const CROSS_ORIGIN_PRELOAD_PLUGIN = 'refurb-cross-origin-preload';

export function createCrossOriginPreloadPlugin(
  pageOrigin: () => string = () => window.location.origin,
): ModuleFederationRuntimePlugin {
  return {
    name: CROSS_ORIGIN_PRELOAD_PLUGIN,
    createLink({ url, attrs }) {
      if (attrs?.rel !== 'preload' || attrs.as !== 'script') return undefined;
      let origin: string;
      try {
        origin = new URL(url, pageOrigin()).origin;
      } catch {
        return undefined;
      }
      if (origin === pageOrigin()) return undefined;
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, String(value));
      link.href = url;
      link.crossOrigin = 'anonymous';
      return link;
    },
  };
}
