/**
 * The courier service (the spec shows none of its calls; ours):
 * - GET /courier/counties?country=ro and /courier/localities?country=ro&countyId=12 feed the
 *   address form's county and locality fields (their ids are the form's `id`s).
 * - GET /courier/pickup-points?country=bg&kind=locker[&provider=][&countyId=][&localityId=] lists lockers or
 *   offices (easybox in RO, econt in BG, GLS in HU and GR).
 * - GET /courier/delivery-options?country=hu: the delivery kinds offered, with provider and cost.
 * - GET /courier/shipping-cost?country=ro&delivery=courier&orderTotal=...: the cost (0 from the
 *   free-shipping threshold up) and the cash-on-delivery fee.
 * - GET /courier/delivery-estimate?country=ro: for each delivery kind offered, the days an order
 *   placed now arrives between and the instant to order by for them ("order within 3 h 20 min,
 *   delivered Thursday 3 December"); `cache-control: public, max-age=60`.
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

export const DeliveryEstimateQuerySchema = z.object({ country: CountrySchema });
/**
 * A calendar day, YYYY-MM-DD, in the site's time zone. Checked by pattern rather than `z.iso`
 * (the same check): the host parses this answer, and zod's ISO formats would add their code to
 * the zod chunk every page loads first.
 */
export const DeliveryDaySchema = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a day, YYYY-MM-DD'));
/**
 * An order of `kind` placed before `orderBy` (an ISO instant: the next dispatch cut-off that still
 * gets this estimate) arrives between `from` and `to`, working days in the site's time zone.
 */
export const DeliveryEstimateSchema = z.object({
  kind: DeliveryKindSchema,
  orderBy: z.string().check(
    z.regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
      'an ISO instant',
    ),
    z.refine((text) => !Number.isNaN(Date.parse(text)), 'an ISO instant'),
  ),
  from: DeliveryDaySchema,
  to: DeliveryDaySchema,
});
export type DeliveryEstimate = z.infer<typeof DeliveryEstimateSchema>;
export const DeliveryEstimateResponseSchema = z.object({
  country: CountrySchema,
  /** The site's IANA time zone, the one `from`, `to` and the cut-off are days and hours of. */
  timeZone: z.string(),
  estimates: z.array(DeliveryEstimateSchema),
});
export type DeliveryEstimateResponse = z.infer<typeof DeliveryEstimateResponseSchema>;
