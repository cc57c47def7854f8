/** The answers' contracts of the listing calls: catalog pages and search. */
export { CatalogResponseSchema, SearchResponseSchema } from '@refurb/shared-contracts';
