/**
 * The courier service (the spec shows none of its calls; ours):
 * - GET /courier/counties?country=ro and /courier/localities?country=ro&countyId=12 feed the
 *   address form's county and locality fields (their ids are the form's `id`s).
 * - GET /courier/pickup-points?country=bg&kind=locker[&provider=][&countyId=][&localityId=] lists lockers or
 *   offices (easybox in RO, econt in BG, GLS in HU and GR).
 * - GET /courier/delivery-options?country=hu: the delivery kinds offered, with provider and cost.
 * - GET /courier/shipping-cost?country=ro&delivery=courier&orderTotal=...: the cost (0 from the
 *   free-shipping threshold up) and the cash-on-delivery fee.
 */
import * as z from 'zod/mini';
import {
  CountrySchema,
  DeliveryKindSchema,
  DeliverySubTypeSchema,
} from '../schemas/enums.schema.js';
import { PgIdText } from '../schemas/integers.schema.js';

const Money = z.number().check(z.nonnegative());
/** An id sent in a query string, as text: read as a positive integer. */
const QueryId = PgIdText;

export const CountyQuerySchema = z.object({ country: CountrySchema });
/**
 * A first-level division (a Greek regional unit): `name` as the country writes it (Cyrillic in BG,
 * Greek in GR), `latinName` its Latin form for search, `region` the Greek unit's region.
 */
export const CountySchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  latinName: z.string(),
  region: z.nullable(z.string()),
});
export type County = z.infer<typeof CountySchema>;
export const CountiesResponseSchema = z.object({ counties: z.array(CountySchema) });

export const LocalityQuerySchema = z.object({
  country: CountrySchema,
  countyId: QueryId,
});
/** A town the courier serves, most populous first; its postal code when the data has one. */
export const LocalitySchema = z.object({
  id: z.int(),
  countyId: z.int(),
  name: z.string(),
  latinName: z.string(),
  postalCode: z.nullable(z.string()),
});
export type Locality = z.infer<typeof LocalitySchema>;
export const LocalitiesResponseSchema = z.object({ localities: z.array(LocalitySchema) });

export const PickupPointKindSchema = z.enum(['locker', 'office']);
export const PickupPointsQuerySchema = z.object({
  country: CountrySchema,
  kind: PickupPointKindSchema,
  /** The provider's sub-type (`econt-locker`, `gls-office`, ...). */
  provider: z.optional(DeliverySubTypeSchema),
  countyId: z.optional(QueryId),
  localityId: z.optional(QueryId),
});
export const PickupPointSchema = z.object({
  id: z.string(),
  kind: PickupPointKindSchema,
  subType: DeliverySubTypeSchema,
  provider: z.string(),
  name: z.string(),
  address: z.string(),
  countyId: z.int(),
  localityId: z.int(),
  /** The town's name, as the country writes it (for search and display). */
  locality: z.string(),
  localityLatinName: z.string(),
  postalCode: z.nullable(z.string()),
  openingHours: z.string(),
});
export type PickupPoint = z.infer<typeof PickupPointSchema>;
export const PickupPointsResponseSchema = z.object({ points: z.array(PickupPointSchema) });

export const DeliveryOptionSchema = z.object({
  kind: DeliveryKindSchema,
  subType: DeliverySubTypeSchema,
  provider: z.string(),
  cost: Money,
});
export type DeliveryOption = z.infer<typeof DeliveryOptionSchema>;
export const DeliveryOptionsResponseSchema = z.object({
  country: CountrySchema,
  options: z.array(DeliveryOptionSchema),
  freeShippingThreshold: Money,
  codFee: Money,
  currencyLabel: z.string(),
});
export type DeliveryOptionsResponse = z.infer<typeof DeliveryOptionsResponseSchema>;

export const ShippingCostQuerySchema = z.object({
  country: CountrySchema,
  delivery: DeliveryKindSchema,
  orderTotal: z.coerce.number().check(z.nonnegative(), z.lte(100_000_000)),
});
export const ShippingCostResponseSchema = z.object({
  cost: Money,
  freeShippingThreshold: Money,
  codFee: Money,
  currencyLabel: z.string(),
});
export type ShippingCostResponse = z.infer<typeof ShippingCostResponseSchema>;
