/**
 * Every site's route table (spec section 2), by country: each country's own in
 * route-table.<country>.ts, the route names and what the slugs are in route-names.ts.
 *
 * The route functions (localized-routes.ts) read the tables from here and only from here, so a
 * bundle that needs one site's table can put another module in this one's place: the host's
 * browser build does (host-shell/src/routing/site-route-table.ts, docs/adr/0003).
 */
import type { Country } from '../schemas/enums.schema.js';
import type { RouteTable } from './route-names.js';
import { BG_ROUTES } from './route-table.bg.js';
import { GR_ROUTES } from './route-table.gr.js';
import { HU_ROUTES } from './route-table.hu.js';
import { RO_ROUTES } from './route-table.ro.js';

export const ROUTE_TABLE: Readonly<Record<Country, RouteTable>> = Object.freeze({
  ro: RO_ROUTES,
  bg: BG_ROUTES,
  hu: HU_ROUTES,
  gr: GR_ROUTES,
});
