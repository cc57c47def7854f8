/** Phone spec, warranty and return data of spec section 3 (the current user: current-user.schema.ts). */
import * as z from 'zod/mini';
import { DEFAULT_RETURN_DAYS, DEFAULT_WARRANTY_VALIDITY } from '../constants.js';
import { DeviceTypeKeySchema } from './enums.schema.js';

export const PhoneSpecSchema = z.object({
  storage: z.string(),
  color: z.string(),
  shape: z.string(),
  brandName: z.string(),
  modelName: z.string(),
  legacyModelId: z.int(),
  category: DeviceTypeKeySchema,
});
export type PhoneSpec = z.infer<typeof PhoneSpecSchema>;

const Positive = z.int().check(z.positive());

export const WarrantySchema = z.object({
  /** The unit of `validity`; years unless the service says otherwise. */
  measure: z.string(),
  name: z.string(),
  validity: z._default(Positive, DEFAULT_WARRANTY_VALIDITY),
});
export type Warranty = z.infer<typeof WarrantySchema>;

export const WarrantyReturnDataSchema = z.object({
  defaultWarranty: z.object({
    name: z.string(),
    periodInYears: z._default(Positive, DEFAULT_WARRANTY_VALIDITY),
  }),
  defaultReturn: z.object({
    name: z.string(),
    days: z._default(Positive, DEFAULT_RETURN_DAYS),
  }),
  geniusReturn: z.object({
    name: z.string(),
    days: Positive,
    minOrderValue: z.number().check(z.nonnegative()),
  }),
  returnDetails: z.object({
    name: z.string(),
    validityInDays: z._default(Positive, DEFAULT_RETURN_DAYS),
  }),
  warrantyDetails: WarrantySchema,
});
export type WarrantyReturnData = z.infer<typeof WarrantyReturnDataSchema>;
