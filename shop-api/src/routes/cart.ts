/**
 * POST /shop/cart/refresh: today's truth about what a cart holds (the `serverData` of the rule
 * book's `refreshCart`). Phones are found by legacy sell order id; a sold-out unit is not returned,
 * so the cart drops it. Device accessories come back with `isActive` as the shop sells them now.
 *
 * What one call may cost is bounded (issue 32: 1,000 phones answered 1.4 MB and slowed everyone):
 * every list of the request is capped at the cart's own limits by the contract (400 naming the
 * list), ids are looked up once each (duplicates answered once) in the catalog snapshot's indexes
 * (maps by legacy sell order id and by id, the columns' unique indexes in the database), and each
 * visitor has a rate limit (CART_REFRESH_RATE_LIMIT a minute).
 */
import {
  RefreshCartRequestSchema,
  RefreshCartResponseSchema,
  type RefreshedPhone,
} from '@refurb/shared-contracts/cart';
import type { FastifyInstance } from 'fastify';
import { enforceRateLimit, type RateLimiter } from '../auth/rate-limit.js';
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

export function registerCartRoutes(
  app: FastifyInstance,
  catalog: CatalogRepository,
  limiter: RateLimiter,
): void {
  app.post('/shop/cart/refresh', async (request, reply) => {
    await enforceRateLimit(limiter, request, reply, 'Too many cart refreshes from this address');
    const body = parseInput(RefreshCartRequestSchema, request.body, 'body');
    const { country } = body;
    // One entry per phone asked for (the first of duplicates), found by id below in one pass.
    const requestedPhones = new Map<number, (typeof body.phones)[number]>();
    for (const phone of body.phones) {
      if (!requestedPhones.has(phone.legacySellOrderId)) {
        requestedPhones.set(phone.legacySellOrderId, phone);
      }
    }
    const products = (
      await catalog.productsByLegacySellOrderIds([...requestedPhones.keys()], country)
    ).filter((p) => p.stock > 0);
    const types = [...new Set(products.map((p) => p.deviceType))];
    const [accessoryRows, requestedAccessories] = await Promise.all([
      catalog.accessoriesForTypes(types, country),
      catalog.accessoriesByIds([...new Set(body.accessoryIds)], country),
    ]);
    const allRows = new Map(accessoryRows.map((a) => [a.id, a]));
    const phones: RefreshedPhone[] = [];
    for (const product of products) {
      const requested = requestedPhones.get(product.legacySellOrderId);
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
        deviceAccessories: [...new Set(requested?.deviceAccessoryIds ?? [])]
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
        translatedName: a.translatedName,
      })),
    });
  });
}
