/**
 * The VAT an invoice states, worked out from an order's lines and charges. Every price in the shop
 * is VAT-inclusive (what the person pays); an invoice splits the order's total into groups:
 *
 * - `margin`: the refurbished devices (`phone` lines), sold under the special scheme for
 *   second-hand goods (Directive 2006/112/EC art. 311–325, "margin scheme"). VAT is due on the
 *   seller's margin only and must not be shown (art. 323), so the group has a gross and no base
 *   or VAT; the invoice carries the scheme's mention (art. 226(14)) instead.
 * - `standard`: accessories (stand-alone and fitted to a device, batteries included), the gift
 *   wrap, the extended-warranty services, shipping and the cash-on-delivery fee, at the country's
 *   standard rate (`STANDARD_VAT_RATES`).
 * - `exempt`: insurance (extra services of type INSURANCE), exempt as an insurance service
 *   (art. 135(1)(a)); base = gross, VAT 0.
 *
 * An extra service whose type is no longer known (its row is gone) is taken as standard-rated,
 * the side on which VAT is never under-declared.
 *
 * The discount: the only discount an order has is its promo code's, and the promo is a percentage
 * of the phones' prices (orders/pricing.ts: `discount = productsTotal × percentage`), so it is
 * taken off the margin-scheme group, the goods it was granted on; the standard-rated and exempt
 * groups keep their full price. Should a discount ever exceed the margin group (it cannot today),
 * the rest is taken off the standard-rated group, then the exempt one.
 *
 * Rounding: amounts are worked in hundredths of the currency (the shop stores every amount to two
 * decimals, numeric(12,2)), per group, never per line: a standard-rated group's VAT is
 * gross × rate / (100 + rate) rounded half up to the country's invoice unit (`VAT_ROUNDING`), and
 * its base is gross − VAT, so base + VAT = gross exactly, and the groups' grosses add up to the
 * order's total exactly (the lines and charges the total was made of, less the discount).
 */
import { toMinorUnits, type Country, type ExtraServiceType } from '@refurb/shared-contracts';

export type VatGroup = 'margin' | 'standard' | 'exempt';

/**
 * The standard VAT rate of each country, newest first, each from the day (in the country's time
 * zone) it applies: an invoice uses the rate of the day its order was placed. Sources: the
 * European Commission's table "VAT rates applied in the Member States of the European Union"
 * (taxation-customs.ec.europa.eu) and the national laws: Romania 21 % since 1 August 2025 (Law
 * 141/2025, Fiscal Code art. 291; 19 % before), Bulgaria 20 % since 2007 (ЗДДС art. 66), Hungary
 * 27 % since 1 January 2012 (Áfa tv. 82. §), Greece 24 % since 1 June 2016 (Law 4389/2016).
 * Written 2 December 2026; a change of rate is a new first entry in its country's list.
 */
export const STANDARD_VAT_RATES: Readonly<
  Record<Country, readonly { readonly from: string; readonly percent: number }[]>
> = {
  ro: [
    { from: '2025-08-01', percent: 21 },
    { from: '2017-01-01', percent: 19 },
  ],
  bg: [{ from: '2007-01-01', percent: 20 }],
  hu: [{ from: '2012-01-01', percent: 27 }],
  gr: [{ from: '2016-06-01', percent: 24 }],
};

/**
 * The step a VAT amount is rounded to, in hundredths: a cent in RO, BG and GR; a whole forint in
 * HU, where the shop prices in whole forints (catalog/money.ts) and invoices state VAT in whole
 * forints (the fillér left circulation in 1999).
 */
export const VAT_ROUNDING: Readonly<Record<Country, number>> = { ro: 1, bg: 1, hu: 100, gr: 1 };

/** The standard rate, in percent, on `day` (YYYY-MM-DD, the country's calendar). */
export function standardVatRate(country: Country, day: string): number {
  const rates = STANDARD_VAT_RATES[country];
  return (rates.find((rate) => rate.from <= day) ?? rates[rates.length - 1]!).percent;
}

/** Which group an order line is in; `serviceType` is its extra service's type when it is one. */
export function vatGroupOf(kind: string, serviceType: ExtraServiceType | undefined): VatGroup {
  if (kind === 'phone') return 'margin';
  if (kind === 'extra-service' && serviceType === 'INSURANCE') return 'exempt';
  return 'standard';
}

/** An amount in hundredths of the currency (1299.99 lei → 129999): the rule book's `toMinorUnits`. */
export const toHundredths = toMinorUnits;

export interface VatGroupTotal {
  readonly group: VatGroup;
  /** The standard rate in percent; null for the margin scheme and the exempt group. */
  readonly percent: number | null;
  /** Hundredths; null in the margin scheme (no VAT is shown there). */
  readonly base: number | null;
  readonly vat: number | null;
  readonly gross: number;
}

export interface VatBreakdown {
  /** The groups the order has, in the order margin, standard, exempt. */
  readonly groups: readonly VatGroupTotal[];
  /** The VAT stated on the invoice, in hundredths. */
  readonly vat: number;
  /** What the person pays, in hundredths: the order's total. */
  readonly gross: number;
}

const GROUPS: readonly VatGroup[] = ['margin', 'standard', 'exempt'];

/**
 * The VAT summary of an order: `items` are its lines and charges (hundredths, VAT-inclusive) with
 * their group, `discount` the hundredths taken off the order. A group is listed when an item is
 * in it (a charge of 0, such as free shipping, puts none there).
 */
export function vatBreakdown(
  country: Country,
  percent: number,
  items: readonly { readonly group: VatGroup; readonly amount: number }[],
  discount: number,
): VatBreakdown {
  const present = GROUPS.filter((group) =>
    items.some((item) => item.group === group && item.amount !== 0),
  );
  const gross = new Map(
    present.map((group) => [
      group,
      items.filter((item) => item.group === group).reduce((sum, item) => sum + item.amount, 0),
    ]),
  );
  let left = discount;
  for (const group of present) {
    const taken = Math.min(left, gross.get(group)!);
    gross.set(group, gross.get(group)! - taken);
    left -= taken;
  }
  const step = VAT_ROUNDING[country];
  const groups = present.map((group): VatGroupTotal => {
    const total = gross.get(group)!;
    if (group === 'margin') return { group, percent: null, base: null, vat: null, gross: total };
    if (group === 'exempt') return { group, percent: null, base: total, vat: 0, gross: total };
    const vat = Math.round((total * percent) / ((100 + percent) * step)) * step;
    return { group, percent, base: total - vat, vat, gross: total };
  });
  return {
    groups,
    vat: groups.reduce((sum, group) => sum + (group.vat ?? 0), 0),
    gross: groups.reduce((sum, group) => sum + group.gross, 0),
  };
}
