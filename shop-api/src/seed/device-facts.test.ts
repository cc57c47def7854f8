import { describe, expect, it } from '@jest/globals';
import { BATTERY_HEALTH_FLOOR, type DeviceTypeKey } from '@refurb/shared-contracts';
import { ModelSpecsSchema, type ModelSpecs } from '@refurb/shared-contracts/api/catalog';
import { MODELS } from './catalog.data.js';
import { buildSeed } from './seed.js';

/** The fields ModelSpecsSchema's doc says each kind fills (a watch's chip only where published). */
const FACTS_OF: Record<DeviceTypeKey, readonly (keyof ModelSpecs)[]> = {
  SMARTPHONE: ['chip', 'ram', 'screen', 'cameras', 'sim', 'fiveG', 'dimensions', 'weight'],
  TABLET: ['chip', 'ram', 'screen', 'cameras', 'fiveG', 'dimensions', 'weight'],
  LAPTOP: ['cpu', 'gpu', 'ram', 'screen', 'keyboard', 'dimensions', 'weight'],
  SMARTWATCH: ['size', 'screen', 'material', 'dimensions', 'weight'],
  CONSOLE: ['cpu', 'gpu', 'dimensions', 'weight'],
};

describe('the seeded device facts (issue 36)', () => {
  const seed = buildSeed();

  it("gives every model its kind's specifications, as the contract reads them", () => {
    for (const { name, type, specs } of MODELS) {
      expect({ [name]: ModelSpecsSchema.parse(specs) }).toEqual({ [name]: specs });
      const missing = FACTS_OF[type].filter((field) => specs[field] === undefined);
      expect({ [name]: missing }).toEqual({ [name]: [] });
    }
    expect(MODELS.find((m) => m.name === 'iPhone 13')?.specs).toEqual({
      chip: 'Apple A15 Bionic',
      ram: '4 GB',
      screen: '6.1" Super Retina XDR OLED, 2532 × 1170',
      cameras: '12 MP wide + 12 MP ultra-wide; front 12 MP',
      sim: 'nano-SIM + eSIM',
      fiveG: true,
      dimensions: '146.7 × 71.5 × 7.65 mm',
      weight: 173,
      inBox: ['cable', 'sim-tool'],
    });
    expect(seed.models.map((m) => m.specs)).toEqual(MODELS.map((m) => m.specs));
  });

  it("opens a phone's, tablet's or laptop's screen with its diagonal, and says it once", () => {
    const screened = MODELS.filter((m) => ['SMARTPHONE', 'TABLET', 'LAPTOP'].includes(m.type));
    for (const { name, specs } of screened) {
      expect({ [name]: /^\d+(\.\d+)?" \S/.test(specs.screen ?? '') }).toEqual({ [name]: true });
      expect({ [name]: specs.size }).toEqual({ [name]: undefined });
    }
  });

  it('packs a way to charge in every box, a SIM tool with a phone, a charger with a laptop', () => {
    const charges = ['cable', 'charger', 'charging-puck', 'power-cable'];
    for (const { name, type, specs } of MODELS) {
      const box = specs.inBox ?? [];
      expect({ [name]: box.some((item) => charges.includes(item)) }).toEqual({ [name]: true });
      if (type === 'SMARTPHONE') expect(box).toEqual(['cable', 'sim-tool']);
      if (type === 'TABLET') expect(box).toEqual(specs.sim ? ['cable', 'sim-tool'] : ['cable']);
      if (type === 'LAPTOP') expect(box).toEqual(['charger', 'cable']);
      if (type === 'SMARTWATCH') expect(box).toContain('strap');
    }
  });

  it('measures every battery: 100 when new, from the floor up, mostly 86–95 %, when used; a console on a stand has none', () => {
    const modelOf = new Map(seed.models.map((m) => [m.id, m]));
    const stationary = (modelId: number) => {
      const model = modelOf.get(modelId);
      return model?.deviceType === 'CONSOLE' && !/Switch|Steam Deck/.test(model.name);
    };
    const used: number[] = [];
    const handheld = new Set<number | null | undefined>();
    for (const unit of seed.products) {
      if (modelOf.get(unit.modelId)?.deviceType === 'CONSOLE' && !stationary(unit.modelId))
        handheld.add(unit.batteryHealth);
      if (stationary(unit.modelId)) expect(unit.batteryHealth).toBeNull();
      else if (unit.batteryType === 'Noua') expect(unit.batteryHealth).toBe(100);
      else used.push(unit.batteryHealth!);
    }
    expect(used.every((h) => Number.isInteger(h) && h >= BATTERY_HEALTH_FLOOR && h < 100)).toBe(
      true,
    );
    const share = (from: number, to: number) =>
      used.filter((h) => h >= from && h <= to).length / used.length;
    expect(share(86, 95)).toBeGreaterThan(0.75);
    expect(share(96, 99)).toBeGreaterThan(0.05);
    expect(share(BATTERY_HEALTH_FLOOR, BATTERY_HEALTH_FLOOR)).toBeGreaterThan(0.02);
    expect(new Set(used).size).toBe(100 - BATTERY_HEALTH_FLOOR);
    // The handhelds (the Switch, the Steam Deck) run on a battery, measured as the others.
    expect(handheld.size).toBeGreaterThan(0);
    expect([...handheld].every((h) => h != null && h >= BATTERY_HEALTH_FLOOR)).toBe(true);
  });
});
