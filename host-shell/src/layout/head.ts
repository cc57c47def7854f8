/**
 * The page wrapper's head (spec section 2): title, description and social image by country; HU's
 * own favicon; preconnects to the advertising, tag and video hosts; and on every page the hreflang
 * alternates to the other three sites. Elements the host manages carry `data-refurb-head`; the
 * preconnects the host server wrote into the page carry `data-refurb-preconnect`.
 */
import {
  hreflangAlternates,
  preconnectHosts,
  type Country,
  type LooseRouteParams,
  type RouteName,
  type RuntimeConfig,
} from '@refurb/shared-contracts';

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

export function applySiteHead(country: Country, language: string, config: RuntimeConfig) {
  document.documentElement.lang = language;
  clear('site');
  addLink({ rel: 'icon', href: brandAsset(country, 'favicon'), type: 'image/svg+xml' }, 'site');
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
  setMeta('property', 'og:image', `${config.sites[country] ?? ''}/brand/social-${country}.svg`);
  setMeta('property', 'og:locale', language);
}

export interface PageHead {
  readonly country: Country;
  readonly title: string;
  readonly description: string;
  readonly route: { readonly name: RouteName; readonly params: LooseRouteParams } | null;
  readonly siteBases: Partial<Record<Country, string>>;
}

export function applyPageHead(head: PageHead) {
  document.title = head.title;
  setMeta('name', 'description', head.description);
  setMeta('property', 'og:title', head.title);
  setMeta('property', 'og:description', head.description);
  clear('page');
  if (!head.route) return;
  for (const alternate of hreflangAlternates(head.route.name, head.route.params, {
    current: head.country,
    siteBases: head.siteBases,
  })) {
    addLink(
      { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href ?? alternate.path },
      'page',
    );
  }
}
