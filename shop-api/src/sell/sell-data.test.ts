/**
 * The sell catalog and questionnaire as data: the models and their order, the conversion to each
 * site's currency, and questions that pass the contract in every language and category, with the
 * keys the flow and the pricing rely on.
 */
import { describe, expect, it } from '@jest/globals';
import {
  COUNTRIES,
  DEVICE_TYPE_KEYS,
  countryConfig,
  type DeviceTypeKey,
} from '@refurb/shared-contracts';
import {
  SellCatalogResponseSchema,
  SellQuestionnaireResponseSchema,
} from '@refurb/shared-contracts/api/sell';
import { SELL_MODELS, sellCatalog, sellPriceIn } from './sell-catalog.data.js';
import { sellQuestionnaire } from './sell-questions.data.js';
import { SELL_LANGUAGE } from './sell-words.js';

describe('the sell catalog', () => {
  it('holds the models the shop buys, each once, in catalog order', () => {
    const ids = SELL_MODELS.map((model) => model.id);
    expect(ids).toHaveLength(24);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['apple-iphone-13', 'samsung-galaxy-s23']));
    const rank = (category: DeviceTypeKey) => DEVICE_TYPE_KEYS.indexOf(category);
    SELL_MODELS.slice(1).forEach((model, i) => {
      const before = SELL_MODELS[i]!;
      const order =
        rank(before.category) - rank(model.category) ||
        before.brand.localeCompare(model.brand, 'en') ||
        model.releaseYear - before.releaseYear;
      expect(order).toBeLessThanOrEqual(0);
    });
    for (const category of ['SMARTWATCH', 'CONSOLE'] as const) {
      const models = SELL_MODELS.filter((model) => model.category === category);
      expect(models.every((model) => model.storages.length === 1)).toBe(true);
    }
  });

  it.each([
    ['ro', 1450],
    ['bg', 566],
    ['hu', 114600],
    ['gr', 290],
  ] as const)('converts 1450 lei for %s to %d', (country, price) => {
    expect(sellPriceIn(country, 1450)).toBe(price);
  });

  it.each(COUNTRIES)('passes the contract in %s, in its currency', (country) => {
    const catalog = SellCatalogResponseSchema.parse(sellCatalog(country));
    expect(catalog.currencyLabel).toBe(countryConfig(country).currencyLabel);
    const prices = catalog.models.flatMap((model) => model.storages.map((s) => s.maxPrice));
    expect(prices.every((price) => Number.isInteger(price) && price > 0)).toBe(true);
    if (country === 'hu') expect(prices.every((price) => price % 100 === 0)).toBe(true);
  });
});

describe('the sell questionnaire', () => {
  it.each(COUNTRIES)('is written in the language of the %s site', (country) => {
    expect(SELL_LANGUAGE[country]).toBe(countryConfig(country).language);
  });

  const cases = COUNTRIES.flatMap((country) =>
    DEVICE_TYPE_KEYS.map((category) => [country, category] as const),
  );

  it.each(cases)('passes the contract in %s for %s', (country, category) => {
    const { questions } = SellQuestionnaireResponseSchema.parse(
      sellQuestionnaire(country, category),
    );
    const keys = questions.map((question) => question.key);
    expect(keys).toEqual(
      category === 'CONSOLE'
        ? ['powersOn', 'body', 'defects', 'accessories', 'accountLock']
        : ['powersOn', 'screen', 'body', 'battery', 'defects', 'accessories', 'accountLock'],
    );
    expect(questions.find((q) => q.key === 'accountLock')?.help).toBeTruthy();
    // A breakdown line reads "<question>: <option>" and holds 120 characters.
    for (const question of questions.filter((q) => q.key !== 'accountLock')) {
      for (const option of question.options) {
        expect(`${question.label}: ${option.label}`.length).toBeLessThanOrEqual(120);
      }
    }
  });

  it('writes each language in its own script, Romanian with comma-below ș and ț', () => {
    const texts = (country: (typeof COUNTRIES)[number]) =>
      JSON.stringify(DEVICE_TYPE_KEYS.map((category) => sellQuestionnaire(country, category)));
    expect(texts('ro')).toMatch(/[ăâîșț]/);
    expect(texts('ro')).not.toMatch(/[şţ]/);
    expect(texts('bg')).toMatch(/[а-я]/);
    expect(texts('hu')).toMatch(/[áéőű]/);
    expect(texts('gr')).toMatch(/[α-ω]/);
  });

  it.each<[DeviceTypeKey, string[], string[]]>([
    [
      'SMARTPHONE',
      ['camera', 'speakers', 'microphone', 'buttons', 'biometrics', 'connectivity', 'charging'],
      ['box', 'charger', 'cable'],
    ],
    [
      'TABLET',
      ['camera', 'speakers', 'buttons', 'connectivity', 'charging'],
      ['box', 'charger', 'cable'],
    ],
    ['LAPTOP', ['keyboard', 'trackpad', 'ports', 'camera', 'speakers'], ['box', 'charger']],
    ['SMARTWATCH', ['sensors', 'buttons', 'charging', 'connectivity'], ['box', 'charger']],
    [
      'CONSOLE',
      ['controllers', 'disc-drive', 'ports', 'overheating'],
      ['box', 'controller', 'cables'],
    ],
  ])('offers the %s defects and accessories', (category, defects, accessories) => {
    const { questions } = sellQuestionnaire('ro', category);
    const optionKeys = (key: string) =>
      questions.find((q) => q.key === key)?.options.map((o) => o.key);
    expect(optionKeys('defects')).toEqual(defects);
    expect(optionKeys('accessories')).toEqual(accessories);
    expect(questions.find((q) => q.key === 'defects')?.showWhen).toEqual({
      question: 'powersOn',
      anyOf: ['yes'],
    });
  });
});

describe('the Romanian questions', () => {
  // The RO site speaks to the shopper with "tu" (Scrie, Alege, contul tău), the questions too.
  // Menu paths after "›" keep the device's own labels (Android: "Eliminați contul").
  const texts = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(texts)
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(texts)
          : [];

  it.each(DEVICE_TYPE_KEYS)('address the shopper informally for a %s', (category) => {
    const formal = texts(sellQuestionnaire('ro', category))
      .map((text) => text.replace(/›\s*[^›.]+/g, ''))
      .flatMap(
        (text) => text.match(/\b(dumneavoastră|dvs\.?|\p{L}*[aeăâ]ți)(?=[\s.,?!:;)»”]|$)/giu) ?? [],
      );
    expect(formal).toEqual([]);
  });
});
