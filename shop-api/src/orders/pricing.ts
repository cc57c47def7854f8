/**
 * Re-prices a checkout cart from today's catalog: every line at its current price, each change
 * from what the person was shown listed, and the totals of the order. Pure: the caller loads the
 * rows. Totals follow the spec's cart total (phones + selected extra services + device accessories
 * + accessories); then the promo discount (a percentage of the phones), shipping and, for cash-type
 * methods, the cash-on-delivery fee.
 *
 * A device carries at most one extra service of each type (spec section 4: "selecting an extra
 * service replaces any other of the same type"): of several sent for one type, the last counts,
 * and an id sent twice counts once. A device accessory sent twice for one device counts once too.
 * So a warranty sent four times is charged once, whatever the client adds up.
 */
import {
  orderTotals,
  roundMoney,
  sumMoney,
  type Country,
  type DeviceTypeKey,
} from '@refurb/shared-contracts';
import { type CheckoutCart, type PriceChange } from '@refurb/shared-contracts/api/checkout';
import { isCashMethod, type CheckoutSummary } from '@refurb/shared-contracts/checkout';
import type { AccessoryRow, ExtraServiceRow, ProductRow } from '../catalog/catalog.repository.js';
import { servicePrice } from '../catalog/money.js';
import { extraServiceName, productNaming } from '../catalog/offers.js';

export interface PricingRows {
  readonly products: readonly ProductRow[];
  readonly services: ReadonlyMap<DeviceTypeKey, readonly ExtraServiceRow[]>;
  readonly accessories: readonly AccessoryRow[];
  readonly promo: { readonly code: string; readonly percentage: number } | null;
  readonly shipping: { readonly cost: number; readonly codFee: number };
}

export interface PricedLine {
  readonly kind: PriceChange['kind'];
  readonly refId: string;
  readonly name: string;
  readonly price: number;
}

export interface PricedCart {
  readonly summary: CheckoutSummary;
  readonly codFee: number;
  readonly changes: PriceChange[];
  readonly lines: PricedLine[];
  /** Phones that are sold out or gone (a subset of `changes`). */
  readonly soldOut: string[];
}

/** Prices the lines alone: shipping and the cash-on-delivery fee are added by `addShipping`. */
export function priceItems(cart: CheckoutCart, rows: Omit<PricingRows, 'shipping'>): PricedCart {
  const country: Country = cart.country;
  const products = new Map(rows.products.map((p) => [p.id, p]));
  const accessories = new Map(rows.accessories.map((a) => [a.id, a]));
  const changes: PriceChange[] = [];
  const lines: PricedLine[] = [];
  const soldOut: string[] = [];

  for (const phone of cart.phones) {
    const product = products.get(phone.productId);
    if (!product || product.legacySellOrderId !== phone.legacySellOrderId || product.stock === 0) {
      changes.push({ kind: 'phone', id: phone.productId, shown: phone.shownPrice, current: null });
      soldOut.push(phone.productId);
      continue;
    }
    if (product.price !== phone.shownPrice) {
      changes.push({
        kind: 'phone',
        id: product.id,
        shown: phone.shownPrice,
        current: product.price,
      });
    }
    lines.push({
      kind: 'phone',
      refId: product.id,
      name: productNaming(product).title,
      price: product.price,
    });
    const offered = rows.services.get(product.deviceType) ?? [];
    const chosen = new Map<ExtraServiceRow['type'], ExtraServiceRow>();
    for (const id of new Set(phone.extraServiceIds)) {
      const service = offered.find((s) => s.id === id);
      if (!service) {
        changes.push({ kind: 'extra-service', id, shown: null, current: null });
        continue;
      }
      chosen.delete(service.type);
      chosen.set(service.type, service);
    }
    for (const service of chosen.values()) {
      const price = servicePrice(country, product.price, service.pricePercent);
      // Named as the product page names it, in the order's language: the purchases, the return
      // form and the invoice show this name (issue 35: never the key).
      lines.push({
        kind: 'extra-service',
        refId: service.id,
        name: extraServiceName(country, service),
        price,
      });
    }
    for (const id of new Set(phone.deviceAccessoryIds)) {
      const accessory = accessories.get(id);
      const fits =
        accessory &&
        accessory.isActive &&
        !accessory.isWrappingTax &&
        (accessory.deviceType === null || accessory.deviceType === product.deviceType);
      if (!fits) {
        changes.push({ kind: 'device-accessory', id, shown: null, current: null });
        continue;
      }
      lines.push({
        kind: 'device-accessory',
        refId: id,
        name: accessory.translatedName,
        price: accessory.price,
      });
    }
  }
  for (const line of cart.accessories) {
    const accessory = accessories.get(line.id);
    if (!accessory?.isActive) {
      changes.push({ kind: 'accessory', id: line.id, shown: line.shownPrice, current: null });
      continue;
    }
    if (accessory.price !== line.shownPrice) {
      changes.push({
        kind: 'accessory',
        id: line.id,
        shown: line.shownPrice,
        current: accessory.price,
      });
    }
    lines.push({
      kind: 'accessory',
      refId: line.id,
      name: accessory.translatedName,
      price: accessory.price,
    });
  }

  const productsTotal = sumMoney(lines.filter((l) => l.kind === 'phone').map((l) => l.price));
  const extrasTotal = sumMoney(lines.filter((l) => l.kind !== 'phone').map((l) => l.price));
  // The rule book's totals, as the cart's summary works them out (rules/money.ts).
  const { discount, itemsTotal } = orderTotals({
    products: productsTotal,
    extras: extrasTotal,
    promoPercentage: rows.promo?.percentage ?? 0,
    shipping: 0,
    codFee: 0,
  });
  const productCount = lines.filter(
    (l) => l.kind !== 'extra-service' && !accessories.get(l.refId)?.isWrappingTax,
  ).length;
  return {
    summary: {
      productsTotal,
      extrasTotal,
      shippingCost: 0,
      discount,
      total: itemsTotal,
      productCount,
    },
    codFee: 0,
    changes,
    lines,
    soldOut,
  };
}

/** Adds shipping and, for cash-type methods, the cash-on-delivery fee to priced items. */
export function addShipping(
  items: PricedCart,
  paymentMethod: CheckoutCart['paymentMethod'],
  shipping: PricingRows['shipping'],
): PricedCart {
  const codFee = isCashMethod(paymentMethod) ? shipping.codFee : 0;
  return {
    ...items,
    summary: {
      ...items.summary,
      shippingCost: shipping.cost,
      total: roundMoney(items.summary.total + shipping.cost + codFee),
    },
    codFee,
  };
}

export function priceCart(cart: CheckoutCart, rows: PricingRows): PricedCart {
  return addShipping(priceItems(cart, rows), cart.paymentMethod, rows.shipping);
}
