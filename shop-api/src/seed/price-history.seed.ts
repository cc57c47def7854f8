/**
 * The seeded listings' price histories (migration 0022), written so that the EU price-reduction
 * rule (catalog/omnibus.ts) has every case to decide:
 * - most listings: today's price since 60 to 400 days;
 * - the discounted ones (a quarter, drawn by seed.ts): 12 % dearer for at least the 30 days before
 *   a reduction 1 to 20 days ago, so they show that price struck through; half of them were at
 *   today's price before that, ending more than 30 days before the reduction (a low the rule
 *   ignores);
 * - a few others: raised from a lower price 5 to 15 days before being "reduced" 1 to 5 days ago
 *   to today's price, above the old one: they show no previous price.
 * A listing changes price on the same days in every country. Days count back from the seed's
 * `now`, whole days, so the history is the same on every run for the same `now`.
 */
import { COUNTRIES } from '@refurb/shared-contracts';
import { priceIn } from '../catalog/money.js';
import type * as t from '../db/schema.js';

const DAY = 86_400_000;

/** A share of the listing's price (in euro) and the day it took effect, oldest first. */
type Step = readonly [factor: number, daysAgo: number];

/** Of the listings not discounted, the share raised and then "reduced". */
const RAISED_THEN_REDUCED = 0.08;

function stepsOf(discounted: boolean, random: () => number): Step[] {
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  if (discounted) {
    const reduced = between(1, 20);
    const dearSince = reduced + between(31, 90);
    const dear: Step[] = [
      [1.12, dearSince],
      [1, reduced],
    ];
    return random() < 0.5 ? [[1, dearSince + between(30, 200)], ...dear] : dear;
  }
  if (random() < RAISED_THEN_REDUCED) {
    const reduced = between(1, 5);
    const raised = reduced + between(5, 15);
    return [
      [0.87, raised + between(60, 300)],
      [1.13, raised],
      [1, reduced],
    ];
  }
  return [[1, between(60, 400)]];
}

/**
 * The history of listing `productId`, whose price today is `euro` converted into each country's
 * currency (as seed.ts prices it); `random` draws its story and days.
 */
export function seededPriceHistory(
  productId: string,
  euro: number,
  discounted: boolean,
  random: () => number,
  now: Date,
): (typeof t.priceHistory.$inferInsert)[] {
  const steps = stepsOf(discounted, random);
  return COUNTRIES.flatMap((country) =>
    steps.map(([factor, daysAgo]) => ({
      productId,
      country,
      price: priceIn(country, euro * factor),
      validFrom: new Date(now.getTime() - daysAgo * DAY),
    })),
  );
}
