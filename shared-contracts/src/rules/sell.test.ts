import { describe, expect, it } from '@jest/globals';
import {
  SellCatalogResponseSchema,
  SellQuestionnaireResponseSchema,
  SubmitSaleRequestSchema,
} from '../api/sell.schema.js';
import {
  parseSellProgress,
  serializeSellProgress,
  type SellProgress,
} from '../schemas/sell-progress.schema.js';
import { emptyAddressForm } from './address.js';
import { SELL_CATALOG, SELL_QUESTIONS } from '../test-support/fixtures.js';
import {
  answerProblems,
  keepAskedAnswers,
  searchSellModels,
  sellPickupDates,
  visibleQuestions,
} from './sell.js';

const questions = SELL_QUESTIONS.questions;
const keys = (list: readonly { key: string }[]) => list.map((item) => item.key);

describe('the sell fixtures', () => {
  it('pass their schemas', () => {
    expect(SellCatalogResponseSchema.parse(SELL_CATALOG)).toEqual(SELL_CATALOG);
    expect(SellQuestionnaireResponseSchema.parse(SELL_QUESTIONS)).toEqual(SELL_QUESTIONS);
  });
});

describe('visibleQuestions', () => {
  it('asks the battery and defects only of a device that powers on', () => {
    expect(keys(visibleQuestions(questions, {}))).toEqual(['powersOn', 'screen', 'accountLock']);
    expect(keys(visibleQuestions(questions, { powersOn: 'no' }))).toEqual([
      'powersOn',
      'screen',
      'accountLock',
    ]);
    expect(keys(visibleQuestions(questions, { powersOn: 'yes' }))).toEqual([
      'powersOn',
      'screen',
      'battery',
      'defects',
      'accountLock',
    ]);
  });

  it('hides a question whose condition question is itself hidden', () => {
    const chained = [
      ...questions,
      {
        key: 'cameraWhich',
        kind: 'single' as const,
        label: 'Which camera?',
        showWhen: { question: 'battery', anyOf: ['poor'] },
        options: [{ key: 'front', label: 'Front' }],
      },
    ];
    const answers = { powersOn: 'no', battery: 'poor' };
    expect(keys(visibleQuestions(chained, answers))).not.toContain('cameraWhich');
    expect(keys(visibleQuestions(chained, { ...answers, powersOn: 'yes' }))).toContain(
      'cameraWhich',
    );
  });
});

describe('a question keyed like an Object member', () => {
  // Found by rules.property.test.ts: `answers[key]` read Object.prototype's members.
  const odd = [{ ...questions[0]!, key: 'constructor' }];

  it('is unanswered until answered, and its answer is what the person chose', () => {
    expect(answerProblems(odd, {})).toEqual([{ key: 'constructor', problem: 'missing' }]);
    expect(keepAskedAnswers(odd, {})).toEqual({});
  });
});

describe('answerProblems', () => {
  it('names each unanswered question asked', () => {
    expect(answerProblems(questions, { powersOn: 'yes' })).toEqual([
      { key: 'screen', problem: 'missing' },
      { key: 'battery', problem: 'missing' },
      { key: 'defects', problem: 'missing' },
      { key: 'accountLock', problem: 'missing' },
    ]);
  });

  it('takes no defects as an answer, and refuses what is not an option', () => {
    const answers = {
      powersOn: 'yes',
      screen: 'flawless',
      battery: 'good',
      defects: [],
      accountLock: 'removed',
    };
    expect(answerProblems(questions, answers)).toEqual([]);
    expect(answerProblems(questions, { ...answers, screen: 'shattered' })).toEqual([
      { key: 'screen', problem: 'not-an-option' },
    ]);
    expect(answerProblems(questions, { ...answers, defects: ['camera', 'camera'] })).toEqual([
      { key: 'defects', problem: 'not-an-option' },
    ]);
    expect(answerProblems(questions, { ...answers, defects: 'camera' })).toEqual([
      { key: 'defects', problem: 'not-an-option' },
    ]);
    expect(answerProblems(questions, { ...answers, screen: true })).toEqual([
      { key: 'screen', problem: 'not-an-option' },
    ]);
  });

  it('does not ask about the battery of a device that does not power on', () => {
    expect(
      answerProblems(questions, { powersOn: 'no', screen: 'cracked', accountLock: 'removed' }),
    ).toEqual([]);
  });
});

describe('keepAskedAnswers', () => {
  it('drops answers of questions no longer asked, and unknown keys', () => {
    expect(
      keepAskedAnswers(questions, {
        powersOn: 'no',
        screen: 'cracked',
        battery: 'good',
        defects: ['camera'],
        stray: 'x',
      }),
    ).toEqual({ powersOn: 'no', screen: 'cracked' });
  });
});

describe('searchSellModels', () => {
  it.each([
    ['iphone', ['apple-iphone-13']],
    ['APPLE', ['apple-iphone-13', 'apple-ipad-air-5']],
    ['galaxy s23', ['samsung-galaxy-s23']],
    ['s23 samsung', ['samsung-galaxy-s23']],
    ['ipad air 2022', ['apple-ipad-air-5']],
    ['13', ['apple-iphone-13']],
    ['nokia', []],
    ['   ', []],
  ])('%s finds %j', (query, ids) => {
    expect(searchSellModels(SELL_CATALOG.models, query).map((model) => model.id)).toEqual(ids);
  });
});

const progress: SellProgress = {
  country: 'ro',
  category: 'SMARTPHONE',
  brand: 'Apple',
  modelId: 'apple-iphone-13',
  storage: '128 GB',
  answers: { powersOn: 'yes', defects: ['camera'] },
  quote: null,
  details: {
    name: 'Ana',
    email: '',
    phone: '',
    holder: '',
    shipping: 'courier-pickup',
    address: emptyAddressForm(),
    pickupDate: '',
    pickupPointId: '',
    pickupPointName: '',
  },
  submitted: null,
};

describe('parseSellProgress', () => {
  it('reads back what was written', () => {
    expect(parseSellProgress(serializeSellProgress(progress))).toEqual({
      ok: true,
      value: progress,
    });
  });

  it.each([
    [null, 'missing'],
    ['{not json', 'corrupt'],
    ['null', 'version'],
    ['{"v":2,"value":{}}', 'version'],
    ['{"v":1,"value":{"country":"fr"}}', 'corrupt'],
  ])('%s is %s', (raw, reason) => {
    const result = parseSellProgress(raw);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toBe(reason);
  });
});

describe('SubmitSaleRequestSchema', () => {
  const request = {
    country: 'ro',
    modelId: 'apple-iphone-13',
    storage: '128 GB',
    answers: { powersOn: 'yes' },
    quotedAmount: 1200,
    contact: { name: 'Ana Pop', email: 'ana@example.ro', phone: '+40722123456' },
    payout: { method: 'bank', iban: 'ro49 aaaa 1b31 0075 9384 0000', holder: 'Ana Pop' },
    shipping: { kind: 'locker', pickupPointId: 'L1', name: 'Easybox Unirii' },
  };

  it('takes an IBAN of the site’s country, normalised', () => {
    const parsed = SubmitSaleRequestSchema.parse(request);
    expect(parsed.payout.iban).toBe('RO49AAAA1B31007593840000');
  });

  it('refuses a payout to another country’s bank, naming the field', () => {
    const result = SubmitSaleRequestSchema.safeParse({
      ...request,
      payout: { ...request.payout, iban: 'BG80BNBG96611020345678' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['payout.iban']);
  });
});

describe('sellPickupDates', () => {
  it('offers the next five working days after today', () => {
    // Monday 23 November 2026, noon in Bucharest.
    expect(sellPickupDates('ro', new Date('2026-11-23T10:00:00Z'))).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
    ]);
  });

  it('counts from the local date: late Friday evening in Athens is already Saturday', () => {
    // Friday 27 November 2026 22:30 UTC is Saturday 00:30 in Athens, still Friday in London.
    expect(sellPickupDates('gr', new Date('2026-11-27T22:30:00Z'), 2)).toEqual([
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(sellPickupDates('hu', new Date('2026-11-27T22:30:00Z'), 1)).toEqual(['2026-11-30']);
  });

  it('crosses a daylight-saving change without skipping or repeating a day', () => {
    // Friday 23 October 2026; clocks go back on Sunday 25 October.
    expect(sellPickupDates('bg', new Date('2026-10-23T09:00:00Z'), 3)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
    ]);
  });
});
