import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiErrorSchema, type Country } from '@refurb/shared-contracts';
import {
  CountiesResponseSchema,
  DeliveryEstimateResponseSchema,
  DeliveryOptionsResponseSchema,
  LocalitiesResponseSchema,
  PickupPointsResponseSchema,
  ShippingCostResponseSchema,
} from '@refurb/shared-contracts/api/delivery';
import { buildDeliverySeed, ensurePlaces } from '../seed/delivery.seed.js';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';

describe('the seeded delivery data', () => {
  const seed = buildDeliverySeed();

  it('has every first-level division: RO 41 + Bucharest, BG 28, HU 19 + Budapest, GR 54 units', () => {
    const per = (country: Country) => seed.counties.filter((c) => c.country === country);
    expect(per('ro')).toHaveLength(42);
    expect(per('bg')).toHaveLength(28);
    expect(per('hu')).toHaveLength(20);
    expect(per('gr')).toHaveLength(54);
    // Greece: every one of its 13 regions has its units
    expect(new Set(per('gr').map((c) => c.region)).size).toBe(13);
    for (const county of seed.counties) {
      expect(seed.localities.some((l) => l.countyId === county.id)).toBe(true);
    }
  });

  it('names BG places in Cyrillic and GR places in Greek, each with its Latin name', () => {
    const countryOf = new Map(seed.counties.map((c) => [c.id, c.country]));
    const script = {
      bg: /^[\u0400-\u04FF\s'.„“-]+$/u,
      gr: /^[\u0370-\u03FF\u1F00-\u1FFF\s'.-]+$/u,
    };
    for (const country of ['bg', 'gr'] as const) {
      const towns = seed.localities.filter((l) => countryOf.get(l.countyId) === country);
      expect(towns.length).toBeGreaterThan(250);
      for (const town of towns) {
        expect([town.name, script[country].test(town.name)]).toEqual([town.name, true]);
        expect(town.latinName).toMatch(/^[\p{Script=Latin}\s'.()-]+$/u);
      }
      for (const point of seed.points.filter((p) => p.country === country)) {
        expect(point.name).not.toMatch(/locker|office/);
      }
    }
    const town = (name: string) => seed.localities.find((l) => l.name === name);
    expect(town('София')?.latinName).toBe('Sofia');
    expect(town('Αθήνα')?.latinName).toBe('Athens');
    expect(town('Θεσσαλονίκη')?.latinName).toBe('Thessaloníki');
    expect(town('Cluj-Napoca')).toBeDefined();
    expect(town('Iași')).toBeDefined();
    expect(town('Gödöllő')).toBeDefined();
  });

  it('has unique ids and every point in a locality of its county', () => {
    const unique = (list: unknown[]) => new Set(list).size === list.length;
    expect(unique(seed.counties.map((c) => c.id))).toBe(true);
    expect(unique(seed.localities.map((l) => l.id))).toBe(true);
    expect(unique(seed.points.map((p) => p.id))).toBe(true);
    for (const point of seed.points) {
      expect(seed.localities.find((l) => l.id === point.localityId)?.countyId).toBe(point.countyId);
    }
  });

  it('offers the delivery kinds of spec section 9 per country', () => {
    const kinds = (country: Country) =>
      seed.rates
        .filter((r) => r.country === country)
        .map((r) => r.kind)
        .sort();
    expect(kinds('ro')).toEqual(['courier', 'locker']);
    for (const country of ['bg', 'hu', 'gr'] as const)
      expect(kinds(country)).toEqual(['courier', 'locker', 'office']);
  });
});

describe.each(testEngines())('courier API on %s', (engine) => {
  let server: TestServer;
  /** The server's clock: only the delivery estimate reads it. */
  let now = new Date();
  beforeAll(async () => {
    server = await startTestServer(engine, { clock: () => now });
  });
  afterAll(async () => {
    await server.close();
  });
  const json = async (path: string) => {
    const response = await server.get(path);
    expect(response.status).toBe(200);
    return response.json();
  };

  it('lists the counties of a country by name, and the localities of one', async () => {
    const { counties } = CountiesResponseSchema.parse(await json('/courier/counties?country=ro'));
    expect(counties).toHaveLength(42);
    // Romanian order: a < ă < â, s < ș (the site's language, not the database's collation)
    const at = (name: string) => counties.findIndex((c) => c.name === name);
    const pairs = [
      ['Alba', 'Arad'],
      ['Brașov', 'Brăila'],
      ['Caraș-Severin', 'Călărași'],
      ['Călărași', 'Cluj'],
      ['Dâmbovița', 'Dolj'],
      ['Sălaj', 'Sibiu'],
    ] as const;
    for (const [before, after] of pairs)
      expect([before, after, at(before) < at(after)]).toEqual([before, after, true]);
    const bucharest = counties.find((c) => c.name === 'București')!;
    const { localities } = LocalitiesResponseSchema.parse(
      await json(`/courier/localities?country=ro&countyId=${bucharest.id}`),
    );
    expect(localities.map((l) => l.name)).toEqual([
      'Sector 1',
      'Sector 2',
      'Sector 3',
      'Sector 4',
      'Sector 5',
      'Sector 6',
    ]);
    const bg = CountiesResponseSchema.parse(await json('/courier/counties?country=bg'));
    expect(bg.counties.find((c) => c.code === 'BG-22')).toMatchObject({
      name: 'София-град',
      latinName: 'Sofia Grad',
      region: null,
    });
    // Bulgarian order (Cyrillic): Благоевград first, Ямбол last
    expect([bg.counties[0]!.name, bg.counties.at(-1)!.name]).toEqual(['Благоевград', 'Ямбол']);
    const gr = CountiesResponseSchema.parse(await json('/courier/counties?country=gr'));
    expect(gr.counties.find((c) => c.name === 'Αχαΐα')?.region).toBe('Δυτική Ελλάδα');
  });

  it('answers 404 for a county of another country and 400 naming the field for a bad id', async () => {
    const { counties } = CountiesResponseSchema.parse(await json('/courier/counties?country=hu'));
    expect(
      (await server.get(`/courier/localities?country=ro&countyId=${counties[0]!.id}`)).status,
    ).toBe(404);
    const bad = await server.get('/courier/localities?country=ro&countyId=abc');
    expect(bad.status).toBe(400);
    expect(ApiErrorSchema.parse(await bad.json()).error.field).toBe('query.countyId');
  });

  it.each([
    ['ro', 'locker', 'easybox'],
    ['bg', 'locker', 'econt-locker'],
    ['bg', 'office', 'econt-office'],
    ['hu', 'locker', 'gls-locker'],
    ['hu', 'office', 'gls-office'],
    ['gr', 'office', 'gls-office'],
    ['gr', 'locker', 'gls-locker'],
  ] as const)('%s %s points are %s', async (country, kind, subType) => {
    const { points } = PickupPointsResponseSchema.parse(
      await json(`/courier/pickup-points?country=${country}&kind=${kind}`),
    );
    expect(points.length).toBeGreaterThan(5);
    expect(points.every((p) => p.kind === kind && p.subType === subType)).toBe(true);
  });

  it('filters points by county and locality; RO has no offices', async () => {
    const { points } = PickupPointsResponseSchema.parse(
      await json('/courier/pickup-points?country=ro&kind=locker'),
    );
    const first = points[0]!;
    const inCounty = PickupPointsResponseSchema.parse(
      await json(`/courier/pickup-points?country=ro&kind=locker&countyId=${first.countyId}`),
    );
    expect(inCounty.points.every((p) => p.countyId === first.countyId)).toBe(true);
    const inLocality = PickupPointsResponseSchema.parse(
      await json(`/courier/pickup-points?country=ro&kind=locker&localityId=${first.localityId}`),
    );
    expect(inLocality.points.every((p) => p.localityId === first.localityId)).toBe(true);
    expect(
      PickupPointsResponseSchema.parse(await json('/courier/pickup-points?country=ro&kind=office'))
        .points,
    ).toEqual([]);
  });

  it('lists the delivery options with the currency label', async () => {
    const hu = DeliveryOptionsResponseSchema.parse(
      await json('/courier/delivery-options?country=hu'),
    );
    expect(hu.options.map((o) => o.kind).sort()).toEqual(['courier', 'locker', 'office']);
    expect(hu.currencyLabel).toBe('Ft');
  });

  it('costs shipping below the free threshold and nothing from it up', async () => {
    const below = ShippingCostResponseSchema.parse(
      await json('/courier/shipping-cost?country=ro&delivery=courier&orderTotal=999.99'),
    );
    expect(below).toEqual({
      cost: 19.99,
      freeShippingThreshold: 1000,
      codFee: 9.99,
      currencyLabel: 'lei',
    });
    const at = ShippingCostResponseSchema.parse(
      await json('/courier/shipping-cost?country=ro&delivery=courier&orderTotal=1000'),
    );
    expect(at.cost).toBe(0);
  });

  it.each([
    ['ro', 'locker', 999.99, 12.99, 1000, 9.99, 'lei'],
    ['bg', 'office', 199.99, 4.99, 200, 2.99, 'Lev'],
    ['hu', 'locker', 99_999, 990, 100_000, 590, 'Ft'],
    ['gr', 'courier', 99.99, 3.9, 100, 2, 'euro'],
  ] as const)(
    '%s %s: %p costs %p, free from %p, COD fee %p %s',
    async (country, delivery, below, cost, threshold, codFee, label) => {
      const at = (total: number) =>
        json(`/courier/shipping-cost?country=${country}&delivery=${delivery}&orderTotal=${total}`);
      expect(ShippingCostResponseSchema.parse(await at(below))).toEqual({
        cost,
        freeShippingThreshold: threshold,
        codFee,
        currencyLabel: label,
      });
      expect(ShippingCostResponseSchema.parse(await at(threshold)).cost).toBe(0);
    },
  );

  it("lists a county's towns most populous first, pickup points with their town's names", async () => {
    const { counties } = CountiesResponseSchema.parse(await json('/courier/counties?country=bg'));
    const plovdiv = counties.find((c) => c.name === 'Пловдив')!;
    const { localities } = LocalitiesResponseSchema.parse(
      await json(`/courier/localities?country=bg&countyId=${plovdiv.id}`),
    );
    expect(localities.slice(0, 2).map((l) => l.name)).toEqual(['Пловдив', 'Асеновград']);
    expect(localities.length).toBeGreaterThan(10);
    const { points } = PickupPointsResponseSchema.parse(
      await json(`/courier/pickup-points?country=bg&kind=office&localityId=${localities[0]!.id}`),
    );
    expect(points[0]).toMatchObject({
      locality: 'Пловдив',
      localityLatinName: 'Plovdiv',
      name: 'Офис на Еконт Пловдив',
      openingHours: 'пон.–пет. 09:00–19:00, съб. 10:00–14:00',
    });
  });

  it('filters pickup points by provider', async () => {
    const all = PickupPointsResponseSchema.parse(
      await json('/courier/pickup-points?country=bg&kind=locker&provider=econt-locker'),
    );
    expect(all.points.length).toBeGreaterThan(0);
    const none = PickupPointsResponseSchema.parse(
      await json('/courier/pickup-points?country=bg&kind=locker&provider=gls-locker'),
    );
    expect(none.points).toEqual([]);
    const bad = await server.get('/courier/pickup-points?country=bg&kind=locker&provider=dhl');
    expect(ApiErrorSchema.parse(await bad.json()).error.field).toBe('query.provider');
  });

  it('seeds the places again into a database whose places a migration emptied', async () => {
    await server.database.exec(
      'DELETE FROM pickup_points; DELETE FROM localities; DELETE FROM counties;',
    );
    expect((await server.get('/courier/counties?country=gr')).status).toBe(200);
    expect(await ensurePlaces(server.database.db)).toBe(true);
    expect(await ensurePlaces(server.database.db)).toBe(false);
    const { counties } = CountiesResponseSchema.parse(await json('/courier/counties?country=gr'));
    expect(counties).toHaveLength(54);
  });

  it('refuses a delivery kind the country does not offer', async () => {
    const response = await server.get(
      '/courier/shipping-cost?country=ro&delivery=office&orderTotal=10',
    );
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(await response.json()).error.field).toBe('query.delivery');
  });

  describe('the delivery estimate', () => {
    const estimateAt = async (instant: string, query: string) => {
      now = new Date(instant);
      return server.get(`/courier/delivery-estimate?${query}`);
    };

    it('answers each kind RO offers, past the long weekend of 30 Nov and 1 Dec', async () => {
      // Friday 27 November 2026, 16:00 in Bucharest: past the 15:00 cut-off
      const response = await estimateAt('2026-11-27T14:00:00Z', 'country=ro');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      const days = { orderBy: '2026-12-02T13:00:00.000Z', from: '2026-12-03', to: '2026-12-04' };
      expect(DeliveryEstimateResponseSchema.parse(await response.json())).toEqual({
        country: 'ro',
        timeZone: 'Europe/Bucharest',
        estimates: [
          { kind: 'courier', ...days },
          { kind: 'locker', ...days },
        ],
      });
    });

    it('reads the day in Athens: 23:30 UTC on Thursday is Friday morning there', async () => {
      const body = DeliveryEstimateResponseSchema.parse(
        await (await estimateAt('2026-11-26T23:30:00Z', 'country=gr')).json(),
      );
      const days = { orderBy: '2026-11-27T12:00:00.000Z', from: '2026-12-01', to: '2026-12-03' };
      expect(body).toEqual({
        country: 'gr',
        timeZone: 'Europe/Athens',
        estimates: [
          { kind: 'courier', ...days },
          { kind: 'locker', ...days },
          { kind: 'office', ...days },
        ],
      });
    });

    it('keeps 23 October off in HU, with its 14:00 cut-off', async () => {
      const body = DeliveryEstimateResponseSchema.parse(
        await (await estimateAt('2026-10-22T12:30:00Z', 'country=hu')).json(),
      );
      expect(body.estimates.map((e) => [e.kind, e.orderBy, e.from, e.to])).toEqual([
        ['courier', '2026-10-26T13:00:00.000Z', '2026-10-27', '2026-10-29'],
        ['locker', '2026-10-26T13:00:00.000Z', '2026-10-27', '2026-10-29'],
        ['office', '2026-10-26T13:00:00.000Z', '2026-10-27', '2026-10-29'],
      ]);
    });

    it.each(['country=xx', 'country=RO', ''])('refuses %p naming query.country', async (query) => {
      const response = await estimateAt('2026-11-27T14:00:00Z', query);
      expect(response.status).toBe(400);
      expect(ApiErrorSchema.parse(await response.json()).error.field).toBe('query.country');
    });
  });
});
