/**
 * `embed.js`, the marketing embed: one script built on its own (mf-cart/webpack.config.js, with
 * Preact in place of React) into the cart's release folder, beside its mf-manifest.json, its lazy
 * chunks under `embed-chunks/`. Pages load it through the host's stable `/embed/cart.js`, which
 * redirects to the main release's copy. See embed-loader.ts for its steps and release-loader.ts
 * for how it reaches a release other than its own.
 */
import { startEmbed } from './embed-loader';
import { createReleaseLoader, PROVIDE_ATTRIBUTE, providedKey } from './release-loader';

declare const __EMBED_RELEASE__: string;
// webpack's public path: where this script's lazy chunks are fetched from (webpack reads it).
// eslint-disable-next-line @typescript-eslint/no-unused-vars
declare let __webpack_public_path__: string;

// Read while this script runs: afterwards `currentScript` is another tag, or null.
const script = document.currentScript;
const importOwn = () => import('./embed-module');

if (script?.hasAttribute(PROVIDE_ATTRIBUTE)) {
  // Added by another release's embed.js that picked this release: hand it the module, mount nothing.
  (window as unknown as Record<symbol, unknown>)[providedKey(__EMBED_RELEASE__)] = importOwn();
} else {
  void startEmbed(script, {
    window,
    fetch: (url, init) => window.fetch(url, init),
    log: (message) => console.error(message),
    loadModule: createReleaseLoader({
      ownVersion: __EMBED_RELEASE__,
      importOwn,
      setChunkBase: (folder) => {
        __webpack_public_path__ = folder;
      },
      document,
      window,
    }),
  });
}
