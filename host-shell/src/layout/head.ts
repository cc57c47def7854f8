/**
 * The page wrapper's head (spec section 2): title, description and social image by country; HU's
 * own favicon; preconnects to the advertising, tag and video hosts; and on every page the hreflang
 * alternates to the other three sites. Elements the host manages carry `data-refurb-head`; the
 * preconnects the host server wrote into the page carry `data-refurb-preconnect`.
 */
import { countryConfig, type Country } from '@refurb/shared-contracts';

export const MARK = 'data-refurb-head';

/** Removes the elements of one group the host wrote (its own, or the server's). */
export function clearHead(group: 'site' | 'page') {
  for (const element of document.head.querySelectorAll(`[${MARK}="${group}"]`)) element.remove();
}

/** Marks an element as the host's, of `group`. */
export function markHead(element: Element, group: 'site' | 'page') {
  element.setAttribute(MARK, group);
}

/** HU has its own logo and favicons; the other sites share the main brand. */
export const brandAsset = (country: Country, kind: 'logo' | 'favicon') =>
  `/brand/${kind}${country === 'hu' ? '-hu' : ''}.svg`;

/**
 * The site's icon links, as attributes of `<link>` elements: a 32px PNG for browsers without SVG
 * favicons, the SVG after it (taken where supported), and the opaque 180px apple-touch-icon. HU
 * has its own. The PNGs are drawn from the SVGs by scripts/brand-images.mjs.
 */
export function brandIcons(country: Country): readonly Readonly<Record<string, string>>[] {
  const hu = country === 'hu' ? '-hu' : '';
  return [
    { rel: 'icon', href: `/brand/favicon${hu}-32.png`, type: 'image/png', sizes: '32x32' },
    { rel: 'icon', href: brandAsset(country, 'favicon'), type: 'image/svg+xml' },
    { rel: 'apple-touch-icon', href: `/brand/apple-touch-icon${hu}.png`, sizes: '180x180' },
  ];
}

/**
 * A page's whole head, completed from what the page asked for (`completeHead` in page-head.ts):
 * every URL absolute. The same input gives the same elements in the server's HTML and in the
 * browser (`pageHeadElements`).
 */
export interface PageHeadInput {
  readonly country: Country;
  /** The full title (with the site's name). */
  readonly title: string;
  readonly description: string;
  /** The page's own address; null for a page that is not to be indexed under its own address. */
  readonly canonical: string | null;
  /** The same page in each site that has it (itself included) and `x-default`. */
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
  /** The social image: absolute, raster (a product's picture, else the site's). */
  readonly image: string;
  readonly noindex: boolean;
  /** Structured data (schema.org JSON-LD objects). */
  readonly jsonLd: readonly object[];
}

/** One element of the head: a tag, its attributes and (for a script) its text. */
export interface HeadElement {
  readonly tag: 'meta' | 'link' | 'script';
  readonly attributes: Readonly<Record<string, string>>;
  readonly text?: string;
}

/** `og:locale` of a site: ro_RO, bg_BG, hu_HU, el_GR. */
export const ogLocale = (country: Country) => countryConfig(country).locale.replace('-', '_');

/** The site's social image: a 1200×630 PNG per country (HU's with its own logo). */
export const socialImage = (siteBase: string, country: Country) =>
  `${siteBase.replace(/\/+$/, '')}/brand/og-${country}.png`;

export const THEME_COLOR = '#0b3d2e';

/** The site's part of the head, the same on every page of the site. */
export function siteHeadElements(country: Country, siteName: string): HeadElement[] {
  return [
    { tag: 'meta', attributes: { name: 'theme-color', content: THEME_COLOR } },
    { tag: 'meta', attributes: { property: 'og:site_name', content: siteName } },
    ...brandIcons(country).map((attributes) => ({ tag: 'link' as const, attributes })),
  ];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Elements as HTML for the server's page, each marked with its group. */
export function headHtml(elements: readonly HeadElement[], group: 'site' | 'page'): string {
  return elements
    .map(({ tag, attributes, text }) => {
      const attrs = Object.entries({ ...attributes, [MARK]: group })
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('');
      return tag === 'script' ? `<script${attrs}>${text ?? ''}</script>` : `<${tag}${attrs}>`;
    })
    .join('');
}

export const titleHtml = (title: string) => `<title>${escapeHtml(title)}</title>`;

/** The key of the page head in the document (the server's counts: see `adoptServerHead`). */
let appliedKey: string | null = null;

/** The head the server wrote is the page's: the first page head of the same key is none. */
export function adoptServerHead(key: string | null): void {
  appliedKey = key;
}

/** Whether the document has the head of this key (`pageHeadKey`) already. */
export const isHeadApplied = (key: string) => key === appliedKey;

/** The document has the head of this key now (layout/page-head.ts wrote it). */
export function markHeadApplied(key: string): void {
  appliedKey = key;
}

/**
 * A page head's key: a hash (FNV-1a, 32 bits) of the JSON of what the page asked for
 * (`PageHeadRequest`), which the server and the browser both have, so the browser can tell the
 * server's head is the page's without building it. Not the JSON itself, which repeated the whole
 * head in every rendered page's data. Two heads with the same key are taken as the same: at worst
 * the browser keeps the server's head for a page whose head differs, once, at one chance in four
 * billion.
 */
export function pageHeadKey(head: object): string {
  const text = JSON.stringify(head);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}
