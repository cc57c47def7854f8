/**
 * The sell offer's rules, one table row each (the rules are in `sell-pricing.ts`'s comment), on
 * an iPhone 13 128 GB: 1450 lei in RO, 114 600 Ft in HU.
 */
import { SellQuoteSchema } from '@refurb/shared-contracts/testing';
import { describe, expect, it } from '@jest/globals';
import { type Country } from '@refurb/shared-contracts';
import { type SaleConditionAnswers, type SellQuote } from '@refurb/shared-contracts/api/sell';
import { configureCurrencies } from '@refurb/shared-contracts/runtime';
import { sellModel, type SellModelSeed } from './sell-catalog.data.js';
import { SELL_OFFER_VALID_DAYS, quoteSale, type QuoteOutcome } from './sell-pricing.js';
import { sellQuestionnaire } from './sell-questions.data.js';

const iphone13 = sellModel('apple-iphone-13')!;
const NOW = new Date('2030-03-04T10:00:00.000Z');

const FLAWLESS: SaleConditionAnswers = {
  powersOn: 'yes',
  screen: 'flawless',
  body: 'flawless',
  battery: 'good',
  defects: [],
  accessories: [],
  accountLock: 'removed',
};

interface QuoteOptions {
  readonly country?: Country;
  readonly model?: SellModelSeed;
  readonly storage?: string;
}

function quote(
  answers: SaleConditionAnswers,
  { country = 'ro', model = iphone13, storage = '128 GB' }: QuoteOptions = {},
): QuoteOutcome {
  const { questions } = sellQuestionnaire(country, model.category);
  return quoteSale({ model, storage, country, answers, questions, now: NOW });
}

function offerOf(outcome: QuoteOutcome) {
  if (!outcome.ok) throw new Error(`no quote: ${JSON.stringify(outcome.error)}`);
  const quote: SellQuote = SellQuoteSchema.parse(outcome.quote);
  if (quote.outcome !== 'offer') throw new Error(`refused: ${quote.reason}`);
  return quote.offer;
}

const { battery: _battery, ...WITHOUT_BATTERY } = FLAWLESS;

const BASE_RO = { label: 'Preț de bază: iPhone 13, 128 GB', amount: 1450 };
const ALL_DEFECTS = ['camera', 'speakers', 'microphone', 'buttons', 'biometrics', 'connectivity'];

describe('quoteSale in RO (iPhone 13 128 GB, base 1450 lei)', () => {
  it.each<[string, SaleConditionAnswers, number, { label: string; amount: number }[]]>([
    ['a flawless device gets the base', {}, 1450, []],
    [
      'the original box adds 2% (the only bonus); a charger adds nothing',
      { accessories: ['box', 'charger'] },
      1479,
      [{ label: 'Accesorii incluse: Cutia originală', amount: 29 }],
    ],
    [
      'light screen scratches take 5% (72.5, rounded away from zero)',
      { screen: 'light-scratches' },
      1377,
      [{ label: 'Starea ecranului: Zgârieturi fine', amount: -73 }],
    ],
    [
      'deep screen scratches take 15%',
      { screen: 'deep-scratches' },
      1232,
      [{ label: 'Starea ecranului: Zgârieturi adânci', amount: -218 }],
    ],
    [
      'a cracked screen takes 35%',
      { screen: 'cracked' },
      942,
      [{ label: 'Starea ecranului: Crăpat sau spart', amount: -508 }],
    ],
    [
      'light wear takes 3%',
      { body: 'light-wear' },
      1406,
      [{ label: 'Starea carcasei: Urme ușoare de utilizare', amount: -44 }],
    ],
    [
      'heavy wear takes 12%',
      { body: 'heavy-wear' },
      1276,
      [{ label: 'Starea carcasei: Urme puternice de utilizare', amount: -174 }],
    ],
    [
      'a damaged body takes 25%',
      { body: 'damaged' },
      1087,
      [{ label: 'Starea carcasei: Deteriorată', amount: -363 }],
    ],
    [
      'a battery at 80–84% takes 5%',
      { battery: 'fair' },
      1377,
      [{ label: 'Sănătatea bateriei: Între 80% și 84%', amount: -73 }],
    ],
    [
      'a battery under 80% takes 12%',
      { battery: 'poor' },
      1276,
      [{ label: 'Sănătatea bateriei: Sub 80% sau mesaj de service', amount: -174 }],
    ],
    [
      'an unknown battery takes 8%',
      { battery: 'unknown' },
      1334,
      [{ label: 'Sănătatea bateriei: Nu știu', amount: -116 }],
    ],
    [
      'each defect takes 10%',
      { defects: ['camera', 'charging'] },
      1160,
      [
        { label: 'Defecte: Camera', amount: -145 },
        { label: 'Defecte: Încărcarea', amount: -145 },
      ],
    ],
    [
      'defects take at most 40% together',
      { defects: ALL_DEFECTS },
      870,
      [
        ...['Camera', 'Difuzoarele', 'Microfonul', 'Butoanele'].map((name) => ({
          label: `Defecte: ${name}`,
          amount: -145,
        })),
        { label: 'Defecte: Face ID / Touch ID / amprenta', amount: -145 },
        { label: 'Defecte: Conectivitatea (Wi-Fi, Bluetooth, rețea mobilă)', amount: -145 },
        { label: 'Defecte: se scad cel mult 40% în total', amount: 290 },
      ],
    ],
    [
      'deductions add up, with the box',
      { screen: 'light-scratches', body: 'light-wear', battery: 'fair', accessories: ['box'] },
      1289,
      [
        { label: 'Starea ecranului: Zgârieturi fine', amount: -73 },
        { label: 'Starea carcasei: Urme ușoare de utilizare', amount: -44 },
        { label: 'Sănătatea bateriei: Între 80% și 84%', amount: -73 },
        { label: 'Accesorii incluse: Cutia originală', amount: 29 },
      ],
    ],
    [
      'a working device is never offered less than its parts (15%: 218)',
      { screen: 'cracked', body: 'damaged', battery: 'poor', defects: ALL_DEFECTS.slice(0, 4) },
      218,
      [
        { label: 'Starea ecranului: Crăpat sau spart', amount: -508 },
        { label: 'Starea carcasei: Deteriorată', amount: -363 },
        { label: 'Sănătatea bateriei: Sub 80% sau mesaj de service', amount: -174 },
        ...['Camera', 'Difuzoarele', 'Microfonul', 'Butoanele'].map((name) => ({
          label: `Defecte: ${name}`,
          amount: -145,
        })),
        { label: 'Oferta minimă pentru un dispozitiv funcțional', amount: 393 },
      ],
    ],
    [
      'a device that does not turn on is paid 15% for its parts, whatever else was answered',
      { powersOn: 'no', screen: 'cracked', body: 'damaged', accessories: ['box'] },
      218,
      [{ label: 'Nu pornește: se plătesc piesele', amount: -1232 }],
    ],
  ])('%s', (_rule, changes, amount, lines) => {
    const offer = offerOf(quote({ ...FLAWLESS, ...changes }));
    expect(offer.amount).toBe(amount);
    expect(offer.breakdown).toEqual([BASE_RO, ...lines]);
    expect(offer.breakdown.reduce((total, line) => total + line.amount, 0)).toBe(amount);
    expect(offer.currencyLabel).toBe('lei');
  });

  it('refuses a device still locked to an account, whatever else was answered', () => {
    for (const answers of [
      { ...FLAWLESS, accountLock: 'not-removed' },
      { ...FLAWLESS, powersOn: 'no', accountLock: 'not-removed' },
    ]) {
      const outcome = quote(answers);
      expect(outcome.ok && outcome.quote).toEqual({
        outcome: 'refused',
        reason: 'account-locked',
        device: { category: 'SMARTPHONE', brand: 'Apple', model: 'iPhone 13', storage: '128 GB' },
      });
    }
  });

  it('names the device and holds the offer for 14 days', () => {
    const outcome = quote(FLAWLESS, { storage: '256 GB' });
    expect(outcome.ok && outcome.quote.device).toEqual({
      category: 'SMARTPHONE',
      brand: 'Apple',
      model: 'iPhone 13',
      storage: '256 GB',
    });
    expect(SELL_OFFER_VALID_DAYS).toBe(14);
    expect(offerOf(outcome)).toMatchObject({
      amount: 1600,
      validUntil: '2030-03-18T10:00:00.000Z',
    });
  });

  it('keeps only the answers of the questions asked', () => {
    const outcome = quote({ ...FLAWLESS, powersOn: 'no', unasked: 'x' });
    expect(outcome.ok && outcome.answers).toEqual({
      powersOn: 'no',
      screen: 'flawless',
      body: 'flawless',
      accessories: [],
      accountLock: 'removed',
    });
  });

  it('leaves out lines that round to nothing', () => {
    const cheap: SellModelSeed = { ...iphone13, storages: [{ storage: '16 GB', ron: 10 }] };
    const offer = offerOf(
      quote(
        { ...FLAWLESS, body: 'light-wear', accessories: ['box'] },
        { model: cheap, storage: '16 GB' },
      ),
    );
    expect(offer.breakdown).toEqual([{ label: 'Preț de bază: iPhone 13, 16 GB', amount: 10 }]);
  });

  it.each<[string, SaleConditionAnswers, { key: string; problem: string }]>([
    ['an unanswered question', { ...FLAWLESS, screen: '' }, { key: 'screen', problem: 'missing' }],
    [
      'an answer that is not an option',
      { ...FLAWLESS, defects: ['wings'] },
      { key: 'defects', problem: 'not-an-option' },
    ],
    [
      'a battery left out for a device that powers on',
      WITHOUT_BATTERY,
      { key: 'battery', problem: 'missing' },
    ],
  ])('names the first problem of the answers: %s', (_case, answers, problem) => {
    expect(quote(answers)).toEqual({ ok: false, error: { field: 'answers', ...problem } });
  });

  it('refuses a storage the model is not made with', () => {
    expect(quote(FLAWLESS, { storage: '64 GB' })).toEqual({
      ok: false,
      error: { field: 'storage', storage: '64 GB' },
    });
  });
});

describe('quoteSale in other countries', () => {
  it('rounds every line to 100 Ft in HU (base 1450 × 79 = 114 550 → 114 600)', () => {
    const offer = offerOf(
      quote({ ...FLAWLESS, screen: 'light-scratches', accessories: ['box'] }, { country: 'hu' }),
    );
    expect(offer).toMatchObject({ amount: 111200, currencyLabel: 'Ft' });
    expect(offer.breakdown).toEqual([
      { label: 'Alapár: iPhone 13, 128 GB', amount: 114600 },
      { label: 'A kijelző állapota: Enyhe karcok', amount: -5700 },
      { label: 'Mellékelt tartozékok: Eredeti doboz', amount: 2300 },
    ]);
    const dead = offerOf(quote({ ...FLAWLESS, powersOn: 'no' }, { country: 'hu' }));
    expect(dead.amount).toBe(17200);
    expect(dead.breakdown.every((line) => line.amount % 100 === 0)).toBe(true);
  });

  it.each<[Country, number, string, string]>([
    ['bg', 566, 'Lev', 'Базова цена: iPhone 13, 128 GB'],
    ['gr', 290, 'euro', 'Βασική τιμή: iPhone 13, 128 GB'],
  ])('prices in %s at %d %s, in its language', (country, amount, currencyLabel, baseLabel) => {
    const offer = offerOf(quote(FLAWLESS, { country }));
    expect(offer).toMatchObject({ amount, currencyLabel, breakdown: [{ label: baseLabel }] });
  });
});

describe('quoteSale in BG in euro (issue 36)', () => {
  it('converts the leva base at 1.95583 and rounds every line to the cent', () => {
    configureCurrencies({ bg: { code: 'EUR', label: '€' } });
    try {
      // 566 leva is 289.39 euro; 5% of it 14.47, 2% 5.79.
      const offer = offerOf(
        quote({ ...FLAWLESS, screen: 'light-scratches', accessories: ['box'] }, { country: 'bg' }),
      );
      expect(offer.currencyLabel).toBe('€');
      expect(offer.breakdown.map((line) => line.amount)).toEqual([289.39, -14.47, 5.79]);
      expect(offer.amount).toBe(280.71);
      // A dead device: 15% of the base, 43.41.
      expect(offerOf(quote({ ...FLAWLESS, powersOn: 'no' }, { country: 'bg' })).amount).toBe(43.41);
    } finally {
      configureCurrencies(undefined);
    }
  });
});
