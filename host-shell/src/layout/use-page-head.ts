import {
  buildRoutePath,
  categorySlug,
  COUNTRIES,
  countryConfig,
  flagsForSite,
  hreflangAlternates,
  type Country,
  type DeviceTypeKey,
  type LooseRouteParams,
  type RouteName,
  type RuntimeConfig,
} from '@refurb/shared-contracts';
import { useEffect } from 'react';
import { useServerPage } from '../app/server-page';
import { useSite } from '../app/site';
import { useI18n } from '../i18n/i18n';
import { applyPageHead, socialImage, type PageHeadInput } from './head';

/**
 * What a page is, for its head: a route of the spec's table (its name and params), a category
 * listing (its type and page number), or null for a page with no address of its own to give
 * (not found, search results).
 */
export type PageAddress =
  | { readonly name: RouteName; readonly params?: LooseRouteParams }
  | { readonly category: DeviceTypeKey; readonly page?: number }
  | null;

export interface PageHeadOptions {
  /** The page's own description; the site's otherwise. */
  readonly description?: string | undefined;
  /** The page's picture (a product's), absolute or from the site's root; the site's otherwise. */
  readonly image?: string | null | undefined;
  /** Structured data of the page (seo/structured-data.ts). */
  readonly jsonLd?: readonly object[];
  /** Kept out of search engines' indexes (search results, filtered listings, personal pages). */
  readonly noindex?: boolean;
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

/**
 * Sets the page's title (with the site name), description, canonical address, hreflang
 * alternates, social tags and structured data (layout/head.ts).
 *
 * On the server the page's head is written into the request's page (app/server-page.tsx) as it
 * renders, the last call winning (a page's loaded state comes after its loading one). In the
 * browser it is applied in a task of its own after the render's effects: setting the title and
 * adding links are requests to the browser's process (a few milliseconds each on a loaded
 * machine), and with the page's other effects (its API calls) they made one long task on a cheap
 * phone. A head the server already wrote is not written again (`adoptServerHead`).
 */
export function usePageHead(
  title: string | null,
  address: PageAddress,
  options: PageHeadOptions = {},
) {
  const site = useSite();
  const { t } = useI18n();
  const serverPage = useServerPage();
  const base = site.config.sites[site.country] ?? site.siteBase;
  const head: PageHeadInput = {
    country: site.country,
    title: title ? `${title} | ${t('site.name')}` : t('meta.title'),
    description: options.description ?? t('meta.description'),
    canonical: address ? canonicalOf(address, site.country, base) : null,
    alternates: address && !options.noindex ? alternatesOf(address, site.country, site.config) : [],
    image: options.image ? absolute(base, options.image) : socialImage(base, site.country),
    noindex: options.noindex ?? false,
    jsonLd: options.jsonLd ?? [],
  };
  const key = JSON.stringify(head);
  serverPage?.setHead(head);
  useEffect(() => {
    const timer = setTimeout(() => applyPageHead(JSON.parse(key) as PageHeadInput));
    return () => clearTimeout(timer);
  }, [key]);
}
