/**
 * The grades' names in Hungarian, as the message catalogues' entries (`grade.CA_NOU`, ...): the
 * contracts' table (../grades.ts) and the host's and cart's Hungarian catalogues take them from here.
 */
import type { GradeMessages } from '../grade-keys.js';

export const HU_GRADE_MESSAGES: GradeMessages = {
  'grade.CA_NOU': 'Újszerű',
  'grade.FOARTE_BUN': 'Nagyon jó',
  'grade.BUN': 'Jó',
  'grade.ACCEPTABIL': 'Elfogadható',
};
