/**
 * The condition grades' keys, the spec's shapes, best condition first. A module of its own, with
 * no names and no sorting in it, so a page that only asks "is this a grade?" carries a few bytes.
 */

/** The grades, best condition first. */
export const CONDITION_GRADE_ORDER = Object.freeze([
  'CA_NOU',
  'FOARTE_BUN',
  'BUN',
  'ACCEPTABIL',
] as const);

export type GradeKey = (typeof CONDITION_GRADE_ORDER)[number];

/** The grades' names in one language, keyed as the message catalogues key them. */
export type GradeMessages = Readonly<Record<`grade.${GradeKey}`, string>>;

export const isGradeKey = (value: string): value is GradeKey =>
  (CONDITION_GRADE_ORDER as readonly string[]).includes(value);
