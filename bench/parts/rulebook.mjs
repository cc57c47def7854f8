/**
 * Rule-book scaling: what `mergeCarts`, `cartTotal` and `refreshCart` of the built
 * `@refurb/shared-contracts` cost per cart line on carts of 10, 100 and 1,000 lines, and how that
 * cost grows (per-line cost at 1,000 ÷ at 10; linear work keeps it near 1 or below, as the fixed
 * cost of a call spreads thinner; quadratic work would make it about 100).
 *
 * A cart of N lines holds 80 % phones (each with extra services, a case and on every third a
 * battery, so its battery entry) and 20 % stand-alone accessories with the gift-wrap tax; every
 * cart is parsed with CartStateSchema first. mergeCarts merges two such carts sharing half of
 * their phones; refreshCart gets the server's answer for the whole cart, in which one phone in
 * eight has sold, one in four has a new price and one accessory in five is no longer sold (it
 * parses that answer with zod, as it does in the shop, so that is part of its cost).
 *
 * Each run is a loop of calls lasting about RUN_MS, after a warm-up of the same length; the value
 * is the median of the runs' µs per line (at least MIN_RUNS runs, whatever `runs` says).
 */
import { performance } from 'node:perf_hooks';
import {
  CartStateSchema,
  RefreshCartResponseSchema,
  cartTotal,
  mergeCarts,
  refreshCart,
} from '@refurb/shared-contracts/cart';
import { median } from '../support/stats.mjs';
import { runAlone } from '../support/run-alone.mjs';

export const quick = true;

export const SIZES = [10, 100, 1000];
/** Per-line cost at 1,000 lines ÷ at 10: linear or better, with room for noise. */
const GROWTH_BUDGET = 3;
const RUN_MS = 60;
/** Rounds at least: they are cheap, and a growth ratio of two medians needs steady medians on a busy machine. */
const MIN_RUNS = 5;
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

const services = (i, bump = 1) => [
  { id: `w12-${i % 3}`, key: 'warranty_12', type: 'EXTRA_WARRANTY', price: 99 * bump },
  { id: `w24-${i % 3}`, key: 'warranty_24', type: 'EXTRA_WARRANTY', price: 179 * bump },
  { id: `ins-${i % 3}`, key: 'insurance_12', type: 'INSURANCE', buyPrice: 149 * bump },
];

const caseOf = (i) => ({
  id: `case-${i % 7}`,
  name: 'Husa silicon',
  price: 49.9,
  type: 'deviceAccessory',
  isActive: true,
  isWrappingTax: false,
});
const batteryOf = (i) => ({
  id: `battery-${i % 5}`,
  name: 'Baterie noua',
  price: 189,
  type: 'deviceAccessory',
  isActive: true,
  isWrappingTax: false,
  category: 'BATTERY',
});
const availableAccessories = (i) => [
  caseOf(i),
  batteryOf(i),
  { ...caseOf(i + 1), id: `glass-${i % 4}`, name: 'Folie sticla', price: 39 },
];

/** The phone of number `i`: the same phone in every cart that holds number `i`. */
function phoneOf(i) {
  const watch = i % 5 === 4;
  const selected = i % 2 === 0 ? [{ ...services(i)[0], isSelected: true }] : [];
  return {
    type: 'phone',
    id: `ph-${i}`,
    order_id: 700_001 + i,
    productId: `P${String(i + 1).padStart(5, '0')}`,
    buy_price: 1499 + (i % 40) * 50,
    ...(i % 3 === 0 ? { previous_buy_price: 1699 + (i % 40) * 50 } : {}),
    title: watch ? 'Apple Watch Series 8 45mm Midnight' : 'Apple iPhone 13 128GB Midnight',
    modelDisplayName: watch ? 'Apple Watch Series 8' : 'iPhone 13',
    configSummary: watch ? '45mm, Midnight' : '128GB, Midnight',
    shortTitle: watch ? 'Watch S8 45mm' : 'iPhone 13 128GB',
    brand: 'Apple',
    model: watch ? 'Watch Series 8' : 'iPhone 13',
    color: 'Midnight',
    storage: watch ? undefined : '128GB',
    model_type: watch ? 'SMARTWATCH' : 'SMARTPHONE',
    shape: i % 3 === 0 ? 'BUN' : 'FOARTE_BUN',
    selected_extra_services: selected,
    available_extra_services: services(i).map((s) => ({
      ...s,
      isSelected: selected.some((x) => x.id === s.id),
    })),
    deviceAccessories: i % 3 === 0 ? [caseOf(i), batteryOf(i)] : [caseOf(i)],
    deviceAvailableAccessories: availableAccessories(i),
    availability: 1 + (i % 9),
    productImage: `https://img.example/p-${i}-320.jpg`,
    productUrl: `/magazin/apple/telefoane-apple-iphone-13-128gb-midnight/${1000 + i}/`,
    sku: `SKU-${1000 + i}`,
    model_id: 1000 + (i % 40),
    batteryType: i % 3 === 0 ? 'Noua' : 'Standard',
  };
}

/**
 * A cart of `lines` lines (80 % phones, numbered from `first`; the rest accessories, the gift-wrap
 * tax among them), parsed with CartStateSchema.
 */
export function cartOf(lines, first = 0) {
  const phoneCount = Math.round(lines * 0.8);
  const phones = Array.from({ length: phoneCount }, (_, k) => phoneOf(first + k));
  const accessories = Array.from({ length: lines - phoneCount }, (_, k) =>
    k === 0
      ? {
          id: 'wrap',
          name: 'Ambalaj cadou',
          price: 15,
          type: 'accessory',
          isActive: true,
          isWrappingTax: true,
        }
      : {
          id: `acc-${first + k}`,
          name: 'Incarcator 20W',
          price: 89.9,
          type: 'accessory',
          isActive: true,
          isWrappingTax: false,
          ...(k % 2 === 0 ? { phoneId: phones[k % phones.length].id } : {}),
        },
  );
  return CartStateSchema.parse({
    phoneCart: phones,
    accessoryCart: accessories,
    batteryCart: phones.flatMap((p) =>
      p.deviceAccessories
        .filter((a) => a.category === 'BATTERY')
        .map((a) => ({ phoneId: p.id, id: a.id, price: a.price })),
    ),
    giftWrap: { isActive: true, is_wrapping_tax: true },
    timestamp: NOW + first,
    expireAt: NOW + first + 30 * 86_400_000,
    stateVersion: '1.04',
  });
}

/** shop-api's refresh answer for `cart`: some phones sold, some prices moved, some accessories withdrawn. */
export function refreshAnswerFor(cart) {
  return RefreshCartResponseSchema.parse({
    phones: cart.phoneCart
      .map((phone, k) => ({ phone, k }))
      .filter(({ k }) => k % 8 !== 7)
      .map(({ phone, k }) => {
        const bump = k % 4 === 1 ? 1.03 : 1;
        return {
          legacySellOrderId: phone.order_id,
          productId: phone.productId,
          buy_price: Math.round(phone.buy_price * bump * 100) / 100,
          ...(phone.previous_buy_price === undefined
            ? {}
            : { previous_buy_price: phone.previous_buy_price }),
          availability: phone.availability,
          title: phone.title,
          modelDisplayName: phone.modelDisplayName,
          shortTitle: phone.shortTitle,
          configSummary: phone.configSummary,
          productImage: phone.productImage,
          productUrl: phone.productUrl,
          available_extra_services: phone.available_extra_services.map((s) => ({
            ...s,
            isSelected: false,
            ...(s.price === undefined ? {} : { price: Math.round(s.price * bump) }),
          })),
          deviceAccessories: phone.deviceAvailableAccessories.map((a) => ({
            ...a,
            price: Math.round(a.price * bump * 100) / 100,
          })),
          deviceAvailableAccessories: phone.deviceAvailableAccessories,
        };
      }),
    accessories: cart.accessoryCart.map((a, k) => ({
      id: a.id,
      price: a.price,
      isActive: a.isWrappingTax || k % 5 !== 4,
    })),
  });
}

/** The three rules, each as a call on prepared inputs of `lines` lines. */
function subjects(lines) {
  const local = cartOf(lines);
  const cloud = cartOf(lines, Math.round(lines * 0.4));
  const answer = refreshAnswerFor(local);
  return {
    mergeCarts: () => mergeCarts(local, cloud).phoneCart.length,
    cartTotal: () => cartTotal(local),
    refreshCart: () => {
      const result = refreshCart(local, answer);
      if (result.error) throw new Error(result.error.message);
      return result.phonesRemoved.length;
    },
  };
}

/** Calls `fn` for about `ms` milliseconds and answers how many calls that was and what they summed. */
function loopFor(fn, ms) {
  let calls = 0;
  let sink = 0;
  const start = performance.now();
  const until = start + ms;
  do {
    for (let k = 0; k < 10; k += 1) sink += fn();
    calls += 10;
  } while (performance.now() < until);
  return { calls, elapsed: performance.now() - start, sink };
}

/**
 * The µs per line of one rule on each size: every size warmed up and its call count fixed first,
 * then `runs` rounds that time each size once in turn (so a busy moment of the machine falls on
 * all sizes alike); the median of each size's rounds.
 */
function perLine(fnBySize, runs) {
  let sink = 0;
  const plan = SIZES.map((lines) => {
    const fn = fnBySize.get(lines);
    const warm = loopFor(fn, RUN_MS);
    sink += warm.sink;
    return {
      lines,
      fn,
      calls: Math.max(10, Math.round((warm.calls * RUN_MS) / warm.elapsed)),
      costs: [],
    };
  });
  for (let run = 0; run < runs; run += 1) {
    for (const entry of plan) {
      const start = performance.now();
      for (let k = 0; k < entry.calls; k += 1) sink += entry.fn();
      entry.costs.push(((performance.now() - start) * 1000) / (entry.calls * entry.lines));
    }
  }
  if (!Number.isFinite(sink)) throw new Error('the rules answered nonsense');
  return new Map(plan.map(({ lines, costs }) => [lines, median(costs)]));
}

export async function measure({ runs, log }) {
  const runCount = Math.max(MIN_RUNS, runs);
  const bySize = new Map(SIZES.map((lines) => [lines, subjects(lines)]));
  const rows = [];
  for (const name of ['mergeCarts', 'cartTotal', 'refreshCart']) {
    const costs = perLine(
      new Map(SIZES.map((lines) => [lines, bySize.get(lines)[name]])),
      runCount,
    );
    for (const lines of SIZES) {
      rows.push({
        group: 'rulebook',
        name: `${name} ${lines}`,
        value: costs.get(lines),
        unit: 'µs/item',
      });
    }
    const growth = costs.get(SIZES.at(-1)) / costs.get(SIZES[0]);
    log(
      `rulebook: ${name} ${SIZES.map((lines) => `${costs.get(lines).toFixed(3)}`).join(' / ')} µs/item, growth ${growth.toFixed(2)}×`,
    );
    rows.push({
      group: 'rulebook',
      name: `${name} growth (${SIZES.at(-1)} ÷ ${SIZES[0]})`,
      value: growth,
      unit: '×',
      budget: { max: GROWTH_BUDGET },
    });
  }
  return { rows };
}

await runAlone(import.meta.url, measure, 3);
