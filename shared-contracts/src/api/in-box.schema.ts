/**
 * A module of its own: the content calls' product guide names the same items (content.schema.ts),
 * and a browser bundle that loads those answers' schemas need not carry the catalog's with them.
 */
import * as z from 'zod/mini';

/**
 * What comes in the box with a refurbished device (issue 36): the site's words name each one
 * (`product.inBox.<key>`); a charger is listed only where one is included.
 */
export const IN_BOX_ITEMS = [
  'cable',
  'charger',
  'sim-tool',
  'strap',
  'charging-puck',
  'controller',
  'hdmi-cable',
  'power-cable',
] as const;
export const InBoxItemSchema = z.enum(IN_BOX_ITEMS);
export type InBoxItem = z.infer<typeof InBoxItemSchema>;
