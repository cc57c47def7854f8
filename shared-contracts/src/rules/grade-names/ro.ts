/**
 * The grades' names in Romanian, as the message catalogues' entries (`grade.CA_NOU`, ...): the
 * contracts' table (../grades.ts) and the host's and cart's Romanian catalogues take them from here.
 */
import type { GradeMessages } from '../grade-keys.js';

export const RO_GRADE_MESSAGES: GradeMessages = {
  'grade.CA_NOU': 'Ca nou',
  'grade.FOARTE_BUN': 'Foarte bun',
  'grade.BUN': 'Bun',
  'grade.ACCEPTABIL': 'Acceptabil',
};
