/** Current user, phone spec, warranty and return data of spec section 3. */
import { z } from 'zod';
import { DEFAULT_RETURN_DAYS, DEFAULT_WARRANTY_VALIDITY } from '../constants.js';
import { DeviceTypeKeySchema } from './enums.schema.js';

export const CurrentUserSchema = z.object({
  id: z.string().min(1),
  /** ISO date-time when the account was deactivated; such a user is sent to logout. */
  deactivated_at: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const PhoneSpecSchema = z.object({
  storage: z.string(),
  color: z.string(),
  shape: z.string(),
  brandName: z.string(),
  modelName: z.string(),
  legacyModelId: z.number().int(),
  category: DeviceTypeKeySchema,
});
export type PhoneSpec = z.infer<typeof PhoneSpecSchema>;

export const WarrantySchema = z.object({
  /** The unit of `validity`; years unless the service says otherwise. */
  measure: z.string(),
  name: z.string(),
  validity: z.number().int().positive().default(DEFAULT_WARRANTY_VALIDITY),
});
export type Warranty = z.infer<typeof WarrantySchema>;

export const WarrantyReturnDataSchema = z.object({
  defaultWarranty: z.object({
    name: z.string(),
    periodInYears: z.number().int().positive().default(DEFAULT_WARRANTY_VALIDITY),
  }),
  defaultReturn: z.object({
    name: z.string(),
    days: z.number().int().positive().default(DEFAULT_RETURN_DAYS),
  }),
  geniusReturn: z.object({
    name: z.string(),
    days: z.number().int().positive(),
    minOrderValue: z.number().nonnegative(),
  }),
  returnDetails: z.object({
    name: z.string(),
    validityInDays: z.number().int().positive().default(DEFAULT_RETURN_DAYS),
  }),
  warrantyDetails: WarrantySchema,
});
export type WarrantyReturnData = z.infer<typeof WarrantyReturnDataSchema>;
