/** The answers' contracts of the listing calls: catalog pages, search and its suggestions. */
export {
  CatalogResponseSchema,
  SearchResponseSchema,
  SearchSuggestResponseSchema,
} from '@refurb/shared-contracts/api/catalog';
