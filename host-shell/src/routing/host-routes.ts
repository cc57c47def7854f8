/**
 * What a location of a site shows. The spec's route table (shared-contracts) comes first; the host
 * adds two pages the spec's table does not name, both with localized slugs:
 * - a category listing at `/<category slug>/` (`/telefoane/`), with filters in the query;
 * - search at `/cautare/?q=...` (ro), `/tarsene/` (bg), `/kereses/` (hu), `/anazitisi/` (gr).
 * The console category is a page only while the site's `isConsoleEnabled` flag is on.
 */
import {
  categorySlug,
  categoryTypeFromSlug,
  matchRoute,
  type Country,
  type DeviceTypeKey,
  type RouteName,
} from '@refurb/shared-contracts';

export type HostRoute =
  | {
      readonly kind: 'spec';
      readonly name: RouteName;
      readonly params: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'category'; readonly type: DeviceTypeKey; readonly query: URLSearchParams }
  | { readonly kind: 'search'; readonly query: string }
  | { readonly kind: 'not-found' };

const SEARCH_SLUGS: Readonly<Record<Country, string>> = {
  ro: 'cautare',
  bg: 'tarsene',
  hu: 'kereses',
  gr: 'anazitisi',
};

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
  const type = categoryTypeFromSlug(country, slug);
  if (type === null || (type === 'CONSOLE' && !options.consoleEnabled))
    return { kind: 'not-found' };
  return { kind: 'category', type, query };
}
