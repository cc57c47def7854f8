/**
 * How `embed.js` gets the embed module of the release it picked (embed-loader.ts, step 4).
 *
 * - Its own release (the common case: the host's `/embed/cart.js` points at the main release's
 *   embed.js): the module is in this very script; only its lazy chunks are fetched, from the
 *   release's folder (the script's own address may be `/embed/cart.js`, a redirect, so the folder
 *   comes from the manifest's URL, not from the script tag).
 * - Another release (a canary this session is in): that release's `embed.js` is added to the page
 *   with `data-refurb-provide`; in that mode it mounts nothing and only hands over its module, as a
 *   promise under `Symbol.for('refurb.embed.release:<version>')` on window, set as it runs.
 */
export const PROVIDE_ATTRIBUTE = 'data-refurb-provide';

export const providedKey = (version: string): symbol =>
  Symbol.for(`refurb.embed.release:${version}`);

export interface ReleaseLoaderOptions {
  /** The release this script was built as (mf-cart's package version). */
  readonly ownVersion: string;
  /** This script's own embed module (a lazy import). */
  readonly importOwn: () => Promise<unknown>;
  /** Where this script's lazy chunks are fetched from (webpack's public path). */
  readonly setChunkBase: (folder: string) => void;
  readonly document: Document;
  readonly window: object;
}

export function createReleaseLoader(options: ReleaseLoaderOptions) {
  return async (manifestUrl: string, version: string): Promise<unknown> => {
    const folder = new URL('.', manifestUrl).href;
    if (version === options.ownVersion) {
      options.setChunkBase(folder);
      return options.importOwn();
    }
    const src = `${folder}embed.js`;
    await new Promise<void>((resolve, reject) => {
      const tag = options.document.createElement('script');
      tag.src = src;
      tag.async = true;
      tag.setAttribute(PROVIDE_ATTRIBUTE, version);
      tag.addEventListener('load', () => resolve(), { once: true });
      tag.addEventListener('error', () => reject(new Error(`${src} could not be loaded`)), {
        once: true,
      });
      options.document.head.append(tag);
    });
    const provided = (options.window as Record<symbol, unknown>)[providedKey(version)];
    if (!provided) throw new Error(`${src} provided no embed module for ${version}`);
    return provided;
  };
}
