/**
 * `@refurb/shared-contracts/sell`: the sell flow: its questionnaire rules and its saved progress.
 */
export {
  answerProblems,
  keepAskedAnswers,
  searchSellModels,
  sellPickupDates,
  visibleQuestions,
} from '../rules/sell.js';
export type { AnswerProblem } from '../rules/sell.js';
export {
  SELL_PROGRESS_KEY,
  SELL_STEPS,
  SellProgressSchema,
  SellStepSchema,
  parseSellProgress,
  serializeSellProgress,
} from '../schemas/sell-progress.schema.js';
export type { SellDetailsDraft, SellProgress, SellStep } from '../schemas/sell-progress.schema.js';
