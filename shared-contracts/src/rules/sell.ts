/**
 * The sell questionnaire's rules, the same in the flow and in the sell service: which questions
 * are asked given the answers so far, what is missing or not an option, the answers kept when an
 * earlier one hides a question, the search over the sell catalog, and the days a courier can
 * come for a device.
 */
import type { SellModel, SellQuestion } from '../api/sell.schema.js';
import type { SaleConditionAnswers } from '../api/sales.schema.js';
import type { Country } from '../schemas/enums.schema.js';
import { countryConfig } from './countries.js';
import { localDate } from './returns.js';

type Answer = SaleConditionAnswers[string];

/**
 * The person's answer to `key`, or undefined: an own entry only, so a question keyed like an
 * Object member (`constructor`, `toString`) reads as unanswered, not as a function.
 */
const answerTo = (answers: SaleConditionAnswers, key: string): Answer | undefined =>
  Object.hasOwn(answers, key) ? answers[key] : undefined;

function isShown(question: SellQuestion, answers: SaleConditionAnswers): boolean {
  if (!question.showWhen) return true;
  const answer = answerTo(answers, question.showWhen.question);
  return typeof answer === 'string' && question.showWhen.anyOf.includes(answer);
}

/** The questions asked, in order, given the answers so far. */
export function visibleQuestions(
  questions: readonly SellQuestion[],
  answers: SaleConditionAnswers,
): SellQuestion[] {
  // A question shown only after another is hidden with it when that one is hidden.
  const asked: SellQuestion[] = [];
  const shownKeys = new Set<string>();
  for (const question of questions) {
    const parent = question.showWhen?.question;
    if (parent !== undefined && !shownKeys.has(parent)) continue;
    if (!isShown(question, answers)) continue;
    asked.push(question);
    shownKeys.add(question.key);
  }
  return asked;
}

export type AnswerProblem = 'missing' | 'not-an-option';

function problemOf(question: SellQuestion, answer: Answer | undefined): AnswerProblem | null {
  const keys = new Set(question.options.map((option) => option.key));
  if (question.kind === 'single') {
    if (answer === undefined || answer === '') return 'missing';
    return typeof answer === 'string' && keys.has(answer) ? null : 'not-an-option';
  }
  if (answer === undefined) return 'missing';
  if (!Array.isArray(answer)) return 'not-an-option';
  return answer.every((key) => keys.has(key)) && new Set(answer).size === answer.length
    ? null
    : 'not-an-option';
}

/** Each asked question that is unanswered or answered with something it does not offer. */
export function answerProblems(
  questions: readonly SellQuestion[],
  answers: SaleConditionAnswers,
): { readonly key: string; readonly problem: AnswerProblem }[] {
  return visibleQuestions(questions, answers).flatMap((question) => {
    const problem = problemOf(question, answerTo(answers, question.key));
    return problem ? [{ key: question.key, problem }] : [];
  });
}

/** Only the answers of the questions still asked (an earlier answer may have hidden some). */
export function keepAskedAnswers(
  questions: readonly SellQuestion[],
  answers: SaleConditionAnswers,
): SaleConditionAnswers {
  const kept: Record<string, Answer> = {};
  for (const question of visibleQuestions(questions, answers)) {
    const answer = answerTo(answers, question.key);
    if (answer !== undefined) kept[question.key] = answer;
  }
  return kept;
}

/** Lower case without diacritics or punctuation, so "Galaxy S23" finds "galaxy-s23". */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The models whose brand and name hold every word of the query, in catalog order; an empty query
 * finds nothing (the person browses instead).
 */
export function searchSellModels(models: readonly SellModel[], query: string): SellModel[] {
  const words = fold(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  return models.filter((model) => {
    const haystack = fold(`${model.brand} ${model.name}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** How many working days ahead a courier pickup can be booked. */
export const SELL_PICKUP_DAYS = 5;

const DAY = 86_400_000;

/**
 * The dates (YYYY-MM-DD) a courier can come for a sold device: the next `SELL_PICKUP_DAYS` working
 * days (Monday to Friday) after today in the country's time zone. Public holidays are not known to
 * the shop; a courier that cannot come on one calls the person (the confirmation says so).
 */
export function sellPickupDates(country: Country, now: Date, count = SELL_PICKUP_DAYS): string[] {
  const today = localDate(now, countryConfig(country).timeZone);
  const dates: string[] = [];
  // Noon UTC of each calendar day avoids any daylight-saving edge.
  for (let day = Date.parse(`${today}T12:00:00Z`) + DAY; dates.length < count; day += DAY) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) dates.push(new Date(day).toISOString().slice(0, 10));
  }
  return dates;
}
