/**
 * Spec section 2, "Screens and routes": the localized path of a route name on a country's own
 * site, and the way back from a pathname to the route and its parameters. The table itself is in
 * `routes.table.ts`.
 *
 * Choices where the spec is silent:
 * - Paths have no country prefix (each country has its own site) and end in `/` before any query.
 * - Path parameters are encoded with encodeURIComponent, so a `/` inside one stays one segment.
 *   Numbers are accepted (legacy ids are numbers in the catalog) and come back from `matchRoute`
 *   as strings.
 * - Only a route's declared query parameters are appended; undefined, null or empty ones are left
 *   out. Unknown query keys in a pathname (`?orderId=...`) are ignored by `matchRoute`.
 * - `null`, never an exception: for a route that does not exist in the country, and for a
 *   required path parameter that is missing or empty at run time (there is no page to point to).
 *   The types already make a missing parameter a compile error; the run-time check is for data.
 * - `matchRoute` compares paths exactly (slugs are lowercase), ignores a `#fragment`, and prefers
 *   static routes, then routes with fewer parameters, so a parameter never swallows a real page.
 */
import type { Country } from '../schemas/enums.schema.js';
import {
  ROUTE_NAMES,
  ROUTE_QUERY_PARAMS,
  ROUTE_TABLES,
  type RouteName,
  type RouteTable,
} from './routes.table.js';

export { ROUTE_NAMES, ROUTE_QUERY_PARAMS, ROUTE_TABLES };
export type { RouteName, RouteTable };

type ParamValue = string | number;

/** The parameters of the routes that take some; every other route takes none. */
export interface RouteParamsByName {
  readonly 'shop-brand-seo': { readonly brandSlug: ParamValue };
  readonly 'shop-brand-model': {
    readonly brandSlug: ParamValue;
    /** category-brand-model-storage-color, see `productSlug`. */
    readonly slug: ParamValue;
    readonly legacyModelId: ParamValue;
    /** The condition grade, sent as the `?shape=` query. */
    readonly shape?: string | undefined;
  };
  readonly 'account-sale-details': { readonly saleId: ParamValue };
  readonly 'sell-step': { readonly step: ParamValue };
}
export type ParamRouteName = keyof RouteParamsByName & RouteName;
export type NoRouteParams = Readonly<Record<string, never>>;

export type RouteParams<N extends RouteName> = N extends ParamRouteName
  ? RouteParamsByName[N]
  : NoRouteParams;
/** `routePath`'s trailing arguments: the params object is required exactly when the route has some. */
export type RouteArgs<N extends RouteName> = N extends ParamRouteName
  ? [params: RouteParamsByName[N]]
  : [params?: NoRouteParams];

/** Parameters as data (e.g. from a server), checked at run time only. */
export type LooseRouteParams = Readonly<Record<string, ParamValue | null | undefined>>;

/** What `matchRoute` gives back: the route name and its decoded parameters, all strings. */
export type RouteMatch = {
  [N in RouteName]: {
    readonly name: N;
    readonly params: N extends ParamRouteName
      ? { readonly [K in keyof RouteParamsByName[N]]: string }
      : NoRouteParams;
  };
}[RouteName];

const PARAM = /:([A-Za-z][A-Za-z0-9]*)/g;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || String(value) === '';

/**
 * The untyped form of `routePath`, for callers holding a route name as data. Same rules: `null`
 * for a route missing in the country or a required parameter missing or empty.
 */
export function buildRoutePath(
  country: Country,
  name: RouteName,
  params?: LooseRouteParams | null,
): string | null {
  const template = ROUTE_TABLES[country]?.[name];
  if (typeof template !== 'string') return null;
  const values: LooseRouteParams = params ?? {};
  let complete = true;
  const path = template.replace(PARAM, (_, key: string) => {
    const value = values[key];
    if (isBlank(value)) complete = false;
    return encodeURIComponent(String(value ?? ''));
  });
  if (!complete) return null;
  const query = (ROUTE_QUERY_PARAMS[name] ?? [])
    .filter((key) => !isBlank(values[key]))
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(String(values[key]))}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** The localized path of a route on the country's own site; `null` where it does not exist. */
export function routePath<N extends RouteName>(
  country: Country,
  name: N,
  ...[params]: RouteArgs<N>
): string | null {
  return buildRoutePath(country, name, params as LooseRouteParams | undefined);
}

interface CompiledRoute {
  readonly name: RouteName;
  readonly pattern: RegExp;
  readonly keys: readonly string[];
  readonly staticLength: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compileRoute(name: RouteName, template: string): CompiledRoute {
  const keys = [...template.matchAll(PARAM)].map((match) => match[1] ?? '');
  const parts = template.split(/:[A-Za-z][A-Za-z0-9]*/);
  const source = parts.map(escapeRegExp).join('([^/]+)');
  return {
    name,
    pattern: new RegExp(`^${source}$`),
    keys,
    staticLength: parts.join('').length,
  };
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** `a=1&b=x%20y`, first value of a key wins; no URLSearchParams, the contracts have no DOM types. */
function parseQuery(query: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const key = safeDecode((at < 0 ? pair : pair.slice(0, at)).replace(/\+/g, ' '));
    const value = safeDecode((at < 0 ? '' : pair.slice(at + 1)).replace(/\+/g, ' '));
    if (key !== null && value !== null && !entries.has(key)) entries.set(key, value);
  }
  return entries;
}

function matchCompiled(route: CompiledRoute, path: string, query: Map<string, string>) {
  const found = route.pattern.exec(path);
  if (!found) return null;
  const params: Record<string, string> = {};
  for (const [i, key] of route.keys.entries()) {
    const value = safeDecode(found[i + 1] ?? '');
    if (value === null) return null;
    params[key] = value;
  }
  for (const key of ROUTE_QUERY_PARAMS[route.name] ?? []) {
    const value = query.get(key);
    if (value !== undefined && value !== '') params[key] = value;
  }
  return { name: route.name, params } as RouteMatch;
}

/**
 * A matcher over one table. Exported so the precedence rule can be tested on a table where a
 * parameter route really overlaps static ones (the shipped tables avoid such overlaps).
 */
export function createRouteMatcher(table: RouteTable): (pathname: string) => RouteMatch | null {
  const routes = ROUTE_NAMES.flatMap((name) => {
    const template = table[name];
    return typeof template === 'string' ? [compileRoute(name, template)] : [];
  }).sort((a, b) => a.keys.length - b.keys.length || b.staticLength - a.staticLength);
  return (pathname) => {
    if (typeof pathname !== 'string') return null;
    const [beforeHash = ''] = pathname.split('#');
    const at = beforeHash.indexOf('?');
    const rawPath = at < 0 ? beforeHash : beforeHash.slice(0, at);
    if (!rawPath.startsWith('/')) return null;
    const path = rawPath.endsWith('/') ? rawPath : `${rawPath}/`;
    const query = parseQuery(at < 0 ? '' : beforeHash.slice(at + 1));
    for (const route of routes) {
      const match = matchCompiled(route, path, query);
      if (match) return match;
    }
    return null;
  };
}

const MATCHERS = new Map<Country, (pathname: string) => RouteMatch | null>();

/**
 * The route a pathname of the country's own site shows, with its decoded parameters (the `shape`
 * query included on the brand-model page), or `null` when no route of that country matches.
 */
export function matchRoute(country: Country, pathname: string): RouteMatch | null {
  const table = ROUTE_TABLES[country];
  if (!table) return null;
  let matcher = MATCHERS.get(country);
  if (!matcher) {
    matcher = createRouteMatcher(table);
    MATCHERS.set(country, matcher);
  }
  return matcher(pathname);
}
