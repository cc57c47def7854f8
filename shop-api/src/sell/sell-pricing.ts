/**
 * The sell service's instant offer for a device, from its model, storage and condition answers.
 * Pure: the route and the submission both call it, with the server's clock.
 *
 * The rules, in order:
 * 1. The storage must be one of the model's (`{ field: 'storage' }` otherwise); its price in the
 *    site's currency is the base (`sellPriceIn`).
 * 2. The answers are checked with `answerProblems` (the first problem is the error), and only the
 *    answers of questions asked are kept (`keepAskedAnswers`): they are what the sale stores.
 * 3. `accountLock: 'not-removed'` refuses the device (`account-locked`), whatever else was
 *    answered: the shop cannot buy a device locked to its owner's account.
 * 4. `powersOn: 'no'`: the device is bought for its parts, at `PARTS_PERCENT` (15%) of the base;
 *    the breakdown is the base and one line taking it down to that ("Does not turn on: ...").
 *    Nothing else answered counts.
 * 5. Otherwise each answer takes a percent of the base: screen light scratches −5, deep scratches
 *    −15, cracked −35; body light wear −3, heavy wear −12, damaged −25; battery 80–84% −5, under
 *    80% −12, unknown −8; each defect −10, all defects together at most −40 (a last defects line
 *    gives back what is over); the original box +2, the only bonus.
 * 6. Each line is rounded to the country's step (1, or 100 Ft, or a cent for a site configured in
 *    another currency than its spec one; halves away from zero) and the offer is the sum of the
 *    lines, never below the parts value: a working device is worth at least what a dead one is,
 *    so a "Lowest offer for a working device" line lifts it there.
 * 7. Lines of 0 are left out. The base line names the model and storage; an answer's line reads
 *    "<question label>: <option label>", in the site's language.
 * 8. The offer holds for `SELL_OFFER_VALID_DAYS` days from now.
 */
import { countryConfig, type Country } from '@refurb/shared-contracts';
import {
  type SaleConditionAnswers,
  type SaleOffer,
  type SellQuestion,
  type SellQuote,
} from '@refurb/shared-contracts/api/sell';
import {
  answerProblems,
  keepAskedAnswers,
  type AnswerProblem,
} from '@refurb/shared-contracts/sell';
import {
  BOX_BONUS_PERCENT,
  roundToCountryStep,
  sellPriceIn,
  type SellModelSeed,
} from './sell-catalog.data.js';
import { toCents } from '../catalog/money.js';
import { SELL_LANGUAGE, type SellLanguage } from './sell-words.js';

/** How many days an offer holds: the device has to be sent by then. */
export const SELL_OFFER_VALID_DAYS = 14;

const DAY = 86_400_000;
const PARTS_PERCENT = 15;
const DEFECT_PERCENT = 10;
const DEFECTS_MAX_PERCENT = 40;

/** Percent off the base for each answer of the single-choice questions that cost something. */
const DEDUCTIONS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  screen: { 'light-scratches': 5, 'deep-scratches': 15, cracked: 35 },
  body: { 'light-wear': 3, 'heavy-wear': 12, damaged: 25 },
  battery: { fair: 5, poor: 12, unknown: 8 },
};

interface PricingWords {
  readonly basePrice: string;
  readonly doesNotTurnOn: string;
  readonly lowestOffer: string;
  readonly defectsAtMost: (percent: number) => string;
}

const WORDS: Readonly<Record<SellLanguage, PricingWords>> = {
  ro: {
    basePrice: 'Preț de bază',
    doesNotTurnOn: 'Nu pornește: se plătesc piesele',
    lowestOffer: 'Oferta minimă pentru un dispozitiv funcțional',
    defectsAtMost: (percent) => `se scad cel mult ${percent}% în total`,
  },
  bg: {
    basePrice: 'Базова цена',
    doesNotTurnOn: 'Не се включва: изкупува се за части',
    lowestOffer: 'Минимална оферта за работещо устройство',
    defectsAtMost: (percent) => `общо се приспадат най-много ${percent}%`,
  },
  hu: {
    basePrice: 'Alapár',
    doesNotTurnOn: 'Nem kapcsol be: alkatrészként vásároljuk meg',
    lowestOffer: 'Legalacsonyabb ajánlat működő készülékre',
    defectsAtMost: (percent) => `összesen legfeljebb ${percent}% levonás`,
  },
  el: {
    basePrice: 'Βασική τιμή',
    doesNotTurnOn: 'Δεν ανάβει: αγοράζεται για ανταλλακτικά',
    lowestOffer: 'Ελάχιστη προσφορά για συσκευή που λειτουργεί',
    defectsAtMost: (percent) => `αφαιρείται έως ${percent}% συνολικά`,
  },
};

export interface QuoteInput {
  readonly model: SellModelSeed;
  readonly storage: string;
  readonly country: Country;
  readonly answers: SaleConditionAnswers;
  /** The model's category's questions in the site's language (`sellQuestionnaire`). */
  readonly questions: readonly SellQuestion[];
  readonly now: Date;
}

export type QuoteError =
  | { readonly field: 'storage'; readonly storage: string }
  | { readonly field: 'answers'; readonly key: string; readonly problem: AnswerProblem };

export type QuoteOutcome =
  | {
      readonly ok: true;
      readonly quote: SellQuote;
      /** The answers of the questions asked: what a sale records. */
      readonly answers: SaleConditionAnswers;
    }
  | { readonly ok: false; readonly error: QuoteError };

type Line = SaleOffer['breakdown'][number];

/** Prices the answers of a device that powers on (rules 5 and 6), after the base line. */
function conditionLines(
  answers: SaleConditionAnswers,
  questions: readonly SellQuestion[],
  percentOfBase: (percent: number) => number,
  words: PricingWords,
): Line[] {
  const question = (key: string) => questions.find((q) => q.key === key);
  const answerLine = (key: string, optionKey: string, percent: number): Line[] => {
    const asked = question(key);
    const option = asked?.options.find((o) => o.key === optionKey);
    if (!asked || !option) return [];
    return [{ label: `${asked.label}: ${option.label}`, amount: percentOfBase(percent) }];
  };
  const lines = Object.entries(DEDUCTIONS).flatMap(([key, percents]) => {
    const answer = answers[key];
    const percent = typeof answer === 'string' ? percents[answer] : undefined;
    return typeof answer === 'string' && percent !== undefined
      ? answerLine(key, answer, -percent)
      : [];
  });
  const defects = arrayAnswer(answers.defects);
  lines.push(...defects.flatMap((defect) => answerLine('defects', defect, -DEFECT_PERCENT)));
  const overCap = defects.length - DEFECTS_MAX_PERCENT / DEFECT_PERCENT;
  const defectsLabel = question('defects')?.label;
  if (overCap > 0 && defectsLabel) {
    // Every defect line rounds alike, so giving back whole lines' worth keeps the cap exact.
    lines.push({
      label: `${defectsLabel}: ${words.defectsAtMost(DEFECTS_MAX_PERCENT)}`,
      amount: toCents(percentOfBase(DEFECT_PERCENT) * overCap),
    });
  }
  if (arrayAnswer(answers.accessories).includes('box')) {
    lines.push(...answerLine('accessories', 'box', BOX_BONUS_PERCENT));
  }
  return lines;
}

const arrayAnswer = (answer: SaleConditionAnswers[string] | undefined): string[] =>
  Array.isArray(answer) ? answer : [];

/** To the cent: a site in euro adds cents, and a sum of binary fractions strays below one. */
const sum = (lines: readonly Line[]): number =>
  toCents(lines.reduce((total, l) => total + l.amount, 0));

/** The offer for a device, or why none can be made (rules in the file's comment). */
export function quoteSale({
  model,
  storage,
  country,
  answers,
  questions,
  now,
}: QuoteInput): QuoteOutcome {
  const option = model.storages.find((s) => s.storage === storage);
  if (!option) return { ok: false, error: { field: 'storage', storage } };
  const [problem] = answerProblems(questions, answers);
  if (problem) return { ok: false, error: { field: 'answers', ...problem } };
  const kept = keepAskedAnswers(questions, answers);
  const device = { category: model.category, brand: model.brand, model: model.name, storage };
  if (kept.accountLock === 'not-removed') {
    return {
      ok: true,
      answers: kept,
      quote: { outcome: 'refused', device, reason: 'account-locked' },
    };
  }

  const base = sellPriceIn(country, option.ron);
  const percentOfBase = (percent: number) => roundToCountryStep(country, (base * percent) / 100);
  const parts = percentOfBase(PARTS_PERCENT);
  const words = WORDS[SELL_LANGUAGE[country]];
  const lines: Line[] = [{ label: `${words.basePrice}: ${model.name}, ${storage}`, amount: base }];
  if (kept.powersOn === 'no') {
    lines.push({ label: words.doesNotTurnOn, amount: toCents(parts - base) });
  } else {
    lines.push(...conditionLines(kept, questions, percentOfBase, words));
    const total = sum(lines);
    if (total < parts) lines.push({ label: words.lowestOffer, amount: toCents(parts - total) });
  }
  const breakdown = lines.filter((line) => line.amount !== 0);
  const offer: SaleOffer = {
    amount: sum(breakdown),
    currencyLabel: countryConfig(country).currencyLabel,
    validUntil: new Date(now.getTime() + SELL_OFFER_VALID_DAYS * DAY).toISOString(),
    breakdown,
  };
  return { ok: true, answers: kept, quote: { outcome: 'offer', device, offer } };
}
