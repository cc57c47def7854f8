import { describe, expect, it } from '@jest/globals';
import {
  COUNTRIES,
  DEVICE_TYPE_KEYS,
  KNOWN_CONDITION_GRADES,
  isSecondInsuranceTab,
  isProfessionallyFitted,
} from '@refurb/shared-contracts';
import { buildSeed } from './seed.js';

describe('the seeded catalog looks like a real shop', () => {
  const seed = buildSeed();

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

  it('prices every listing in every country, with some previous prices above the price', () => {
    expect(seed.productPrices).toHaveLength(seed.products.length * COUNTRIES.length);
    const discounted = seed.productPrices.filter((p) => p.previousPrice !== null);
    expect(discounted.length).toBeGreaterThan(seed.productPrices.length / 10);
    expect(discounted.every((p) => (p.previousPrice ?? 0) > p.price)).toBe(true);
    const iphone = seed.products[0]!.id;
    const prices = Object.fromEntries(
      seed.productPrices.filter((p) => p.productId === iphone).map((p) => [p.country, p.price]),
    );
    expect(prices.hu).toBeGreaterThan(prices.ro!);
    expect(prices.ro).toBeGreaterThan(prices.bg!);
    expect(prices.bg).toBeGreaterThan(prices.gr!);
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
    expect(buildSeed()).toEqual(seed);
  });
});
