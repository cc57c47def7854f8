/**
 * Spec section 2: the hreflang alternates of a page, the same route on the other sites. On the
 * brand-model page the slug's category part is translated for each site (telefoane -> telefoni).
 * With `current` the page's own site is left out, leaving the other three (or fewer, where the
 * route does not exist).
 */
import { COUNTRIES, type Country } from '../schemas/enums.schema.js';
import { translateProductSlug } from './category-slugs.js';
import { countryConfig } from './countries.js';
import { buildRoutePath, type LooseRouteParams } from './localized-routes.js';
import type { RouteName } from './route-names.js';

export interface HreflangAlternate {
  readonly country: Country;
  /** The site's language: ro, bg, hu, el. */
  readonly hreflang: string;
  readonly path: string;
  /** The absolute URL, when the site's base is known. */
  readonly href?: string;
}

export interface HreflangOptions {
  /** The site the page is on; it is not its own alternate. */
  readonly current?: Country;
  /** Storefront base per site (`https://ro.example`), to give absolute `href`s. */
  readonly siteBases?: Partial<Record<Country, string>>;
}

export function hreflangAlternates(
  name: RouteName,
  params: LooseRouteParams = {},
  options: HreflangOptions = {},
): HreflangAlternate[] {
  const from = options.current ?? 'ro';
  return COUNTRIES.filter((country) => country !== options.current).flatMap((country) => {
    const localParams =
      name === 'shop-brand-model' && typeof params.slug === 'string'
        ? { ...params, slug: translateProductSlug(from, country, params.slug) }
        : params;
    const path = buildRoutePath(country, name, localParams);
    if (path === null) return [];
    const base = options.siteBases?.[country]?.replace(/\/+$/, '');
    const alternate = { country, hreflang: countryConfig(country).language, path };
    return [base === undefined ? alternate : { ...alternate, href: `${base}${path}` }];
  });
}
