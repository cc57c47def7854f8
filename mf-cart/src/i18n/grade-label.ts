import { isGradeKey } from '@refurb/shared-contracts';
import type { CartI18n } from './i18n';

/**
 * A grade in the site's words (the cart line, the embed's buttons; the names are the contracts'
 * one table, `gradeName`, its entries from `RO_GRADE_MESSAGES` and siblings); a grade the catalogue does not know is shown as it comes.
 */
export function gradeLabel({ t }: Pick<CartI18n, 't'>, grade: string): string {
  return isGradeKey(grade) ? t(`grade.${grade}`) : grade;
}
