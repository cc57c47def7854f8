/**
 * The condition grades' names in each site's language: one table for every page that names a
 * grade (the host's catalog and product pages, the cart's lines and its embed's buttons, shop-api's
 * grading guide), so a grade reads the same everywhere. The keys are the spec's shapes
 * (CA_NOU, FOARTE_BUN, BUN, ACCEPTABIL, in `CONDITION_GRADE_ORDER`); a grade the table does not
 * know is shown as it comes.
 *
 * Each language's names are a module of their own (grade-names/), written as message catalogue
 * entries: a browser bundle splits its catalogue by language, and a catalogue that took this whole
 * table would carry the four languages' names into every language's chunk (measured: +0.6 KB gzip
 * on each public page of the host).
 */
import type { GradeMessages } from './grade-keys.js';
import { isGradeKey } from './grade-keys.js';
import { BG_GRADE_MESSAGES } from './grade-names/bg.js';
import { EL_GRADE_MESSAGES } from './grade-names/el.js';
import { HU_GRADE_MESSAGES } from './grade-names/hu.js';
import { RO_GRADE_MESSAGES } from './grade-names/ro.js';

/** The sites' languages (`SITES[country].language`). */
export type SiteLanguage = 'ro' | 'bg' | 'hu' | 'el';

const GRADE_MESSAGES: Readonly<Record<SiteLanguage, GradeMessages>> = {
  ro: RO_GRADE_MESSAGES,
  bg: BG_GRADE_MESSAGES,
  hu: HU_GRADE_MESSAGES,
  el: EL_GRADE_MESSAGES,
};

/** A grade's name in `language`; a grade the table does not know, as it is. */
export const gradeName = (language: SiteLanguage, grade: string): string =>
  isGradeKey(grade) ? GRADE_MESSAGES[language][`grade.${grade}`] : grade;
