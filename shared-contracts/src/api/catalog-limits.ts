/**
 * The catalog call's sorts and page size (catalog.schema.ts), in a module without schemas: the
 * category page's form lists the sorts, and a browser bundle that imports them should not carry
 * the catalog's zod objects with them.
 */
export const CATALOG_SORTS = ['popular', 'price-asc', 'price-desc', 'name'] as const;
export const CATALOG_MAX_PAGE_SIZE = 60;
