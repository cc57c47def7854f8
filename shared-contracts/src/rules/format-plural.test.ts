/**
 * Issue 33 point 20: counts are grammatical in every language. A message says a count through an
 * ICU plural argument, `{count, plural, one {# produs} few {# produse} other {# de produse}}`,
 * whose form the site's CLDR plural rules (Intl.PluralRules) choose; `pluralGaps` is the lint
 * that finds a count said without plural forms, or a plural missing a form its language has.
 */
import { describe, expect, it } from '@jest/globals';
import { COUNTRIES } from './countries.js';
import { createTranslator, fillTemplate, pluralGaps } from './format.js';
import { PLURAL_PROBES, PRODUCT_COUNTS } from '../test-support/fixtures.js';

const PRODUCTS = {
  ro: { items: 'Coș, {count, plural, one {# produs} few {# produse} other {# de produse}}' },
  bg: { items: 'Количка, {count, plural, one {# продукт} other {# продукта}}' },
  hu: { items: 'Kosár, {count, plural, one {# termék} other {# termék}}' },
  gr: { items: 'Καλάθι, {count, plural, one {# προϊόν} other {# προϊόντα}}' },
} as const;

describe('plural messages', () => {
  it.each(COUNTRIES)('%s says 0, 1, 2, 5, 20, 21 and 101 things in its own forms', (country) => {
    const { t } = createTranslator(PRODUCTS, country);
    expect(PLURAL_PROBES.map((count) => t('items', { count }).replace(/^[^,]*, /, ''))).toEqual(
      PRODUCT_COUNTS[country],
    );
  });

  it('writes # as the site writes numbers, chooses an exact =N form first, and fills other arguments', () => {
    const template =
      '{count, plural, =0 {niciun produs} one {# produs} other {# de produse în {where}}}';
    expect(fillTemplate(template, { count: 0 }, 'ro')).toBe('niciun produs');
    expect(fillTemplate(template, { count: 1 }, 'ro')).toBe('1 produs');
    expect(fillTemplate(template, { count: 2000, where: 'coș' }, 'ro')).toBe(
      '2.000 de produse în coș',
    );
    expect(fillTemplate(template, { count: '21' }, 'ro')).toBe('21 de produse în {where}');
  });

  it('reads nested plurals, # being the innermost count', () => {
    const template =
      '{count, plural, one {# din {max, plural, one {# caracter} other {# de caractere}}} other {# din {max, plural, one {# caracter} few {# caractere} other {# de caractere}}}}';
    expect(fillTemplate(template, { count: 3, max: 500 }, 'ro')).toBe('3 din 500 de caractere');
    // A form the message lacks ("few" of 2 in the first one) falls back to "other", as in ICU.
    expect(fillTemplate(template, { count: 1, max: 2 }, 'ro')).toBe('1 din 2 de caractere');
  });

  it('leaves a plural it cannot fill as written: no value, no number, no other form, unclosed', () => {
    for (const [template, values] of [
      ['{count, plural, one {# x} other {# y}}', {}],
      ['{count, plural, one {# x} other {# y}}', { count: 'multe' }],
      ['{count, plural, one {# x}}', { count: 1 }],
      ['{count, plural, one {# x} other {# y}', { count: 1 }],
      ['{count, plural, one {# x} lots {# y} other {# z}}', { count: 1 }],
    ] as const) {
      expect(fillTemplate(template, values, 'ro')).toBe(template);
    }
  });

  it('keeps # as text outside a plural, and simple placeholders as before', () => {
    expect(fillTemplate('#{n} {count}', { n: 2, count: 3 }, 'bg')).toBe('#2 3');
    expect(fillTemplate('{n} produse, {missing}', { n: 2 })).toBe('2 produse, {missing}');
    expect(fillTemplate('{a {n}}', { n: 2 })).toBe('{a 2}');
  });
});

describe('the plural lint (pluralGaps)', () => {
  it('finds a count said without plural forms, and a plural without a form its language has', () => {
    const messages = {
      fine: 'Coș, {count, plural, one {# produs} few {# produse} other {# de produse}}',
      bare: 'Coș, {count} produse',
      short: '{days, plural, one {# zi} other {# de zile}}',
      broken: '{limit, plural, one {# x} other {# y}',
      step: 'Pasul {n} din {total}',
      named: 'Salut, {name}',
    };
    expect(pluralGaps('ro', messages, { step: ['n', 'total'] })).toEqual([
      'bare: {count} is a count without plural forms',
      'short: {days, plural} has no "few" form',
      'broken: a plural argument that does not parse',
    ]);
    expect(pluralGaps('hu', { short: messages.short })).toEqual([]);
  });

  it('reports an exemption that no longer matches its message', () => {
    expect(pluralGaps('gr', { a: '{count} / 5' }, { a: ['count', 'max'], gone: ['n'] })).toEqual([
      'a: {max} is exempt but not a placeholder of the message',
      'gone: is exempt but not in the catalogue',
    ]);
  });

  it.each(COUNTRIES.map((c) => [c]))('%s: the sample catalogue above has no gaps', (country) => {
    expect(pluralGaps(country, PRODUCTS[country])).toEqual([]);
  });
});

describe('a value that ends a sentence', () => {
  it.each([
    [
      'bg',
      'Изпратете устройството до {date}.',
      { date: '2 декември 2026 г.' },
      'Изпратете устройството до 2 декември 2026 г.',
    ],
    [
      'hu',
      'Küldd el eddig: {date}.',
      { date: '2026. december 2.' },
      'Küldd el eddig: 2026. december 2.',
    ],
    [
      'ro',
      'Trimite până la {date}.',
      { date: '2 decembrie 2026' },
      'Trimite până la 2 decembrie 2026.',
    ],
  ] as const)('%s: its full stop is not written twice (%s)', (country, template, values, text) => {
    expect(fillTemplate(template, values, country)).toBe(text);
  });
});
