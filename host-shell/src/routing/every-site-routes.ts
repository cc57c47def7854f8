/**
 * Every site's route table, for the hreflang alternates a page's head lists (layout/page-head.ts):
 * a chunk of its own that the browser loads with the head builder only for a page that has
 * alternates (an indexable page with an address), so a cart or checkout page drawn in the browser
 * does not carry the other sites' paths (site-route-table.ts).
 */
import { BG_ROUTES, GR_ROUTES, HU_ROUTES, RO_ROUTES } from '@refurb/shared-contracts';
import { addRouteTables } from './site-route-table';

export function addEverySiteRoutes(): void {
  addRouteTables({ ro: RO_ROUTES, bg: BG_ROUTES, hu: HU_ROUTES, gr: GR_ROUTES });
}
