/**
 * A page's whole head from what the page asked for (`PageHeadRequest`, use-page-head.ts): its
 * canonical address, the hreflang alternates to every site, the social image as an absolute URL
 * and its structured data as schema.org objects (seo/structured-data.ts); and writing it into
 * the document.
 *
 * The server renderer imports this module to write the head into the page's HTML. The browser
 * imports it on demand, the first time a page's head differs from the one the server wrote (a
 * navigation, or a page drawn in the browser): a hydrated page keeps the server's head, so none of
 * this (the builders, the route tables of the other sites' addresses) is in a public page's first
 * scripts.
 */
import {
  buildRoutePath,
  categorySlug,
  COUNTRIES,
  countryConfig,
  hreflangAlternates,
  type Country,
} from '@refurb/shared-contracts';
import { flagsForSite, type RuntimeConfig } from '@refurb/shared-contracts/runtime';
import { jsonLdScript } from '../seo/script-json';
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  websiteJsonLd,
} from '../seo/structured-data';
import {
  clearHead,
  markHead,
  markHeadApplied,
  ogLocale,
  socialImage,
  type HeadElement,
  type PageHeadInput,
} from './head';
import {
  hasAlternates,
  type PageAddress,
  type PageHeadRequest,
  type StructuredData,
} from './use-page-head';

/** The site a head is completed for. */
export interface HeadSite {
  readonly country: Country;
  readonly config: RuntimeConfig;
  /** The site's base URL (`https://ro.example`). */
  readonly siteBase: string;
}

const absolute = (base: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${base.replace(/\/+$/, '')}${path}`;

/** The site's own URL of each site's copy of the page, and `x-default` (the default site's). */
function alternatesOf(
  address: Exclude<PageAddress, null>,
  country: Country,
  config: RuntimeConfig,
): { hreflang: string; href: string }[] {
  const paths: Partial<Record<Country, string>> = {};
  if ('category' in address) {
    for (const c of COUNTRIES) {
      if (address.category === 'CONSOLE' && !flagsForSite(config, c).isConsoleEnabled) continue;
      paths[c] = `/${categorySlug(c, address.category)}/`;
    }
  } else {
    const own = buildRoutePath(country, address.name, address.params ?? {});
    if (own !== null) paths[country] = own;
    for (const alternate of hreflangAlternates(address.name, address.params ?? {}, {
      current: country,
    }))
      paths[alternate.country] = alternate.path;
  }
  const list = COUNTRIES.flatMap((c) => {
    const path = paths[c];
    const base = config.sites[c];
    return path === undefined || base === undefined
      ? []
      : [{ country: c, hreflang: countryConfig(c).language, href: absolute(base, path) }];
  });
  const fallback = list.find((a) => a.country === config.defaultCountry) ?? list[0];
  return [
    ...list.map(({ hreflang, href }) => ({ hreflang, href })),
    ...(fallback ? [{ hreflang: 'x-default', href: fallback.href }] : []),
  ];
}

/** The page's address on this site: the canonical URL (a listing's page number kept). */
function canonicalOf(
  address: Exclude<PageAddress, null>,
  country: Country,
  base: string,
): string | null {
  if ('category' in address) {
    const page = address.page ?? 1;
    return absolute(
      base,
      `/${categorySlug(country, address.category)}/${page > 1 ? `?page=${page}` : ''}`,
    );
  }
  const path = buildRoutePath(country, address.name, address.params ?? {});
  return path === null ? null : absolute(base, path);
}

/** One piece of structured data as its schema.org object. */
function structuredDataOf(data: StructuredData, site: HeadSite): object {
  const { country, siteBase } = site;
  switch (data.type) {
    case 'Product':
      return productJsonLd({ ...data.product, country, siteBase });
    case 'BreadcrumbList':
      return breadcrumbJsonLd(data.items, siteBase);
    case 'Organization':
      return organizationJsonLd({ country, siteBase, name: data.name, logo: data.logo });
    case 'WebSite':
      return websiteJsonLd({ country, siteBase, name: data.name });
  }
}

/** The whole head of a page on `site`: every URL absolute, the structured data built. */
export function completeHead(request: PageHeadRequest, site: HeadSite): PageHeadInput {
  const { address } = request;
  const { country } = site;
  return {
    country,
    title: request.title,
    description: request.description,
    canonical: address ? canonicalOf(address, country, site.siteBase) : null,
    alternates:
      address && hasAlternates(request) ? alternatesOf(address, country, site.config) : [],
    image: request.image
      ? absolute(site.siteBase, request.image)
      : socialImage(site.siteBase, country),
    noindex: request.noindex,
    jsonLd: request.structured.map((data) => structuredDataOf(data, site)),
  };
}

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

/** Writes the page's head into the document; `key` is its request's (`pageHeadKey`). */
export function applyPageHead(key: string, head: PageHeadInput) {
  markHeadApplied(key);
  document.title = head.title;
  clearHead('page');
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
    markHead(node, 'page');
    document.head.append(node);
  }
}
