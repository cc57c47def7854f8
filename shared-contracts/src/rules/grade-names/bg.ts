/**
 * The grades' names in Bulgarian, as the message catalogues' entries (`grade.CA_NOU`, ...): the
 * contracts' table (../grades.ts) and the host's and cart's Bulgarian catalogues take them from here.
 */
import type { GradeMessages } from '../grade-keys.js';

export const BG_GRADE_MESSAGES: GradeMessages = {
  'grade.CA_NOU': 'Като нов',
  'grade.FOARTE_BUN': 'Много добър',
  'grade.BUN': 'Добър',
  'grade.ACCEPTABIL': 'Приемлив',
};
