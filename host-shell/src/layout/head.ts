/**
 * The page wrapper's head (spec section 2): title, description and social image by country; HU's
 * own favicon; preconnects to the advertising, tag and video hosts; and on every page the hreflang
 * alternates to the other three sites. Elements the host manages carry `data-refurb-head`; the
 * preconnects the host server wrote into the page carry `data-refurb-preconnect`.
 */
import {
  countryConfig,
  preconnectHosts,
  type Country,
  type RuntimeConfig,
} from '@refurb/shared-contracts';
import { jsonLdScript } from '../seo/script-json';

const MARK = 'data-refurb-head';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function addLink(attributes: Record<string, string>, group: string) {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.setAttribute(MARK, group);
  document.head.append(link);
}

function clear(group: string) {
  for (const element of document.head.querySelectorAll(`[${MARK}="${group}"]`)) element.remove();
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

export function applySiteHead(country: Country, language: string, config: RuntimeConfig) {
  document.documentElement.lang = language;
  clear('site');
  for (const icon of brandIcons(country)) addLink(icon, 'site');
  setMeta('name', 'theme-color', THEME_COLOR);
  // The host server puts them into the page (server/page-hints.mjs), which costs the main thread
  // nothing: only one the page lacks is added here.
  const served = new Set(
    [...document.head.querySelectorAll('link[rel="preconnect"][data-refurb-preconnect]')].map(
      (link) => link.getAttribute('href'),
    ),
  );
  for (const href of preconnectHosts(config.preconnect)) {
    if (!served.has(href)) addLink({ rel: 'preconnect', href, crossorigin: '' }, 'site');
  }
  setMeta('property', 'og:image', socialImage(config.sites[country] ?? '', country));
  setMeta('property', 'og:locale', ogLocale(country));
}

/**
 * A page's head, as the page asks for it (`usePageHead`) and the server writes it: every URL
 * absolute. The same input gives the same elements in the server's HTML and in the browser
 * (`pageHeadElements`), so a page that was rendered on the server is not written again.
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

/** The elements of a page's head after its title (the server writes `<title>` before them). */
export function pageHeadElements(head: PageHeadInput): HeadElement[] {
  const meta = (attribute: 'name' | 'property', key: string, content: string): HeadElement => ({
    tag: 'meta',
    attributes: { [attribute]: key, content },
  });
  const elements: HeadElement[] = [
    meta('name', 'description', head.description),
    meta('name', 'robots', head.noindex ? 'noindex, follow' : 'index, follow'),
    meta(
      'property',
      'og:type',
      head.jsonLd.some((d) => typeOf(d) === 'Product') ? 'product' : 'website',
    ),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', head.image),
    // The site's social image is 1200×630 (scripts/brand-images.mjs); a product's picture is not.
    ...(head.image.endsWith(`/brand/og-${head.country}.png`)
      ? [meta('property', 'og:image:width', '1200'), meta('property', 'og:image:height', '630')]
      : []),
    meta('property', 'og:locale', ogLocale(head.country)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
  ];
  if (head.canonical) {
    elements.push(meta('property', 'og:url', head.canonical));
    elements.push({ tag: 'link', attributes: { rel: 'canonical', href: head.canonical } });
  }
  for (const alternate of head.alternates)
    elements.push({
      tag: 'link',
      attributes: { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href },
    });
  for (const data of head.jsonLd)
    elements.push({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: jsonLdScript(data),
    });
  return elements;
}

function typeOf(data: object): unknown {
  return (data as { '@type'?: unknown })['@type'];
}

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

/** What `applyPageHead` wrote last (the server's head counts: see `adoptServerHead`). */
let appliedKey: string | null = null;

/** The head the server wrote is the page's: the first `applyPageHead` of the same head is none. */
export function adoptServerHead(key: string | null): void {
  appliedKey = key;
}

/**
 * A head's key: a hash (FNV-1a, 32 bits) of its JSON, not the JSON itself, which repeated the
 * whole head (its structured data included) in every rendered page's data. Two heads with the same
 * key are taken as the same: at worst the browser keeps the server's head for a page whose head
 * differs, once, at one chance in four billion.
 */
export function pageHeadKey(head: PageHeadInput): string {
  const text = JSON.stringify(head);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}

export function applyPageHead(head: PageHeadInput) {
  const key = pageHeadKey(head);
  if (key === appliedKey) return;
  appliedKey = key;
  document.title = head.title;
  clear('page');
  // Meta elements of the same name or property the page had before (the host's index.html) go.
  for (const element of pageHeadElements(head)) {
    const { name, property } = element.attributes;
    if (element.tag === 'meta')
      document.head
        .querySelector(name ? `meta[name="${name}"]` : `meta[property="${property}"]`)
        ?.remove();
    const node = document.createElement(element.tag);
    for (const [attribute, value] of Object.entries(element.attributes))
      node.setAttribute(attribute, value);
    if (element.text !== undefined) node.textContent = element.text;
    node.setAttribute(MARK, 'page');
    document.head.append(node);
  }
}
