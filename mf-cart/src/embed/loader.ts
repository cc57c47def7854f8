/**
 * `embed.js`, the marketing embed's loader: an IIFE built on its own (mf-cart/webpack.config.js)
 * into the cart's release folder, beside its mf-manifest.json. Pages load it through the host's
 * stable `/embed/cart.js`, which redirects to the current release's copy. It carries Module
 * Federation's runtime and the contracts it parses with, and nothing of React or the cart: those
 * come with `mf_cart/embed` (see embed-loader.ts for the steps).
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import { provideRuntimeCore } from '@refurb/web-kit';
import { EMBED_MODULE, REMOTE_GLOBAL, RUNTIME_NAME, startEmbed } from './embed-loader';

// Read while this script runs: afterwards `currentScript` is another tag, or null.
const script = document.currentScript;
// The remote's entry has no federation runtime core of its own: this loader's is the page's.
provideRuntimeCore();

void startEmbed(script, {
  window,
  fetch: (url, init) => window.fetch(url, init),
  log: (message) => console.error(message),
  loadModule: (manifestUrl) =>
    createInstance({
      name: RUNTIME_NAME,
      remotes: [{ name: REMOTE_GLOBAL, entry: manifestUrl }],
      shared: {},
    }).loadRemote(EMBED_MODULE),
});
