/**
 * Seeded prices: euro amounts converted to each country's currency and rounded the way shops
 * price things (2479 lei, 196 990 Ft, 49.99 euro).
 */
import type { Country } from '@refurb/shared-contracts';

const RATE: Readonly<Record<Country, number>> = { ro: 4.97, bg: 1.956, hu: 395, gr: 1 };

export function shopRound(value: number, country: Country): number {
  if (country === 'hu')
    return value >= 10_000
      ? Math.round(value / 1000) * 1000 - 10
      : Math.max(10, Math.round(value / 10) * 10);
  if (value >= 100) return Math.round(value / 10) * 10 - 1;
  return Math.max(0.99, Math.round(value) - 0.01);
}

export function priceIn(country: Country, euro: number): number {
  return Math.round(shopRound(euro * RATE[country], country) * 100) / 100;
}

/** An extra service costs a share of the device's price, rounded like every price in the country. */
export function servicePrice(country: Country, devicePrice: number, percent: number): number {
  return Math.round(shopRound((devicePrice * percent) / 100, country) * 100) / 100;
}
