/**
 * fast-check arbitraries read from the contracts' zod/mini schemas (`schema._zod.def`), so that a
 * property over a contract type follows the contract as it changes instead of a copy of it.
 *
 * A generated value is one the schema accepts and gives back unchanged: the value a rule receives
 * after the parse at an edge. So `default` fields are always present, a `trim` check only meets
 * trimmed text, and a `pipe` into a transform (whose output cannot be generated from its input) is
 * refused. Whatever cannot be generated faithfully throws an Error naming its path, instead of
 * generating junk a property would then blame on a rule; `overrides` stand in for such schemas.
 *
 * Checks the generators do not honour by construction (a refinement, a pattern with a length
 * limit) fall back to a filter with the schema's own parse. A filter that refuses most values
 * would make fast-check spin, so each one is sampled first and refused below 10% acceptance.
 */
import fc from 'fast-check';
import * as z from 'zod/mini';

export type AnySchema = z.core.$ZodType;
type Schema = AnySchema;
type Def = z.core.$ZodTypes['_zod']['def'];
type CheckDef = z.core.$ZodChecks['_zod']['def'];

export interface ArbitraryOptions {
  /** Names the root in error messages (`CartState.phoneCart[].id`). */
  readonly name?: string;
  /**
   * Arbitraries that stand in for a schema wherever it appears, matched by identity: for a kind
   * the engine refuses (a transform, `z.custom`), or to narrow one (ids from a small pool collide,
   * which is where cart rules branch). An override's values are trusted as valid.
   */
  readonly overrides?: ReadonlyMap<Schema, fc.Arbitrary<unknown>>;
  /** The longest array or record generated where the schema allows longer (default 3). */
  readonly maxLength?: number;
  /**
   * Numbers are drawn from this range where the schema allows more (default ±1,000,000). Values
   * near Number.MAX_VALUE are valid but meaningless for prices and counts, and a sum of two of
   * them overflows to Infinity: a property would report the arithmetic, not a rule.
   */
  readonly numbers?: { readonly min: number; readonly max: number };
}

interface Context {
  readonly overrides: ReadonlyMap<Schema, fc.Arbitrary<unknown>>;
  readonly maxLength: number;
  readonly numbers: { readonly min: number; readonly max: number };
  readonly cache: Map<Schema, fc.Arbitrary<unknown>>;
}

/** An arbitrary of the values `schema` accepts and gives back unchanged. */
export function arbitraryOf<S extends Schema>(
  schema: S,
  options: ArbitraryOptions = {},
): fc.Arbitrary<z.infer<S>> {
  const context: Context = {
    overrides: options.overrides ?? new Map(),
    maxLength: options.maxLength ?? 3,
    numbers: options.numbers ?? { min: -1_000_000, max: 1_000_000 },
    cache: new Map(),
  };
  return build(schema, options.name ?? 'value', context) as fc.Arbitrary<z.infer<S>>;
}

/**
 * Text as people and servers send it: mostly printable ASCII, with the separators rules split on,
 * control characters, letters and marks of the BMP (diacritics, Cyrillic, Greek), emoji, and the
 * first half of an emoji alone: text cut to a length in UTF-16 units can end in one, and JSON
 * carries it (`"\ud83d"`). Each unit is one code point, which is how zod counts a string's length.
 */
const char = (min: number, max: number) =>
  fc.integer({ min, max }).map((code) => String.fromCodePoint(code));
export const textUnit: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), weight: 10 },
  { arbitrary: fc.constantFrom(' ', '-', '/', '.', '#', '?', '%', '&', '='), weight: 3 },
  { arbitrary: char(0, 0x1f), weight: 1 },
  { arbitrary: fc.oneof(char(0xa0, 0xd7ff), char(0xe000, 0xffff)), weight: 3 },
  { arbitrary: char(0x10000, 0x10ffff), weight: 1 },
  // A high surrogate never pairs with what follows: no unit starts with a low one.
  { arbitrary: char(0xd800, 0xdbff), weight: 1 },
);

export const text = (constraints: { minLength?: number; maxLength?: number } = {}) =>
  fc.string({ unit: textUnit, ...constraints });

class SchemaArbitraryError extends Error {
  constructor(path: string, problem: string) {
    super(`arbitraryOf: ${problem} at ${path}; pass an override for it`);
    this.name = 'SchemaArbitraryError';
  }
}

function build(schema: Schema, path: string, context: Context): fc.Arbitrary<unknown> {
  const override = context.overrides.get(schema);
  if (override) return override;
  const cached = context.cache.get(schema);
  if (cached) return cached;
  const arbitrary = generate(schema, path, context);
  context.cache.set(schema, arbitrary);
  return arbitrary;
}

function generate(schema: Schema, path: string, context: Context): fc.Arbitrary<unknown> {
  const def = schema._zod.def as Def;
  const checks = (def.checks ?? []).map((check) => check._zod.def as CheckDef);
  switch (def.type) {
    case 'string': {
      const format = (def as Partial<z.core.$ZodCheckStringFormatDef>).check === 'string_format';
      const exact = !format && checks.every((c) => LENGTHS.has(c.check));
      return leaf(schema, path, exact, stringOf(def, checks, path));
    }
    case 'number':
      return leaf(
        schema,
        path,
        checks.every((c) => BOUNDS.has(c.check)),
        numberOf(def, checks, context),
      );
    case 'boolean':
      return leaf(schema, path, checks.length === 0, fc.boolean());
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'date':
      return leaf(schema, path, checks.length === 0, instant);
    case 'literal':
    case 'enum':
      return fc.constantFrom(...schema._zod.values!);
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    case 'optional': {
      const inner = build(def.innerType, path, context);
      const exact = schema._zod.traits.has('$ZodExactOptional');
      return exact ? inner : fc.option(inner, { nil: undefined, freq: 4 });
    }
    case 'nullable':
      return fc.option(build(def.innerType, path, context), { nil: null, freq: 4 });
    // A defaulted value is always present in what the parse gives back.
    case 'default':
    case 'prefault':
    case 'readonly':
      return build(def.innerType, path, context);
    case 'nonoptional':
      return build(def.innerType, path, context).filter((v) => v !== undefined);
    case 'union':
      return fc.oneof(...def.options.map((o, i) => build(o, `${path}<${i}>`, context)));
    case 'object':
      return container(schema, path, checks, objectOf(def, path, context));
    case 'array':
      return container(schema, path, checks, arrayOf(def, checks, path, context));
    case 'tuple':
      return container(schema, path, checks, tupleOf(def, path, context));
    case 'record':
      return container(schema, path, checks, recordOf(def, path, context));
    case 'pipe':
      throw new SchemaArbitraryError(path, 'a pipe (its output is not generated from its input)');
    default:
      throw new SchemaArbitraryError(path, `the schema kind '${def.type}' is not supported`);
  }
}

/** Realistic instants: 1970 to 2100, never an invalid Date. */
const instant = fc.date({
  min: new Date(Date.UTC(1970, 0, 1)),
  max: new Date(Date.UTC(2100, 0, 1)),
  noInvalidDate: true,
});

/** String formats generated from something better than their pattern (real dates, real URLs). */
const STRING_FORMATS: Readonly<Record<string, fc.Arbitrary<string>>> = {
  datetime: instant.map((d) => d.toISOString()),
  date: instant.map((d) => d.toISOString().slice(0, 10)),
  url: fc.webUrl(),
};

/** Checks the generators honour by construction; any other needs the filter. */
const LENGTHS = new Set(['min_length', 'max_length', 'length_equals']);
const BOUNDS = new Set(['greater_than', 'less_than', 'number_format']);

function stringOf(
  def: z.core.$ZodStringDef,
  checks: readonly CheckDef[],
  path: string,
): fc.Arbitrary<string> {
  const formats = [def as Partial<z.core.$ZodCheckStringFormatDef>, ...checks].filter(
    (c): c is z.core.$ZodCheckStringFormatDef => c.check === 'string_format',
  );
  const first = formats[0];
  if (first) {
    const named = STRING_FORMATS[first.format];
    if (named) return named;
    if (first.pattern) return fc.stringMatching(first.pattern);
    throw new SchemaArbitraryError(path, `the string format '${first.format}' has no pattern`);
  }
  const { min, max } = lengthBounds(checks);
  return text({ minLength: min, ...(max === undefined ? {} : { maxLength: max }) });
}

function numberOf(
  def: z.core.$ZodNumberDef,
  checks: readonly CheckDef[],
  context: Context,
): fc.Arbitrary<number> {
  let [min, max] = [-Number.MAX_VALUE, Number.MAX_VALUE];
  let [minExcluded, maxExcluded, integer] = [false, false, false];
  // `z.int()` is its own format check; `z.number().check(z.int())` carries it among its checks.
  const own = def as Partial<z.core.$ZodCheckNumberFormatDef>;
  const all = own.check === 'number_format' ? [own as CheckDef, ...checks] : checks;
  for (const check of all) {
    if (check.check === 'greater_than' && Number(check.value) >= min) {
      [min, minExcluded] = [Number(check.value), !check.inclusive];
    } else if (check.check === 'less_than' && Number(check.value) <= max) {
      [max, maxExcluded] = [Number(check.value), !check.inclusive];
    } else if (check.check === 'number_format') {
      const [low, high] = NUMBER_FORMATS[check.format];
      [min, max] = [Math.max(min, low), Math.min(max, high)];
      integer ||= check.format !== 'float32' && check.format !== 'float64';
    }
  }
  const [realMin, realMax] = [
    Math.max(min, context.numbers.min),
    Math.min(max, context.numbers.max),
  ];
  // A schema whose whole range lies outside the realistic one keeps its own range.
  if (realMin <= realMax) [min, max] = [realMin, realMax];
  if (integer) {
    return fc.integer({
      min: Math.ceil(min + (minExcluded ? 1 : 0)),
      max: Math.floor(max - (maxExcluded ? 1 : 0)),
    });
  }
  return fc.double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true });
}

const NUMBER_FORMATS: Readonly<Record<z.core.$ZodNumberFormats, readonly [number, number]>> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-(2 ** 31), 2 ** 31 - 1],
  uint32: [0, 2 ** 32 - 1],
  float32: [-3.4028234663852886e38, 3.4028234663852886e38],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
};

function lengthBounds(checks: readonly CheckDef[]): { min: number; max: number | undefined } {
  let [min, max] = [0, undefined as number | undefined];
  for (const check of checks) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum);
    if (check.check === 'max_length') max = Math.min(max ?? Infinity, check.maximum);
    if (check.check === 'length_equals') [min, max] = [check.length, check.length];
  }
  return { min, max };
}

/**
 * A string, number or boolean: generated, then checked against the schema's own parse when it has
 * any check, so that what the generator only approximates (a pattern and a length, `trim`) holds.
 * The parse must give the very value back (`trim` on " a" would not).
 */
function leaf<T>(
  schema: Schema,
  path: string,
  exact: boolean,
  arbitrary: fc.Arbitrary<T>,
): fc.Arbitrary<T> {
  if (exact) return arbitrary;
  return accepted(arbitrary, path, (value) => {
    const result = z.safeParse(schema, value);
    return result.success && Object.is(result.data, value);
  });
}

/** An object, array or record: its own checks (a refinement) filter what its parts generate. */
function container<T>(
  schema: Schema,
  path: string,
  checks: readonly CheckDef[],
  arbitrary: fc.Arbitrary<T>,
): fc.Arbitrary<T> {
  if (checks.every((c) => LENGTHS.has(c.check))) return arbitrary;
  return accepted(arbitrary, path, (value) => z.safeParse(schema, value).success);
}

const PROBE_RUNS = 100;
const MIN_ACCEPTANCE = 0.1;

/** `arbitrary` filtered by `accept`, once a fixed-seed sample shows the filter lets enough by. */
function accepted<T>(
  arbitrary: fc.Arbitrary<T>,
  path: string,
  accept: (value: T) => boolean,
): fc.Arbitrary<T> {
  const sample = fc.sample(arbitrary, { numRuns: PROBE_RUNS, seed: 42 });
  const rate = sample.filter(accept).length / sample.length;
  if (rate < MIN_ACCEPTANCE) {
    throw new SchemaArbitraryError(
      path,
      `only ${Math.round(rate * 100)}% of the generated values pass the schema's checks`,
    );
  }
  return arbitrary.filter(accept);
}

function objectOf(def: z.core.$ZodObjectDef, path: string, context: Context) {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, field] of Object.entries(def.shape)) {
    model[key] = build(field, `${path}.${key}`, context);
    // A key the output may lack: absent or undefined (a default would fill it in, so not those).
    if (field._zod.optin !== 'optional' || field._zod.optout !== 'optional') requiredKeys.push(key);
  }
  return fc.record(model, { requiredKeys, noNullPrototype: true });
}

function arrayOf(
  def: z.core.$ZodArrayDef,
  checks: readonly CheckDef[],
  path: string,
  context: Context,
) {
  const { min, max } = lengthBounds(checks);
  const maxLength = Math.min(max ?? Infinity, Math.max(min, context.maxLength));
  return fc.array(build(def.element, `${path}[]`, context), { minLength: min, maxLength });
}

function tupleOf(def: z.core.$ZodTupleDef, path: string, context: Context) {
  const items = fc.tuple(...def.items.map((item, i) => build(item, `${path}[${i}]`, context)));
  if (!def.rest) return items;
  const rest = fc.array(build(def.rest, `${path}[...]`, context), { maxLength: context.maxLength });
  return fc.tuple(items, rest).map(([head, tail]) => [...head, ...tail]);
}

function recordOf(def: z.core.$ZodRecordDef, path: string, context: Context) {
  const value = build(def.valueType, `${path}{}`, context);
  const keys = def.keyType._zod.values;
  if (keys) {
    // Keys from an enum: every one of them, or any of them for a partial record.
    const model = Object.fromEntries([...keys].map((key) => [String(key), value]));
    return fc.record(model, {
      requiredKeys: def.partial ? [] : Object.keys(model),
      noNullPrototype: true,
    });
  }
  if ((def.keyType._zod.def as Def).type !== 'string') {
    throw new SchemaArbitraryError(path, 'a record whose keys are not strings or an enum');
  }
  // fast-check likes a `__proto__` key; zod writes a record's entries by assignment, so such a key
  // does not come back as one (the parse is no fixed point for it).
  const key = (build(def.keyType, `${path}{key}`, context) as fc.Arbitrary<string>).filter(
    (k) => k !== '__proto__',
  );
  return fc.dictionary(key, value, { maxKeys: context.maxLength, noNullPrototype: true });
}
