/**
 * The grades' names in Greek, as the message catalogues' entries (`grade.CA_NOU`, ...): the
 * contracts' table (../grades.ts) and the host's and cart's Greek catalogues take them from here.
 */
import type { GradeMessages } from '../grade-keys.js';

export const EL_GRADE_MESSAGES: GradeMessages = {
  'grade.CA_NOU': 'Σαν καινούργιο',
  'grade.FOARTE_BUN': 'Πολύ καλό',
  'grade.BUN': 'Καλό',
  'grade.ACCEPTABIL': 'Αποδεκτό',
};
