import { KNOWN_CONDITION_GRADES, isProfessionallyFitted } from '@refurb/shared-contracts/testing';
import { describe, expect, it } from '@jest/globals';
import { COUNTRIES, DEVICE_TYPE_KEYS } from '@refurb/shared-contracts';
import { isSecondInsuranceTab } from '@refurb/shared-contracts/checkout';
import { previousPrice } from '../catalog/omnibus.js';
import { buildSeed } from './seed.js';

const DAY = 86_400_000;

describe('the seeded catalog looks like a real shop', () => {
  const NOW = new Date('2026-03-15T09:00:00Z');
  const seed = buildSeed(undefined, NOW);

  it('has at least 60 models across every device type, from real brands', () => {
    expect(seed.models.length).toBeGreaterThanOrEqual(60);
    expect(new Set(seed.models.map((m) => m.deviceType))).toEqual(new Set(DEVICE_TYPE_KEYS));
    expect(seed.brands.map((b) => b.name)).toEqual(
      expect.arrayContaining(['Apple', 'Samsung', 'Google', 'Sony', 'Nintendo']),
    );
  });

  it('gives every model storage, colour and grade variants, with FOARTE_BUN, BUN and two more grades', () => {
    const grades = new Set(seed.products.map((p) => p.grade));
    expect([...KNOWN_CONDITION_GRADES].every((g) => grades.has(g))).toBe(true);
    expect(grades.size).toBeGreaterThanOrEqual(4);
    for (const model of seed.models) {
      expect(seed.products.filter((p) => p.modelId === model.id).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('prices every listing in every country', () => {
    expect(seed.productPrices).toHaveLength(seed.products.length * COUNTRIES.length);
    const iphone = seed.products[0]!.id;
    const prices = Object.fromEntries(
      seed.productPrices.filter((p) => p.productId === iphone).map((p) => [p.country, p.price]),
    );
    expect(prices.hu).toBeGreaterThan(prices.ro!);
    expect(prices.ro).toBeGreaterThan(prices.bg!);
    expect(prices.bg).toBeGreaterThan(prices.gr!);
  });

  describe('price histories, for the EU price-reduction rule (catalog/omnibus.ts)', () => {
    const historyOf = new Map<string, typeof seed.priceHistory>();
    for (const row of seed.priceHistory) {
      const key = `${row.productId}|${row.country}`;
      historyOf.set(key, [...(historyOf.get(key) ?? []), row]);
    }
    const priced = seed.productPrices.map((p) => {
      const history = historyOf.get(`${p.productId}|${p.country}`) ?? [];
      return { ...p, history, previous: previousPrice(history, p.price) };
    });

    it('ends every history at the price on sale, oldest first and before the seed’s clock', () => {
      const wrong = priced.filter(({ history, price }) => {
        const times = history.map((h) => h.validFrom.getTime());
        return (
          history.at(-1)?.price !== price ||
          times.some((time, i) => time >= NOW.getTime() || (i > 0 && time <= times[i - 1]!))
        );
      });
      expect(wrong).toEqual([]);
    });

    it('keeps most prices unchanged for 60 days or more', () => {
      const stable = priced.filter((p) => p.history.length === 1);
      expect(stable.length).toBeGreaterThan(priced.length / 2);
      const since = (p: (typeof stable)[number]) => p.history[0]!.validFrom.getTime();
      expect(stable.every((p) => since(p) <= NOW.getTime() - 60 * DAY)).toBe(true);
    });

    it('reduces about a quarter, which show the dearer price of the 30 days before', () => {
      const shown = priced.filter((p) => p.previous !== null);
      expect(shown.length).toBeGreaterThan(priced.length / 5);
      expect(shown.length).toBeLessThan(priced.length / 3);
      expect(shown.every((p) => p.previous! > p.price)).toBe(true);
      // Some were at today's price before, more than 30 days before the reduction: ignored.
      expect(shown.some((p) => p.history[0]!.price === p.price)).toBe(true);
    });

    it('raises a few and "reduces" them back above the old price: no previous price', () => {
      const lowered = priced.filter((p) => (p.history.at(-2)?.price ?? 0) > p.price);
      const refused = lowered.filter((p) => p.previous === null);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.every((p) => p.history[0]!.price < p.price)).toBe(true);
    });
  });

  it('has sold-out listings, units with a new battery and units with a standard one', () => {
    expect(seed.products.some((p) => p.stock === 0)).toBe(true);
    expect(seed.products.some((p) => p.stock > 0)).toBe(true);
    expect(new Set(seed.products.map((p) => p.batteryType))).toEqual(new Set(['Noua', 'Standard']));
  });

  it('has unique ids, legacy sell order ids and model ids', () => {
    const unique = (list: unknown[]) => new Set(list).size === list.length;
    expect(unique(seed.products.map((p) => p.id))).toBe(true);
    expect(unique(seed.products.map((p) => p.legacySellOrderId))).toBe(true);
    expect(unique(seed.models.map((m) => m.legacyModelId))).toBe(true);
    expect(unique(seed.models.map((m) => m.slug))).toBe(true);
  });

  it('offers both service types per device type, with Ad_Th insurance for the second tab', () => {
    for (const type of DEVICE_TYPE_KEYS) {
      const services = seed.extraServices.filter((s) => s.deviceType === type);
      expect(new Set(services.map((s) => s.type))).toEqual(
        new Set(['EXTRA_WARRANTY', 'INSURANCE']),
      );
      expect(services.some((s) => isSecondInsuranceTab(s.key))).toBe(true);
    }
  });

  it('has cases, screen protectors, chargers, fitted items, a battery and the gift-wrap tax', () => {
    const categories = new Set(seed.accessories.map((a) => a.category));
    for (const c of ['CASE', 'SCREEN_PROTECTOR', 'CHARGER', 'BATTERY', 'GIFT_WRAP'])
      expect(categories.has(c)).toBe(true);
    expect(seed.accessories.some((a) => isProfessionallyFitted(a))).toBe(true);
    expect(seed.accessories.filter((a) => a.isWrappingTax)).toHaveLength(1);
  });

  it('is the same on every run', () => {
    expect(buildSeed(undefined, NOW)).toEqual(seed);
  });
});
