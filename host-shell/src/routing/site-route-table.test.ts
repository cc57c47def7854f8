/**
 * The browser's route tables (site-route-table.ts): a site's table reads as shared-contracts' once
 * loaded, and a site not loaded is a clear mistake, not an `undefined` deep in a route function.
 */
import { describe, expect, it } from '@jest/globals';
import { BG_ROUTES, ROUTE_TABLE as EVERY_SITE, RO_ROUTES } from '@refurb/shared-contracts';
import { addRouteTables, ROUTE_TABLE } from './site-route-table';

describe('the route tables a page has loaded', () => {
  it('says which site is missing before its table is loaded', () => {
    expect(() => ROUTE_TABLE.hu).toThrow('the route table of site hu is not loaded on this page');
  });

  it('reads a loaded site as the contracts do, and only that site', () => {
    addRouteTables({ ro: RO_ROUTES });
    expect(ROUTE_TABLE.ro).toBe(EVERY_SITE.ro);
    expect(ROUTE_TABLE.ro.cart).toBe('/cosul-meu/');
    expect(() => ROUTE_TABLE.bg).toThrow('site bg');
    addRouteTables({ bg: BG_ROUTES, ro: RO_ROUTES });
    expect(ROUTE_TABLE.bg.login).toBe('/vhod/');
  });

  it('cannot be written to', () => {
    expect(Object.isFrozen(ROUTE_TABLE)).toBe(true);
    expect(Object.keys(ROUTE_TABLE)).toEqual(['ro', 'bg', 'hu', 'gr']);
  });
});
