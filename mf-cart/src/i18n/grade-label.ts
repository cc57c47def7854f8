import { CONDITION_GRADE_ORDER } from '@refurb/shared-contracts';
import type { CartI18n } from './i18n';

type Grade = (typeof CONDITION_GRADE_ORDER)[number];
const isGrade = (value: string): value is Grade =>
  (CONDITION_GRADE_ORDER as readonly string[]).includes(value);

/**
 * A grade in the site's words (the cart line, the embed's buttons); a grade the catalogue does
 * not know is shown as it comes.
 */
export function gradeLabel({ t }: Pick<CartI18n, 't'>, grade: string): string {
  return isGrade(grade) ? t(`grade.${grade}`) : grade;
}
