/** The courier service's routes; payloads in shared-contracts' delivery.schema. */
import { DeliveryKindSchema, countryConfig, type DeliveryKind } from '@refurb/shared-contracts';
import {
  CountiesResponseSchema,
  CountyQuerySchema,
  DeliveryEstimateQuerySchema,
  DeliveryEstimateResponseSchema,
  DeliveryOptionsResponseSchema,
  LocalitiesResponseSchema,
  LocalityQuerySchema,
  PickupPointsQuerySchema,
  PickupPointsResponseSchema,
  ShippingCostQuerySchema,
  ShippingCostResponseSchema,
} from '@refurb/shared-contracts/api/delivery';
import type { FastifyInstance } from 'fastify';
import type { DeliveryRepository } from '../delivery/delivery.repository.js';
import { deliveryEstimate } from '../delivery/estimate.js';
import { HttpError, parseInput } from '../http/errors.js';
import type { Clock } from '../services.js';

/** The kinds in one order everywhere (the contracts' enum), whatever they cost. */
const KIND_ORDER: readonly string[] = DeliveryKindSchema.options;
const isDeliveryKind = (kind: string): kind is DeliveryKind => KIND_ORDER.includes(kind);

export function registerDeliveryRoutes(
  app: FastifyInstance,
  delivery: DeliveryRepository,
  clock: Clock,
): void {
  app.get('/courier/counties', async (request) => {
    const { country } = parseInput(CountyQuerySchema, request.query, 'query');
    // Sorted in the site's language (Romanian: a < ă < â, s < ș), not by the database's collation.
    const collator = new Intl.Collator(countryConfig(country).locale);
    const rows = [...(await delivery.counties(country))].sort((a, b) =>
      collator.compare(a.name, b.name),
    );
    return CountiesResponseSchema.parse({
      counties: rows.map(({ id, code, name, latinName, region }) => ({
        id,
        code,
        name,
        latinName,
        region,
      })),
    });
  });

  app.get('/courier/localities', async (request) => {
    const query = parseInput(LocalityQuerySchema, request.query, 'query');
    const localities = await delivery.localities(query.country, query.countyId);
    if (localities.length === 0) {
      throw new HttpError(
        404,
        'not_found',
        `No county ${query.countyId} in ${query.country.toUpperCase()}`,
        'query.countyId',
      );
    }
    return LocalitiesResponseSchema.parse({ localities });
  });

  app.get('/courier/pickup-points', async (request) => {
    const query = parseInput(PickupPointsQuerySchema, request.query, 'query');
    const points = await delivery.pickupPoints(query);
    return PickupPointsResponseSchema.parse({
      points: points.map(({ country: _country, ...point }) => point),
    });
  });

  app.get('/courier/delivery-options', async (request) => {
    const { country } = parseInput(CountyQuerySchema, request.query, 'query');
    const rows = await delivery.options(country);
    return DeliveryOptionsResponseSchema.parse({
      country,
      options: rows.map((r) => ({
        kind: r.kind,
        subType: r.subType,
        provider: r.provider,
        cost: r.cost,
      })),
      freeShippingThreshold: rows[0]?.freeThreshold ?? 0,
      codFee: rows[0]?.codFee ?? 0,
      currencyLabel: countryConfig(country).currencyLabel,
    });
  });

  // For the kinds the country offers (its shipping rates), by the rule of delivery/estimate.ts.
  // A minute's cache: `orderBy` moves only at a cut-off, and the page counts down to it itself.
  app.get('/courier/delivery-estimate', async (request, reply) => {
    const { country } = parseInput(DeliveryEstimateQuerySchema, request.query, 'query');
    const kinds = (await delivery.options(country))
      .map((r) => r.kind)
      .filter(isDeliveryKind)
      .sort((a, b) => KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b));
    const now = clock();
    return reply.header('cache-control', 'public, max-age=60').send(
      DeliveryEstimateResponseSchema.parse({
        country,
        timeZone: countryConfig(country).timeZone,
        estimates: kinds.map((kind) => deliveryEstimate(country, kind, now)),
      }),
    );
  });

  app.get('/courier/shipping-cost', async (request) => {
    const query = parseInput(ShippingCostQuerySchema, request.query, 'query');
    const row = await delivery.rate(query.country, query.delivery);
    if (!row) {
      throw new HttpError(
        400,
        'invalid_request',
        `query.delivery: ${query.country.toUpperCase()} offers no ${query.delivery} delivery`,
        'query.delivery',
      );
    }
    return ShippingCostResponseSchema.parse({
      cost: query.orderTotal >= row.freeThreshold ? 0 : row.cost,
      freeShippingThreshold: row.freeThreshold,
      codFee: row.codFee,
      currencyLabel: countryConfig(query.country).currencyLabel,
    });
  });
}
