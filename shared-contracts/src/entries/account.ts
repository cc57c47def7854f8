/**
 * `@refurb/shared-contracts/account`: the account: returns, warranties, sign-in rules (password,
 * redirect) and IBANs.
 */
export { WarrantyReturnDataSchema } from '../schemas/user.schema.js';
export type { WarrantyReturnData } from '../schemas/user.schema.js';
export { refundMethodsFor, returnWindow } from '../rules/returns.js';
export { PASSWORD_MIN_LENGTH, passwordProblems, safeRedirect } from '../rules/auth.js';
export { deviceCoverage } from '../rules/warranty.js';
export type { DeviceCoverage } from '../rules/warranty.js';
export { ibanProblem, normalizeIban } from '../rules/iban.js';
export type { IbanProblem } from '../rules/iban.js';
