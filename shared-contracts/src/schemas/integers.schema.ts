/**
 * Integers bound for PostgreSQL `integer` columns (ids of counties, localities, addresses, legacy
 * sell orders; installment counts). zod's `int()` takes any safe integer (up to 2^53), which such a
 * column cannot hold: the insert or the comparison fails and the caller got a 500. These refuse
 * what the column cannot hold, so the answer is a 400 naming the field.
 */
import * as z from 'zod/mini';
import { PG_INT_MAX } from '../constants.js';

/** An id of a row (or of a legacy record): 1 to 2147483647. */
export const PgId = z.int().check(z.gte(1), z.lte(PG_INT_MAX));
/** Any value an `integer` column holds: -2147483648 to 2147483647. */
export const PgInt = z.int().check(z.gte(-PG_INT_MAX - 1), z.lte(PG_INT_MAX));
/** An id sent as text (a path or query parameter): read as a number, then as `PgId`. */
export const PgIdText = z.coerce.number().check(z.int(), z.gte(1), z.lte(PG_INT_MAX));
