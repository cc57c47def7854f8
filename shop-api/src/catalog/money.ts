/**
 * Seeded prices: euro amounts converted to each site's currency (`countryConfig`, so a BG site in
 * euro is seeded in euro) and rounded the way shops price things (2479 lei, 196 990 Ft, 49.99
 * euro).
 *
 * The other seeded amounts (delivery costs, payment bounds, the genius minimum, sell offers) are
 * written in spec section 1's currency of their site; `siteAmount` converts one to the site's
 * configured currency at a fixed rate, to the cent. Only the lev has one: 1 EUR = 1.95583 BGN, the
 * rate of Bulgaria's adoption of the euro on 1 January 2026. Any other change of a site's currency
 * has no lawful rate to convert with, and shop-api refuses to start with it (config.ts).
 */
import { countryConfig, roundMoney, SPEC_CURRENCIES, type Country } from '@refurb/shared-contracts';
import { type CurrencyCode } from '@refurb/shared-contracts/api/payment';

/** Euro to each currency, for the seed's euro prices (not a legal rate: a shop's pricing one). */
const RATE: Readonly<Record<CurrencyCode, number>> = { RON: 4.97, BGN: 1.956, HUF: 395, EUR: 1 };

/** Leva per euro, fixed by the Council of the EU for Bulgaria's adoption of the euro. */
export const BGN_PER_EUR = 1.95583;

/** The conversions a law fixes; leva to euro divides by the rate, as the law states it. */
const FIXED_RATES: Readonly<
  Partial<Record<`${CurrencyCode}>${CurrencyCode}`, (amount: number) => number>>
> = {
  'BGN>EUR': (amount) => amount / BGN_PER_EUR,
  'EUR>BGN': (amount) => amount * BGN_PER_EUR,
};

/** An amount to the cent, halves away from zero: the rule book's `roundMoney` (rules/money.ts). */
export const toCents = roundMoney;

/** Whether an amount in `from` can be converted to `to` (the same currency, or a fixed rate). */
export function hasFixedRate(from: CurrencyCode, to: CurrencyCode): boolean {
  return from === to || FIXED_RATES[`${from}>${to}`] !== undefined;
}

/** `amount` in `from` as `to`, at the fixed rate and to the cent; as it is when they are one. */
export function convertAtFixedRate(amount: number, from: CurrencyCode, to: CurrencyCode): number {
  if (from === to) return amount;
  const convert = FIXED_RATES[`${from}>${to}`];
  if (convert === undefined) throw new Error(`no fixed rate converts ${from} to ${to}`);
  return toCents(convert(amount));
}

/** An amount written in the site's spec currency (the seed data's), in its configured one. */
export function siteAmount(country: Country, written: number): number {
  return convertAtFixedRate(
    written,
    SPEC_CURRENCIES[country].code,
    countryConfig(country).currencyCode,
  );
}

/** Whether the site's configured currency is the one its seed data is written in. */
export const isSpecCurrency = (country: Country): boolean =>
  countryConfig(country).currencyCode === SPEC_CURRENCIES[country].code;

export function shopRound(value: number, country: Country): number {
  if (countryConfig(country).currencyCode === 'HUF')
    return value >= 10_000
      ? Math.round(value / 1000) * 1000 - 10
      : Math.max(10, Math.round(value / 10) * 10);
  if (value >= 100) return Math.round(value / 10) * 10 - 1;
  return Math.max(0.99, Math.round(value) - 0.01);
}

export function priceIn(country: Country, euro: number): number {
  const rate = RATE[countryConfig(country).currencyCode];
  return roundMoney(shopRound(euro * rate, country));
}

/** An extra service costs a share of the device's price, rounded like every price in the country. */
export function servicePrice(country: Country, devicePrice: number, percent: number): number {
  return roundMoney(shopRound((devicePrice * percent) / 100, country));
}
