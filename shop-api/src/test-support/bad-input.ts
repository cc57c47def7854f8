/**
 * What the bad-input sweep (http/bad-input-sweep.test.ts) sends and how it judges the answers:
 * hostile strings, bad bodies, a fingerprint of the whole database, and the verdict on one answer.
 */
import { ApiErrorSchema } from '@refurb/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** Strings an attacker or a broken client puts where an id, a code or a word is expected. */
export const HOSTILE_STRINGS: readonly string[] = [
  "' OR 1=1 --",
  "'; DROP TABLE orders; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'nul\u0000byte',
  '{{7*7}}${7*7}',
  'ăîșț €𝕏 \u202e\u200b',
  'x'.repeat(5000),
];

/**
 * Integers a contract's integer field must refuse: past PostgreSQL's `integer` (2147483647) either
 * way, and past what a JS number holds exactly.
 */
export const OUT_OF_RANGE_INTEGERS: readonly number[] = [2_147_483_648, -2_147_483_649, 1e20];
/** The same as text, for path and query parameters (read as numbers by the contracts). */
export const OUT_OF_RANGE_INTEGER_TEXTS: readonly string[] = [
  '2147483648',
  '-2147483649',
  '99999999999999999999',
];

export interface BadBody {
  readonly name: string;
  readonly type: string;
  readonly body: string;
  /** Fastify's parser refuses it before any route runs, so even a route without a body meets it. */
  readonly refusedByParser: boolean;
}

/** Path segments the router itself must refuse: a malformed percent-encoding, sent as it is. */
export const RAW_BAD_SEGMENTS: readonly string[] = ['%E0%A4%A', '%'];

/** Bodies no route takes: not JSON, too big, of another type, of the wrong JSON type, unknown fields. */
export const BAD_BODIES: readonly BadBody[] = [
  { name: 'not JSON', type: 'application/json', body: '{"phones": [', refusedByParser: true },
  {
    name: 'over 256 KB',
    type: 'application/json',
    body: JSON.stringify({ padding: 'x'.repeat(300 * 1024) }),
    refusedByParser: true,
  },
  { name: 'XML', type: 'application/xml', body: '<order/>', refusedByParser: true },
  {
    name: 'a prototype-polluting key',
    type: 'application/json',
    body: '{"__proto__": {"polluted": true}}',
    refusedByParser: true,
  },
  {
    name: 'a constructor-polluting key',
    type: 'application/json',
    body: '{"constructor": {"prototype": {"polluted": true}}}',
    refusedByParser: true,
  },
  {
    name: 'arrays nested 100 000 deep',
    type: 'application/json',
    body: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    refusedByParser: false,
  },
  {
    name: 'objects nested 40 000 deep',
    type: 'application/json',
    body: `${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}`,
    refusedByParser: false,
  },
  { name: 'an empty JSON body', type: 'application/json', body: '', refusedByParser: false },
  { name: 'plain text', type: 'text/plain', body: 'x', refusedByParser: false },
  ...['[]', '42', '"x"', 'null', 'true'].map((body) => ({
    name: `the JSON ${body}`,
    type: 'application/json',
    body,
    refusedByParser: false,
  })),
  {
    name: 'unknown fields and nothing else',
    type: 'application/json',
    body: JSON.stringify({ zzUnknown: 1, '<script>': "' OR 1=1 --" }),
    refusedByParser: false,
  },
];

/**
 * Every public table's row count and an md5 of its rows in a stable order, and every sequence's
 * position: two fingerprints are equal only if nothing was written, not even a number drawn.
 */
export async function databaseFingerprint(database: Database): Promise<Record<string, string>> {
  const tables = await database.rows<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const sequences = await database.rows<{ name: string }>(
    sql`SELECT sequence_name AS name FROM information_schema.sequences
        WHERE sequence_schema = 'public' ORDER BY 1`,
  );
  const print: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await database.rows<{ n: number; h: string | null }>(
      sql`SELECT count(*)::int AS n, md5(string_agg(t::text, E'\n' ORDER BY t::text)) AS h
          FROM ${sql.identifier(name)} t`,
    );
    print[name] = `${row?.n} rows ${row?.h ?? ''}`;
  }
  for (const { name } of sequences) {
    const [row] = await database.rows<{ v: string; called: boolean }>(
      sql`SELECT last_value::text AS v, is_called AS called FROM ${sql.identifier(name)}`,
    );
    print[`sequence ${name}`] = `${row?.v} ${row?.called}`;
  }
  return print;
}

/** The tables whose fingerprint differs. */
export const changedTables = (
  before: Record<string, string>,
  after: Record<string, string>,
): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (name) => before[name] !== after[name],
  );

/** What is wrong with an answer to bad input (null: a 4xx whose JSON is an ApiError with a message). */
export async function badInputVerdict(
  response: Response,
): Promise<{ problem: string | null; field?: string }> {
  const text = await response.text();
  if (response.status < 400 || response.status >= 500) {
    return { problem: `answered ${response.status}: ${text.slice(0, 160)}` };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return {
      problem: `answered ${response.status} with a body that is not JSON: ${text.slice(0, 80)}`,
    };
  }
  const error = ApiErrorSchema.safeParse(body);
  if (!error.success) return { problem: `answered ${response.status} without an ApiError body` };
  if (error.data.error.message.trim() === '') {
    return { problem: `answered ${response.status} with an empty message` };
  }
  return { problem: null, field: error.data.error.field };
}
