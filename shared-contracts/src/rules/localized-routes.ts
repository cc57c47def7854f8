/**
 * Spec section 2: the localized path of a route on its country's own site, and back. Paths have no
 * country prefix and always end in `/` before any query or anchor. Path parameters are URL-encoded;
 * only a route's declared query parameters are appended (`shape` on the brand-model page).
 */
import type { Country } from '../schemas/enums.schema.js';
import { ROUTE_NAMES, ROUTE_QUERY_PARAMS, type RouteName } from './route-names.js';
import { ROUTE_TABLE } from './route-table.js';
import { encodeUrlPart } from './uri.js';

export { ROUTE_NAMES, type RouteName };

type ParamValue = string | number;

interface ParamsByRoute {
  'shop-brand-seo': { readonly brandSlug: ParamValue };
  'shop-brand-model': {
    readonly brandSlug: ParamValue;
    /** category-brand-model-storage-color, see `productSlug`. */
    readonly slug: ParamValue;
    readonly legacyModelId: ParamValue;
    readonly shape?: string | undefined;
  };
  'account-sale-details': { readonly saleId: ParamValue };
  'sell-step': { readonly step: ParamValue };
}
type ParamRoute = keyof ParamsByRoute;

/** The parameters a route takes (nothing for most routes). */
export type RouteParams<N extends RouteName> = N extends ParamRoute ? ParamsByRoute[N] : undefined;
type RouteArgs<N extends RouteName> = N extends ParamRoute
  ? [params: ParamsByRoute[N]]
  : [params?: undefined];

export type LooseRouteParams = Readonly<Record<string, ParamValue | undefined>>;

/**
 * Builds a path from a template. `null` when the route does not exist in the country, or when a
 * required path parameter is missing or empty at run time (no page can be addressed then).
 */
export function buildRoutePath(
  country: Country,
  name: RouteName,
  params: LooseRouteParams = {},
): string | null {
  const template = ROUTE_TABLE[country][name];
  if (template === null) return null;
  let missing = false;
  const path = template.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || String(value) === '') missing = true;
    return encodeUrlPart(String(value ?? ''));
  });
  if (missing) return null;
  const query = (ROUTE_QUERY_PARAMS[name] ?? [])
    .filter((key) => params[key] !== undefined && String(params[key]) !== '')
    .map((key) => `${encodeUrlPart(key)}=${encodeUrlPart(String(params[key]))}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** The localized path of a route on the country's own site; `null` where it does not exist. */
export function routePath<N extends RouteName>(
  country: Country,
  name: N,
  ...args: RouteArgs<N>
): string | null {
  return buildRoutePath(country, name, args[0] ?? {});
}

export interface RouteMatch {
  readonly name: RouteName;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * A route's path as segments: text to equal, or a parameter (a whole, non-empty segment). Not one
 * RegExp per route: a page's first match compiled and ran up to 60 expressions, ~10 ms on this
 * machine as the shop starts, 40 on a cheap phone. The table's parameters are whole segments
 * (its test holds every template to that).
 */
type Segment = { readonly text: string } | { readonly param: string };

interface CompiledRoute {
  readonly name: RouteName;
  readonly segments: readonly Segment[];
  readonly keys: readonly string[];
  readonly anchor: string | null;
}

const WHOLE_PARAM = /^:([A-Za-z]+)$/;

/** A template's path as segments; throws on a parameter inside a segment (`/p/:id-:slug/`). */
function templateSegments(path: string): Segment[] {
  return path.split('/').map((part): Segment => {
    const param = WHOLE_PARAM.exec(part)?.[1];
    if (param !== undefined) return { param };
    if (part.includes(':')) throw new Error(`route ${path}: a parameter must be a whole segment`);
    return { text: part };
  });
}

function compile(country: Country): CompiledRoute[] {
  const routes = ROUTE_NAMES.flatMap((name) => {
    const template = ROUTE_TABLE[country][name];
    if (template === null) return [];
    const [path = '', anchor] = template.split('#');
    const segments = templateSegments(path);
    const keys = segments.flatMap((segment) => ('param' in segment ? [segment.param] : []));
    return [{ name, segments, keys, anchor: anchor ?? null }];
  });
  // Static paths win over parameterised ones, anchored variants over the bare page.
  const rank = (r: CompiledRoute) => (r.keys.length > 0 ? 2 : 0) + (r.anchor ? 0 : 1);
  return routes.sort((a, b) => rank(a) - rank(b));
}

/** The raw (still encoded) values of the route's parameters in the path's segments, or null. */
function rawParams(route: CompiledRoute, parts: readonly string[]): string[] | null {
  const { segments } = route;
  if (segments.length !== parts.length) return null;
  const values: string[] = [];
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    const part = parts[i]!;
    if ('param' in segment) {
      if (part === '') return null;
      values.push(part);
    } else if (segment.text !== part) return null;
  }
  return values;
}

const COMPILED = new Map<Country, CompiledRoute[]>();

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** `a=1&b=x%20y` -> Map; the contracts have no DOM or Node globals, so no URLSearchParams. */
function parseQuery(query: string): Map<string, string> {
  const entries = query
    .split('&')
    .filter(Boolean)
    .flatMap((pair) => {
      const [key = '', ...rest] = pair.split('=');
      const k = safeDecode(key.replace(/\+/g, ' '));
      const v = safeDecode(rest.join('=').replace(/\+/g, ' '));
      return k === null || v === null ? [] : [[k, v] as const];
    });
  return new Map(entries);
}

/**
 * The route a pathname of the country's site shows, with its parameters (decoded; the `shape`
 * query of the brand-model page included), or `null`. Accepts a missing trailing slash, a query
 * string and an anchor (`#contact` selects the contact route on the help page).
 */
export function matchRoute(country: Country, pathname: string): RouteMatch | null {
  let routes = COMPILED.get(country);
  if (!routes) {
    routes = compile(country);
    COMPILED.set(country, routes);
  }
  const [beforeHash = '', hash = null] = pathname.split('#') as [string, string?];
  const [rawPath = '', rawQuery = ''] = beforeHash.split('?');
  const path = rawPath.endsWith('/') ? rawPath : `${rawPath}/`;
  const query = parseQuery(rawQuery);
  const parts = path.split('/');
  for (const route of routes) {
    if (route.anchor !== null && route.anchor !== hash) continue;
    const raw = rawParams(route, parts);
    if (!raw) continue;
    const params: Record<string, string> = {};
    let decodable = true;
    route.keys.forEach((key, i) => {
      const value = safeDecode(raw[i] ?? '');
      if (value === null) decodable = false;
      else params[key] = value;
    });
    if (!decodable) continue;
    for (const key of ROUTE_QUERY_PARAMS[route.name] ?? []) {
      const value = query.get(key);
      if (value !== undefined && value !== '') params[key] = value;
    }
    return { name: route.name, params };
  }
  return null;
}
