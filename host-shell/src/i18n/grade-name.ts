import { isGradeKey } from '@refurb/shared-contracts';
import type { useI18n } from './i18n';

/**
 * A grade's name in the site's language (the spec's keys, CA_NOU to ACCEPTABIL, named by the
 * contracts' one table, `gradeName`, its entries from `RO_GRADE_MESSAGES` and siblings); an unknown key as it is. Its own module: the product
 * page's chunk needs it without the category page's code.
 */
export function gradeName(t: ReturnType<typeof useI18n>['t'], grade: string): string {
  return isGradeKey(grade) ? t(`grade.${grade}`) : grade;
}
