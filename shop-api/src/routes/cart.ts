/**
 * POST /shop/cart/refresh: today's truth about what a cart holds (the `serverData` of the rule
 * book's `refreshCart`). Phones are found by legacy sell order id; a sold-out unit is not returned,
 * so the cart drops it. Device accessories come back with `isActive` as the shop sells them now.
 */
import {
  RefreshCartRequestSchema,
  RefreshCartResponseSchema,
  type RefreshedPhone,
} from '@refurb/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { CatalogRepository } from '../catalog/catalog.repository.js';
import {
  accessoriesOffer,
  extraServicesOffer,
  productImageUrl,
  productNaming,
  productPageUrl,
  toDeviceAccessory,
} from '../catalog/offers.js';
import { parseInput } from '../http/errors.js';

export function registerCartRoutes(app: FastifyInstance, catalog: CatalogRepository): void {
  app.post('/shop/cart/refresh', async (request) => {
    const body = parseInput(RefreshCartRequestSchema, request.body, 'body');
    const { country } = body;
    const products = (
      await catalog.productsByLegacySellOrderIds(
        body.phones.map((p) => p.legacySellOrderId),
        country,
      )
    ).filter((p) => p.stock > 0);
    const types = [...new Set(products.map((p) => p.deviceType))];
    const [accessoryRows, requestedAccessories] = await Promise.all([
      catalog.accessoriesForTypes(types, country),
      catalog.accessoriesByIds(body.accessoryIds, country),
    ]);
    const allRows = new Map(accessoryRows.map((a) => [a.id, a]));
    const phones: RefreshedPhone[] = [];
    for (const product of products) {
      const requested = body.phones.find((p) => p.legacySellOrderId === product.legacySellOrderId);
      const services = await catalog.extraServicesFor(product.deviceType);
      const fits = (id: string) => {
        const row = allRows.get(id);
        return row &&
          (row.deviceType === null || row.deviceType === product.deviceType) &&
          !row.isWrappingTax
          ? [row]
          : [];
      };
      phones.push({
        legacySellOrderId: product.legacySellOrderId,
        productId: product.id,
        buy_price: product.price,
        ...(product.previousPrice === null ? {} : { previous_buy_price: product.previousPrice }),
        availability: product.stock,
        ...productNaming(product),
        productImage: productImageUrl(product),
        productUrl: productPageUrl(country, product),
        available_extra_services: extraServicesOffer(country, product, services),
        deviceAccessories: (requested?.deviceAccessoryIds ?? [])
          .flatMap(fits)
          .map(toDeviceAccessory),
        deviceAvailableAccessories: accessoriesOffer(product, accessoryRows, {
          withGiftWrap: false,
        }).map(toDeviceAccessory),
      });
    }
    return RefreshCartResponseSchema.parse({
      phones,
      accessories: requestedAccessories.map((a) => ({
        id: a.id,
        price: a.price,
        isActive: a.isActive,
      })),
    });
  });
}
