/**
 * The route tables a page has loaded. The host's browser build puts this module in the place of
 * shared-contracts' `rules/route-table.js` (webpack.config.js), so the route functions
 * (`routePath`, `matchRoute`, ...) read their tables from here: a page's first scripts carry its
 * own site's table, not all four (docs/adr/0003-one-sites-route-table.md).
 *
 * - The site's own table comes in the chunk of the site's words, before anything is drawn
 *   (i18n.tsx's loaders).
 * - Every site's comes with the head builder (page-head.ts), which writes the hreflang addresses
 *   of the page on the other sites.
 *
 * Reading the table of a site not loaded is a mistake in the code, never the visitor's: it throws
 * and says which. The server renderer, tests and stories are built without the substitution and
 * read shared-contracts' whole table; calling `addRouteTables` there changes nothing they read.
 */
import { COUNTRIES, type Country, type RouteTable } from '@refurb/shared-contracts';

const loaded: Partial<Record<Country, RouteTable>> = {};

/** Makes these sites' tables readable (the same table twice is fine). */
export function addRouteTables(tables: Partial<Record<Country, RouteTable>>): void {
  Object.assign(loaded, tables);
}

function tableOf(country: Country): RouteTable {
  const table = loaded[country];
  if (!table) throw new Error(`the route table of site ${country} is not loaded on this page`);
  return table;
}

/** `ROUTE_TABLE[country]`, as shared-contracts' own, for the tables loaded. */
export const ROUTE_TABLE: Readonly<Record<Country, RouteTable>> = Object.freeze(
  Object.defineProperties(
    {} as Record<Country, RouteTable>,
    Object.fromEntries(
      COUNTRIES.map((country) => [country, { enumerable: true, get: () => tableOf(country) }]),
    ),
  ),
);
