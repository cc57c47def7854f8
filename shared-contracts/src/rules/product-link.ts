/**
 * The brand-model page's address of a configuration (spec section 2; product-address.ts reads such
 * an address back). In a module of its own: the listings link every card to its page, and need
 * none of the reading's code.
 */
import type { ModelIdentity } from '../api/catalog.schema.js';
import type { Country } from '../schemas/enums.schema.js';
import { productSlug } from './category-slugs.js';
import { routePath } from './localized-routes.js';

/** What names a model in its page's address. */
export type AddressModel = Pick<
  ModelIdentity,
  'type' | 'brand' | 'brandSlug' | 'name' | 'legacyModelId'
>;

/** One configuration of a model: storage, colour and grade (the `shape` of the address). */
export interface ProductVariant {
  readonly storage: string;
  readonly color: string;
  readonly grade: string;
}

/** The path (with `?shape=`) of the brand-model page showing `variant` on the country's site. */
export function productAddress(
  country: Country,
  model: AddressModel,
  variant: ProductVariant,
): string {
  return (
    routePath(country, 'shop-brand-model', {
      brandSlug: model.brandSlug,
      slug: productSlug(country, {
        type: model.type,
        brand: model.brand,
        model: model.name,
        storage: variant.storage,
        color: variant.color,
      }),
      legacyModelId: model.legacyModelId,
      shape: variant.grade,
    }) ?? '/'
  );
}
