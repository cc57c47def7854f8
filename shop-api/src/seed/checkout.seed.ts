/** Seeds the payment method bounds and promo codes of `checkout.data.ts`. */
import { COUNTRIES } from '@refurb/shared-contracts';
import type { ShopDb } from '../db/client.js';
import * as t from '../db/schema.js';
import { siteAmount } from '../catalog/money.js';
import { PAYMENT_BOUNDS, PROMO_CODES } from './checkout.data.js';

export const CHECKOUT_TABLES = 'payments, order_lines, orders, payment_method_bounds, promo_codes';

export async function seedCheckout(db: ShopDb): Promise<void> {
  const bounds = COUNTRIES.flatMap((country) =>
    Object.entries(PAYMENT_BOUNDS[country]).map(([methodKey, [lower, upper]]) => ({
      country,
      methodKey,
      // Written in the spec's currency of the site; in its configured one (money.ts).
      lowerBound: siteAmount(country, lower),
      upperBound: siteAmount(country, upper),
    })),
  );
  await db.insert(t.paymentMethodBounds).values(bounds);
  await db.insert(t.promoCodes).values([...PROMO_CODES]);
}
