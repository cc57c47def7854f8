/**
 * The two calls of spec section 7: available shapes (grades) of a product and its related
 * accessories. Query names and the `success`/`data` envelope are the spec's; the rest is ours.
 */
import { compareGrades, compareStorages } from '@refurb/shared-contracts';
import {
  AvailableShapesQuerySchema,
  AvailableShapesResponseSchema,
  RelatedAccessoriesQuerySchema,
  RelatedAccessoriesResponseSchema,
  type RelatedSpec,
} from '@refurb/shared-contracts/api/catalog';
import { accessoryImageUrl } from '@refurb/shared-contracts/cart';
import type { FastifyInstance } from 'fastify';
import type { CatalogRepository } from '../catalog/catalog.repository.js';
import { accessoriesOffer } from '../catalog/offers.js';
import { HttpError, parseInput } from '../http/errors.js';

export const ACCESSORY_IMAGE_BASE = '/content/accessories/';

const distinct = <T>(list: readonly T[]): T[] => [...new Set(list)];

export function registerProductApi(app: FastifyInstance, catalog: CatalogRepository): void {
  app.get('/api/available-shapes/', async (request) => {
    const query = parseInput(AvailableShapesQuerySchema, request.query, 'query');
    const product = await catalog.productById(query.productId, query.locale);
    if (!product)
      throw new HttpError(404, 'not_found', `No product ${query.productId}`, 'query.productId');
    const variants = await catalog.variantsOfModel(product.modelId);
    const inStock = (match: (v: (typeof variants)[number]) => boolean) =>
      variants.some((v) => match(v) && v.stock > 0);
    const sameConfig = variants.filter(
      (v) => v.storage === product.storage && v.color === product.color,
    );
    const grades = distinct(sameConfig.map((v) => v.grade)).sort(compareGrades);
    const relatedSpecs: RelatedSpec[] = [
      {
        name: 'shape',
        items: grades.map((grade) => ({
          value: grade,
          inStock: inStock(
            (v) => v.storage === product.storage && v.color === product.color && v.grade === grade,
          ),
        })),
      },
      {
        name: 'storage',
        items: distinct(variants.map((v) => v.storage))
          .sort(compareStorages)
          .map((storage) => ({
            value: storage,
            inStock: inStock((v) => v.storage === storage),
          })),
      },
      {
        name: 'color',
        items: distinct(variants.map((v) => v.color)).map((color) => ({
          value: color,
          inStock: inStock((v) => v.storage === product.storage && v.color === color),
        })),
      },
    ];
    return AvailableShapesResponseSchema.parse({
      success: true,
      data: { productId: product.id, relatedSpecs },
    });
  });

  // Unknown product ids are left out of `data` (the page may hold a listing sold since).
  app.get('/api/get-related-accessories/', async (request) => {
    const query = parseInput(RelatedAccessoriesQuerySchema, request.query, 'query');
    const products = await catalog.productsByIds(query.productIds, query.countryCode);
    const byId = new Map(products.map((p) => [p.id, p]));
    const rows = await catalog.accessoriesForTypes(
      distinct(products.map((p) => p.deviceType)),
      query.countryCode,
    );
    const data = distinct(query.productIds).flatMap((id) => {
      const product = byId.get(id);
      if (!product) return [];
      const offered = accessoriesOffer(product, rows, { withGiftWrap: true });
      const categories = distinct(offered.map((a) => a.category));
      return [
        {
          productId: id,
          accessoriesPerCategory: categories.map((category) => ({
            category,
            accessories: offered
              .filter((a) => a.category === category)
              .map((a) => ({
                id: a.id,
                name: a.name,
                translatedName: a.translatedName,
                price: a.price,
                image: accessoryImageUrl(ACCESSORY_IMAGE_BASE, a.name),
                isWrappingTax: a.isWrappingTax,
                category: a.category,
              })),
          })),
        },
      ];
    });
    return RelatedAccessoriesResponseSchema.parse({ success: true, data });
  });
}
