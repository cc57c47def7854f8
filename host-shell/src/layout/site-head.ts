/**
 * The site's part of the head in a page the browser draws itself (a page the server rendered has
 * it in its HTML): the HU favicon, the theme colour, the preconnects the page lacks, the social
 * image and locale. In the `page-head` chunk, which such a page loads for its own head anyway: a
 * page the server rendered carries none of this in its first scripts.
 */
import { type Country } from '@refurb/shared-contracts';
import { preconnectHosts, type RuntimeConfig } from '@refurb/shared-contracts/runtime';
import { brandIcons, clearHead, MARK, ogLocale, socialImage, THEME_COLOR } from './head';

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

/** Writes the site's head elements (the language is the boot's: set before anything is drawn). */
export function applySiteHead(country: Country, config: RuntimeConfig) {
  clearHead('site');
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
