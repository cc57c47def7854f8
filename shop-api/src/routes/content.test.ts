import { CONTENT_PAGE_KEYS } from '@refurb/shared-contracts/testing';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ApiErrorSchema,
  COUNTRIES,
  BATTERY_HEALTH_FLOOR,
  DEFAULT_RETURN_DAYS,
  DEFAULT_WARRANTY_VALIDITY,
  fillTemplate,
} from '@refurb/shared-contracts';
import {
  CompanyIdentitySchema,
  ContentPageSchema,
  ProductGuideSchema,
  ReviewsResponseSchema,
} from '@refurb/shared-contracts/api/content';
import { warrantyReturnData } from '../account/warranty-return.data.js';
import { CONSUMER_LINKS } from '../content/company.js';
import { isLegalPageKey, LEGAL_PAGE_KEYS, LEGAL_PAGES } from '../content/legal-pages.data.js';
import { CONTENT_PAGES } from '../content/pages.data.js';
import { LOCAL_SELLER_IDENTITY } from '../invoices/seller.js';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';

describe('content pages data', () => {
  it.each(COUNTRIES.map((c) => [c]))('gives %s every page but the HU-only refund policy', (c) => {
    const keys = [...Object.keys(CONTENT_PAGES[c]), ...Object.keys(LEGAL_PAGES[c])].sort();
    const expected = CONTENT_PAGE_KEYS.filter((k) => k !== 'refund-policy' || c === 'hu');
    expect(keys).toEqual([...expected].sort());
    // The legal pages are templates filled in with the seller, never static text.
    expect(Object.keys(CONTENT_PAGES[c]).some(isLegalPageKey)).toBe(false);
  });

  it.each(COUNTRIES.map((c) => [c]))('puts the contact anchor on the %s help page', (c) => {
    expect(CONTENT_PAGES[c].faq?.sections.some((s) => s.anchor === 'contact')).toBe(true);
  });
});

describe.each(testEngines())('content service on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers a page in the site language', async () => {
    const response = await server.get('/content/pages/about-us?country=bg');
    expect(response.status).toBe(200);
    const page = ContentPageSchema.parse(await response.json());
    expect(page.title).toBe('За нас');
  });

  it.each([
    ['/content/pages/refund-policy?country=ro', 404, 'not_found'],
    ['/content/pages/unknown?country=ro', 404, 'not_found'],
    ['/content/pages/faq?country=de', 400, 'invalid_request'],
  ])('refuses %s with %i', async (path, status, code) => {
    const response = await server.get(path);
    expect(response.status).toBe(status);
    expect(ApiErrorSchema.parse(await response.json()).error.code).toBe(code);
  });

  it.each([
    ['ro', 'Ca nou', '85 %', '2 ani', '60 de zile'],
    ['bg', 'Като нов', '85 %', '2 години', '60 дни'],
    ['hu', 'Újszerű', '85%', '2 év', '60 napod'],
    ['gr', 'Σαν καινούργιο', '85 %', '2 ετών', '60 ημέρες'],
  ])(
    'answers the %s product guide: grades best first, the floor, warranty and returns filled in',
    async (country, bestGrade, floor, years, days) => {
      const response = await server.get(`/content/product-guide?country=${country}`);
      expect(response.status).toBe(200);
      const guide = ProductGuideSchema.parse(await response.json());
      expect(guide.grades.map((g) => g.grade)).toEqual([
        'CA_NOU',
        'FOARTE_BUN',
        'BUN',
        'ACCEPTABIL',
      ]);
      expect(guide.grades[0]?.name).toBe(bestGrade);
      expect(guide.battery).toEqual(expect.objectContaining({ floor: BATTERY_HEALTH_FLOOR }));
      expect(guide.battery.text).toContain(floor);
      expect(guide.warranty.years).toBe(DEFAULT_WARRANTY_VALIDITY);
      expect(guide.warranty.text).toContain(years);
      expect(guide.returns.days).toBe(DEFAULT_RETURN_DAYS);
      expect(guide.returns.text).toContain(days);
      expect(guide.returns.geniusDays).toBeGreaterThan(DEFAULT_RETURN_DAYS);
      // No template left unfilled.
      for (const text of [guide.battery.text, guide.warranty.text, guide.returns.text])
        expect(text).not.toMatch(/[{}#]/);
    },
  );

  it('puts the grades, battery and warranty on the help page, as the guide says them', async () => {
    const [page, guide] = await Promise.all(
      ['/content/pages/faq?country=ro', '/content/product-guide?country=ro'].map(async (path) =>
        (await server.get(path)).json(),
      ),
    );
    const faq = ContentPageSchema.parse(page);
    const { grades, battery } = ProductGuideSchema.parse(guide);
    const section = (anchor: string) => faq.sections.find((s) => s.anchor === anchor);
    expect(section('grades')?.paragraphs).toContain(`Bun: ${grades[2]?.summary}`);
    expect(section('battery')?.paragraphs).toEqual([battery.text]);
    expect(section('warranty')?.paragraphs.length).toBe(4);
    expect(section('contact')).toBeDefined();
    // What refurbished saves: the method the product page's line links to.
    expect(section('impact')?.paragraphs[0]).toMatch(/CO2|rapoartele de mediu/);
    const saved = ProductGuideSchema.parse(guide).savings;
    expect(saved.LAPTOP.co2Kg).toBeGreaterThan(saved.SMARTPHONE.co2Kg);
    expect(Object.values(saved).every((s) => s.co2Kg > 0 && s.ewasteGrams > 0)).toBe(true);
  });

  it.each([
    ['ro', ['Oney: 4 rate, pentru comenzi între 150 lei și 12.000 lei.']],
    ['hu', ['Cofidis: 12 részlet, 30 000 Ft és 1 500 000 Ft közötti rendelésekre.']],
  ])(
    'lists the %s financing conditions on the help page, from the methods and their bounds',
    async (country, lines) => {
      const faq = ContentPageSchema.parse(
        await (await server.get(`/content/pages/faq?country=${country}`)).json(),
      );
      const financing = faq.sections.find((s) => s.anchor === 'financing');
      for (const line of lines)
        expect(financing?.paragraphs.some((p) => p.replace(/\s/g, ' ').startsWith(line))).toBe(
          true,
        );
    },
  );

  it('fills every line template of the guide in each language', async () => {
    for (const country of COUNTRIES) {
      const guide = ProductGuideSchema.parse(
        await (await server.get(`/content/product-guide?country=${country}`)).json(),
      );
      const values = {
        price: 'P',
        months: 12,
        percent: 90,
        hours: 3,
        minutes: 20,
        date: 'D',
        co2: 54,
        ewaste: 180,
      };
      for (const template of Object.values(guide.lines)) {
        expect(fillTemplate(template, values, country)).not.toMatch(/[{}#]/);
      }
      expect(fillTemplate(guide.lines.installments, values, country)).toContain('12');
    }
  });

  it('refuses a product guide of an unknown country', async () => {
    const response = await server.get('/content/product-guide?country=de');
    expect(response.status).toBe(400);
  });

  it('lists the published reviews of a site with their average, newest first', async () => {
    const response = await server.get('/content/reviews?country=hu');
    const body = ReviewsResponseSchema.parse(await response.json());
    expect(body.reviews.map((r) => r.author)).toEqual(['Nagy Péter', 'Kovács Anna']);
    expect(body.average).toBe(4.5);
    // The shipped reviews were written by no account: no purchase is claimed for them.
    expect(body.reviews.every((r) => !r.verifiedPurchase)).toBe(true);
    const sell = ReviewsResponseSchema.parse(
      await (await server.get('/content/reviews?country=hu&kind=sell')).json(),
    );
    expect(sell.reviews).toHaveLength(1);
  });

  it.each(COUNTRIES.map((c) => [c]))(
    'names the %s seller of the invoices, with its contact and consumer bodies',
    async (country) => {
      const response = await server.get(`/content/company?country=${country}`);
      expect(response.status).toBe(200);
      const company = CompanyIdentitySchema.parse(await response.json());
      const { iban: _iban, bank: _bank, ...seller } = LOCAL_SELLER_IDENTITY[country];
      expect(company).toEqual(expect.objectContaining(seller));
      expect(company.consumerLinks).toEqual(CONSUMER_LINKS[country]);
      expect(company.consumerLinks.map((l) => l.kind)).toContain('authority');
    },
  );

  it('gives RO the ANPC, SAL and SOL links and its numbers named as its invoices name them', async () => {
    const company = CompanyIdentitySchema.parse(
      await (await server.get('/content/company?country=ro')).json(),
    );
    expect(company.labels).toEqual({ registrationNumber: 'Nr. Reg. Com.', taxId: 'CUI' });
    expect(company.consumerLinks.map(({ kind, url }) => [kind, url])).toEqual([
      ['authority', 'https://anpc.ro/'],
      ['adr', 'https://anpc.ro/ce-este-sal/'],
      ['odr', 'https://ec.europa.eu/consumers/odr'],
    ]);
    // Bank details are for invoices, not for the footer.
    expect(company).not.toHaveProperty('iban');
  });

  it('refuses the company of an unknown country', async () => {
    const response = await server.get('/content/company?country=de');
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(await response.json()).error.code).toBe('invalid_request');
  });

  it.each(COUNTRIES.flatMap((c) => LEGAL_PAGE_KEYS.map((k) => [c, k] as const)))(
    'answers the %s %s page with the seller and the periods filled in',
    async (country, key) => {
      const response = await server.get(`/content/pages/${key}?country=${country}`);
      expect(response.status).toBe(200);
      const page = ContentPageSchema.parse(await response.json());
      const text = page.sections.flatMap((s) => [s.heading, ...s.paragraphs]).join('\n');
      expect(text).not.toMatch(/[{}]/);
      expect(text).toContain(LOCAL_SELLER_IDENTITY[country].legalName);
      expect(text).toContain(LOCAL_SELLER_IDENTITY[country].address);
      if (key !== 'cookie-policy' && key !== 'withdrawal-form') {
        expect(text).toContain(LOCAL_SELLER_IDENTITY[country].taxId);
      }
      if (key === 'terms') {
        expect(page.sections.map((s) => s.anchor)).toEqual(
          expect.arrayContaining(['seller', 'withdrawal', 'returns', 'warranty', 'complaints']),
        );
        expect(text).toContain(CONSUMER_LINKS[country][0]?.url);
        const periods = warrantyReturnData(country);
        for (const n of [14, periods.defaultReturn.days, periods.geniusReturn.days])
          expect(text).toMatch(new RegExp(`\\b${n}\\b`));
      }
    },
  );

  it.each([
    ['ro', 'Către Refurb Local SRL (local stack), Str. Exemplului 1, 010001 București'],
    ['bg', 'До Рефърб Локал ЕООД (local stack)'],
    ['hu', 'Címzett: Refurb Local Kft. (local stack)'],
    ['gr', 'Προς Refurb Local Ι.Κ.Ε. (local stack)'],
  ] as const)(
    'addresses the %s withdrawal form to the seller, as Annex I(B) asks',
    async (country, to) => {
      const page = ContentPageSchema.parse(
        await (await server.get(`/content/pages/withdrawal-form?country=${country}`)).json(),
      );
      const form = page.sections.find((s) => s.anchor === 'form');
      expect(form?.paragraphs[0]).toContain(to);
      expect(form?.paragraphs[0]).toContain(LOCAL_SELLER_IDENTITY[country].email);
      // Goods, order and receipt dates, name, address, signature on paper, date.
      expect(form?.paragraphs.length).toBeGreaterThanOrEqual(7);
    },
  );

  it('names the consent the cookie banner asks for in the cookie policy', async () => {
    const page = ContentPageSchema.parse(
      await (await server.get('/content/pages/cookie-policy?country=hu')).json(),
    );
    expect(page.sections.map((s) => s.anchor)).toEqual(
      expect.arrayContaining(['functionality', 'analytics', 'ads', 'choice']),
    );
    const ads = page.sections.find((s) => s.anchor === 'ads')?.paragraphs.join(' ');
    for (const signal of ['ad storage', 'ad user data', 'ad personalization'])
      expect(ads).toContain(signal);
  });

  // Writing, holding and moderating reviews: reviews.test.ts.
});
