/**
 * `@refurb/shared-contracts/api/delivery`: the delivery service's HTTP contract: counties,
 * localities, pickup points, costs and estimates.
 */
export {
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
} from '../../api/delivery.schema.js';
export type {
  County,
  DeliveryEstimate,
  DeliveryEstimateResponse,
  DeliveryOptionsResponse,
  Locality,
  PickupPoint,
} from '../../api/delivery.schema.js';
