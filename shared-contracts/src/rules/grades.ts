/**
 * The condition grades' names in each site's language: one table for every page that names a
 * grade (the host's catalog and product pages, the cart's lines and its embed's buttons, shop-api's
 * grading guide), so a grade reads the same everywhere. The keys are the spec's shapes
 * (CA_NOU, FOARTE_BUN, BUN, ACCEPTABIL, in `CONDITION_GRADE_ORDER`); a grade the table does not
 * know is shown as it comes.
 */
import { CONDITION_GRADE_ORDER } from './catalog-order.js';

export type GradeKey = (typeof CONDITION_GRADE_ORDER)[number];

/** The sites' languages (`SITES[country].language`). */
export type SiteLanguage = 'ro' | 'bg' | 'hu' | 'el';

export const GRADE_NAMES: Readonly<Record<SiteLanguage, Readonly<Record<GradeKey, string>>>> = {
  ro: { CA_NOU: 'Ca nou', FOARTE_BUN: 'Foarte bun', BUN: 'Bun', ACCEPTABIL: 'Acceptabil' },
  bg: { CA_NOU: 'Като нов', FOARTE_BUN: 'Много добър', BUN: 'Добър', ACCEPTABIL: 'Приемлив' },
  hu: { CA_NOU: 'Újszerű', FOARTE_BUN: 'Nagyon jó', BUN: 'Jó', ACCEPTABIL: 'Elfogadható' },
  el: {
    CA_NOU: 'Σαν καινούργιο',
    FOARTE_BUN: 'Πολύ καλό',
    BUN: 'Καλό',
    ACCEPTABIL: 'Αποδεκτό',
  },
};

export const isGradeKey = (value: string): value is GradeKey =>
  (CONDITION_GRADE_ORDER as readonly string[]).includes(value);

/** A grade's name in `language`; a grade the table does not know, as it is. */
export const gradeName = (language: SiteLanguage, grade: string): string =>
  isGradeKey(grade) ? GRADE_NAMES[language][grade] : grade;

/**
 * The grades' names as a message catalogue's entries (`grade.CA_NOU`, ...), for the remotes and
 * the host whose `t` looks names up by key.
 */
export function gradeMessages(
  language: SiteLanguage,
): Readonly<Record<`grade.${GradeKey}`, string>> {
  const names = GRADE_NAMES[language];
  return {
    'grade.CA_NOU': names.CA_NOU,
    'grade.FOARTE_BUN': names.FOARTE_BUN,
    'grade.BUN': names.BUN,
    'grade.ACCEPTABIL': names.ACCEPTABIL,
  };
}
