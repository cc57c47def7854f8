/**
 * An order's invoice: what it says, in the order site's language, built from the stored order
 * alone (its contact, billing and delivery details and its lines as priced when it was placed).
 * The invoice number is the order's, in an `INV-` series, so one order has one invoice; its date
 * is the day the order was placed in the site's time zone.
 */
import {
  countryConfig,
  priceFormatter,
  type AddressServerInput,
  type Country,
  type OrderBillingSchema,
  type OrderContactSchema,
  type OrderDeliverySchema,
} from '@refurb/shared-contracts';
import type { z } from 'zod';
import type { LineNames } from '../account/account.repository.js';
import { orderLineName } from '../catalog/offers.js';
import type { StoredOrder } from '../orders/orders.repository.js';
import { INVOICE_LABELS, type InvoiceLabels } from './invoice-labels.js';

export const SHOP_NAME = 'Refurb';

export interface Invoice {
  readonly country: Country;
  readonly labels: InvoiceLabels;
  readonly number: string;
  readonly orderId: string;
  readonly date: string;
  /** The buyer block, line by line: name, company details, address, e-mail, phone. */
  readonly buyer: readonly string[];
  readonly lines: readonly { readonly name: string; readonly price: string }[];
  readonly totals: readonly { readonly label: string; readonly amount: string }[];
  readonly total: string;
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

export function invoiceOf(order: StoredOrder, lines: readonly Line[], names: LineNames): Invoice {
  const country = order.country as Country;
  const labels = INVOICE_LABELS[country];
  const money = priceFormatter(country);
  const { locale, timeZone } = countryConfig(country);
  const date = new Intl.DateTimeFormat(locale, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(order.placedAt);
  const nameOf = (line: Line) => orderLineName(country, line, names);
  const totals = [
    { label: labels.shipping, amount: order.shippingCost, always: true },
    { label: labels.codFee, amount: order.codFee, always: false },
    { label: labels.discount, amount: -order.discount, always: false },
  ].filter((row) => row.always || row.amount !== 0);
  return {
    country,
    labels,
    number: invoiceNumber(order.id),
    orderId: order.id,
    date,
    buyer: buyerOf(order, labels),
    lines: lines.map((line) => ({ name: nameOf(line), price: money(line.price) })),
    totals: totals.map((row) => ({ label: row.label, amount: money(row.amount) })),
    total: money(order.total),
  };
}
