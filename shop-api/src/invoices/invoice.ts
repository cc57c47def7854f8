/**
 * An order's invoice: what it says, in the order site's language, built from the stored order
 * alone (its contact, billing and delivery details and its lines as priced when it was placed)
 * and the seller's legal identity for the order's country (seller.ts, `SELLER_IDENTITY`).
 * The invoice number is the order's, in an `INV-` series, so one order has one invoice; its date
 * is the day the order was placed in the site's time zone.
 *
 * Its rows: the order stores one line per unit (a phone, each service and accessory chosen for
 * it, each stand-alone accessory), so identical lines (same kind, item, name and price: the same
 * accessory on two phones, the same warranty on two phones of one price) are one row with their
 * quantity, in the order of the first. Each row says its VAT rate: the country's standard rate,
 * the exempt word, or `*`, the margin scheme, whose mention is the note under the VAT summary.
 * The VAT summary (vat.ts) splits the order's total into those groups, the discount included.
 */
import { countryConfig, priceFormatter, type Country } from '@refurb/shared-contracts';
import {
  type OrderBillingSchema,
  type OrderContactSchema,
  type OrderDeliverySchema,
} from '@refurb/shared-contracts/api/checkout';
import { type AddressServerInput } from '@refurb/shared-contracts/checkout';
import type { z } from 'zod';
import type { LineNames } from '../account/account.repository.js';
import { orderLineName } from '../catalog/offers.js';
import type { StoredOrder } from '../orders/orders.repository.js';
import { INVOICE_LABELS, type InvoiceLabels } from './invoice-labels.js';
import type { SellerIdentities, SellerIdentity } from './seller.js';
import {
  standardVatRate,
  toHundredths,
  vatBreakdown,
  vatGroupOf,
  type VatBreakdown,
  type VatGroup,
} from './vat.js';

export const SHOP_NAME = 'Refurb';

/** The mark of the margin scheme in a row's VAT cell, explained by the note under the summary. */
export const MARGIN_MARK = '*';

export interface InvoiceRow {
  readonly name: string;
  readonly quantity: number;
  readonly unitPrice: string;
  readonly amount: string;
  /** The standard rate ("21 %"), the exempt word, or `MARGIN_MARK`. */
  readonly vatRate: string;
}

/** One line of the VAT summary; `—` where the margin scheme states no base and no VAT. */
export interface InvoiceVatRow {
  readonly rate: string;
  readonly base: string;
  readonly vat: string;
  readonly gross: string;
}

export interface Invoice {
  readonly country: Country;
  readonly labels: InvoiceLabels;
  readonly number: string;
  readonly orderId: string;
  readonly date: string;
  /** The seller block, line by line: legal name, tax number, trade register, address, bank. */
  readonly seller: readonly string[];
  /** The buyer block, line by line: name, company details, address, e-mail, phone. */
  readonly buyer: readonly string[];
  readonly lines: readonly InvoiceRow[];
  /** Shipping, the cash-on-delivery fee and the discount, each with its VAT rate. */
  readonly totals: readonly {
    readonly label: string;
    readonly amount: string;
    readonly vatRate: string;
  }[];
  readonly total: string;
  /** The VAT summary: a row per group (margin scheme, standard rate, exempt), then the total. */
  readonly vat: {
    readonly rows: readonly InvoiceVatRow[];
    readonly total: { readonly vat: string; readonly gross: string };
  };
  /** The margin scheme's mention (`* ...`), and the exemption's reason when a row is exempt. */
  readonly notes: readonly string[];
  /** The summary's numbers, in hundredths. */
  readonly breakdown: VatBreakdown;
}

interface Line {
  readonly kind: string;
  readonly refId: string;
  readonly name: string;
  readonly price: number;
}

type Contact = z.infer<typeof OrderContactSchema>;
type Billing = z.infer<typeof OrderBillingSchema>;
type Delivery = z.infer<typeof OrderDeliverySchema>;

export const invoiceNumber = (orderId: string): string => `INV-${orderId}`;

const addressLine = (a: AddressServerInput) =>
  [`${a.strada} ${a.nr}`, a.details, [a.cod_postal, a.oras].filter(Boolean).join(' '), a.judet]
    .filter(Boolean)
    .join(', ');

function buyerOf(order: StoredOrder, labels: InvoiceLabels): string[] {
  const contact = order.contact as Contact;
  const billing = order.billing as Billing;
  const address = billing.address ?? (order.delivery as Delivery).address;
  const company = billing.customerType === 'corporate' ? billing.company : undefined;
  return [
    ...(company
      ? [
          company.name,
          `${labels.fiscalCode}: ${company.fiscalCode}`,
          `${labels.registrationNumber}: ${company.registrationNumber}`,
        ]
      : []),
    contact.name,
    ...(address ? [`${labels.address}: ${addressLine(address)}`] : []),
    `${labels.email}: ${contact.email}`,
    `${labels.phone}: ${contact.phone}`,
  ];
}

function sellerOf(seller: SellerIdentity, labels: InvoiceLabels): string[] {
  return [
    seller.legalName,
    `${labels.taxId}: ${seller.taxId}`,
    `${labels.tradeRegister}: ${seller.registrationNumber}`,
    `${labels.address}: ${seller.address}`,
    ...(seller.iban ? [`${labels.iban}: ${seller.iban}`] : []),
    ...(seller.bank ? [`${labels.bank}: ${seller.bank}`] : []),
  ];
}

/** The day `at` is in `timeZone`, as YYYY-MM-DD. */
function isoDay(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function invoiceOf(
  order: StoredOrder,
  lines: readonly Line[],
  names: LineNames,
  sellers: SellerIdentities,
): Invoice {
  const country = order.country as Country;
  const labels = INVOICE_LABELS[country];
  const money = priceFormatter(country);
  const hundredths = (amount: number) => money(amount / 100);
  const { locale, timeZone } = countryConfig(country);
  const date = new Intl.DateTimeFormat(locale, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(order.placedAt);
  const percent = standardVatRate(country, isoDay(order.placedAt, timeZone));
  const rateOf: Readonly<Record<VatGroup, string>> = {
    margin: MARGIN_MARK,
    standard: new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100),
    exempt: labels.exempt,
  };
  const groupOf = (line: Line) => vatGroupOf(line.kind, names.services.get(line.refId)?.type);

  const rows = new Map<string, { line: Line; name: string; quantity: number }>();
  for (const line of lines) {
    const name = orderLineName(country, line, names);
    const key = JSON.stringify([line.kind, line.refId, name, toHundredths(line.price)]);
    const row = rows.get(key);
    if (row) row.quantity += 1;
    else rows.set(key, { line, name, quantity: 1 });
  }
  const totals = [
    { label: labels.shipping, amount: order.shippingCost, always: true, vatRate: rateOf.standard },
    { label: labels.codFee, amount: order.codFee, always: false, vatRate: rateOf.standard },
    { label: labels.discount, amount: -order.discount, always: false, vatRate: rateOf.margin },
  ].filter((row) => row.always || row.amount !== 0);

  const breakdown = vatBreakdown(
    country,
    percent,
    [
      ...lines.map((line) => ({ group: groupOf(line), amount: toHundredths(line.price) })),
      { group: 'standard' as const, amount: toHundredths(order.shippingCost) },
      { group: 'standard' as const, amount: toHundredths(order.codFee) },
    ],
    toHundredths(order.discount),
  );
  const none = '—';
  const groups = new Set(breakdown.groups.map((g) => g.group));
  return {
    country,
    labels,
    number: invoiceNumber(order.id),
    orderId: order.id,
    date,
    seller: sellerOf(sellers[country], labels),
    buyer: buyerOf(order, labels),
    lines: [...rows.values()].map(({ line, name, quantity }) => ({
      name,
      quantity,
      unitPrice: money(line.price),
      amount: hundredths(toHundredths(line.price) * quantity),
      vatRate: rateOf[groupOf(line)],
    })),
    totals: totals.map((row) => ({
      label: row.label,
      amount: money(row.amount),
      vatRate: row.vatRate,
    })),
    total: money(order.total),
    vat: {
      rows: breakdown.groups.map((g) => ({
        rate: rateOf[g.group],
        base: g.base === null ? none : hundredths(g.base),
        vat: g.vat === null ? none : hundredths(g.vat),
        gross: hundredths(g.gross),
      })),
      total: { vat: hundredths(breakdown.vat), gross: hundredths(breakdown.gross) },
    },
    notes: [
      ...(groups.has('margin') ? [`${MARGIN_MARK} ${labels.marginScheme}`] : []),
      ...(groups.has('exempt') ? [labels.exemptionNote] : []),
    ],
    breakdown,
  };
}
