/**
 * What a location of a site shows. The spec's route table (shared-contracts) comes first; the host
 * adds two pages the spec's table does not name, both with localized slugs:
 * - a category listing at `/<category slug>/` (`/telefoane/`), with filters in the query;
 * - search at `/cautare/?q=...` (ro), `/tarsene/` (bg), `/kereses/` (hu), `/anazitisi/` (gr);
 * - the comparison of up to three devices at `/compara/?items=...` (pages/compare-list.ts).
 * The console category is a page only while the site's `isConsoleEnabled` flag is on.
 *
 * A listing's query has one written form (`normalizeListingQuery`), whoever wrote it: the page's
 * own links and script-driven filters write a list as `brand=Apple,Samsung`, the same filters
 * submitted as a plain GET form by a browser without JavaScript as `brand=Apple&brand=Samsung`
 * with every empty field (`minPrice=`) and the defaults (`sort=popular`). Both name one listing,
 * so both are read as one query (the same catalog call, the same resource key on the server and
 * in the browser, the same cache entry).
 *
 * Spec section 2 puts checkout, on local environments, at the base URL plus `checkout/<variant>/`
 * (`checkoutPageUrl`). That address is the variant's page on every site: the host takes it to the
 * localized route (`localCheckoutRedirect`) as a document load, so the page comes with its own
 * policy (the login step is a sign-in page) and the address bar names the site's own route.
 */
import {
  categorySlug,
  categoryTypeFromSlug,
  matchRoute,
  routePath,
  type Country,
  type DeviceTypeKey,
  type RouteName,
} from '@refurb/shared-contracts';
import { localCheckoutVariant } from '@refurb/shared-contracts/checkout';

export type HostRoute =
  | {
      readonly kind: 'spec';
      readonly name: RouteName;
      readonly params: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'category'; readonly type: DeviceTypeKey; readonly query: URLSearchParams }
  | { readonly kind: 'search'; readonly query: string }
  | { readonly kind: 'compare'; readonly query: URLSearchParams }
  | { readonly kind: 'not-found' };

const SEARCH_SLUGS: Readonly<Record<Country, string>> = {
  ro: 'cautare',
  bg: 'tarsene',
  hu: 'kereses',
  gr: 'anazitisi',
};

const COMPARE_SLUGS: Readonly<Record<Country, string>> = {
  ro: 'compara',
  bg: 'sravnenie',
  hu: 'osszehasonlitas',
  gr: 'sygkrisi',
};

/** The compare page showing `items`, or adding `add` to the shopper's list. */
export function comparePath(
  country: Country,
  list: { readonly items?: readonly string[]; readonly add?: string } = {},
): string {
  const query = new URLSearchParams();
  if (list.items?.length) query.set('items', list.items.join(','));
  if (list.add) query.set('add', list.add);
  const search = query.toString().replace(/%2C/g, ',');
  return `/${COMPARE_SLUGS[country]}/${search ? `?${search}` : ''}`;
}

export function searchPath(country: Country, query = ''): string {
  const path = `/${SEARCH_SLUGS[country]}/`;
  return query.trim() ? `${path}?q=${encodeURIComponent(query.trim())}` : path;
}

export function categoryPath(
  country: Country,
  type: DeviceTypeKey,
  query?: URLSearchParams,
): string {
  const search = query?.toString();
  return `/${categorySlug(country, type)}/${search ? `?${search}` : ''}`;
}

/** A listing's parameters that hold a list (one checkbox a value). */
const LIST_PARAMETERS: ReadonlySet<string> = new Set(['brand', 'grade', 'storage']);
/** Values that say what the catalog does when the parameter is not there. */
const LISTING_DEFAULTS: Readonly<Record<string, string>> = { sort: 'popular', page: '1' };

/**
 * The one written form of a listing's query: a list parameter's values, repeated or comma
 * separated, as one sorted comma list without duplicates; any other parameter's first non-empty
 * value; empty values and defaults left out; the parameters in name order.
 */
export function normalizeListingQuery(query: URLSearchParams): URLSearchParams {
  const values = new Map<string, string[]>();
  for (const [name, value] of query) {
    const parts = LIST_PARAMETERS.has(name) ? value.split(',').map((v) => v.trim()) : [value];
    const kept = parts.filter((part) => part.trim() !== '');
    if (kept.length > 0) values.set(name, [...(values.get(name) ?? []), ...kept]);
  }
  const normal = new URLSearchParams();
  for (const name of [...values.keys()].sort()) {
    const [first = '', ...rest] = values.get(name) ?? [];
    if (LIST_PARAMETERS.has(name))
      normal.set(name, [...new Set([first, ...rest])].sort().join(','));
    else if (first !== LISTING_DEFAULTS[name]) normal.set(name, first);
  }
  return normal;
}

/** The site's route for a local checkout address (query and hash kept), or null for any other. */
export function localCheckoutRedirect(
  country: Country,
  location: { readonly pathname: string; readonly search: string; readonly hash: string },
): string | null {
  const variant = localCheckoutVariant(location.pathname);
  const path = variant && routePath(country, variant);
  return path ? `${path}${location.search}${location.hash}` : null;
}

export interface ResolveOptions {
  readonly consoleEnabled: boolean;
}

export function resolveLocation(
  country: Country,
  location: { readonly pathname: string; readonly search: string; readonly hash: string },
  options: ResolveOptions,
): HostRoute {
  const spec = matchRoute(country, `${location.pathname}${location.search}${location.hash}`);
  if (spec) return { kind: 'spec', name: spec.name, params: spec.params };
  const segments = location.pathname.split('/').filter(Boolean);
  if (segments.length !== 1) return { kind: 'not-found' };
  const [slug = ''] = segments;
  const query = new URLSearchParams(location.search);
  if (slug === SEARCH_SLUGS[country]) return { kind: 'search', query: query.get('q') ?? '' };
  if (slug === COMPARE_SLUGS[country]) return { kind: 'compare', query };
  const type = categoryTypeFromSlug(country, slug);
  if (type === null || (type === 'CONSOLE' && !options.consoleEnabled))
    return { kind: 'not-found' };
  return { kind: 'category', type, query: normalizeListingQuery(query) };
}
