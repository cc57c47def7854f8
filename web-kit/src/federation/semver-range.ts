/**
 * Does a version satisfy a range, as Module Federation's runtime decides it for shared modules:
 * exact (`1.2.3`, `=1.2.3`), comparators (`>=`, `>`, `<=`, `<`), `^`, `~`, x-ranges (`1.x`, `1.2`,
 * `*`), hyphen ranges (`1.2.3 - 2`), comparator sets separated by spaces (`>=1.2.0 <2.0.0`) and
 * alternatives (`^18 || ^19`). Prereleases sort before their release; like the runtime (and unlike
 * npm), a prerelease is not excluded from a range that names no prerelease. A version or range
 * that cannot be read satisfies nothing, as in the runtime. Written here so the kit imports only
 * types from the federation packages.
 */

interface Version {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  readonly pre: readonly string[];
}

type Operator = '<' | '<=' | '>' | '>=' | '=';
type Comparator = readonly [Operator, Version];

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;
const PART = '(\\*|x|X|\\d+)';
const PARTIAL = new RegExp(
  `^(<=|>=|<|>|=|\\^|~>?)?v?${PART}(?:\\.${PART})?(?:\\.${PART})?(?:-([0-9A-Za-z.-]+))?(?:\\+[0-9A-Za-z.-]+)?$`,
);

function parseVersion(text: string): Version | null {
  const match = VERSION.exec(text.trim());
  if (!match) return null;
  const [, major, minor, patch, pre] = match;
  return {
    major: Number(major),
    minor: Number(minor),
    patch: Number(patch),
    pre: pre ? pre.split('.') : [],
  };
}

const version = (major: number, minor = 0, patch = 0, pre: readonly string[] = []): Version => ({
  major,
  minor,
  patch,
  pre,
});

/** The lowest version of the next release line: `<2.0.0-0` excludes 2.0.0's prereleases too. */
const below = (major: number, minor = 0, patch = 0): Comparator => [
  '<',
  version(major, minor, patch, ['0']),
];

function compareIdentifiers(a: string, b: string): number {
  const numeric = /^\d+$/;
  if (numeric.test(a) && numeric.test(b)) return Number(a) - Number(b);
  if (numeric.test(a)) return -1;
  if (numeric.test(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compare(a: Version, b: Version): number {
  const release = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (release !== 0) return release;
  if (a.pre.length === 0 || b.pre.length === 0) return b.pre.length - a.pre.length;
  for (let i = 0; i < Math.max(a.pre.length, b.pre.length); i += 1) {
    const [x, y] = [a.pre[i], b.pre[i]];
    if (x === undefined || y === undefined) return x === undefined ? -1 : 1;
    const order = compareIdentifiers(x, y);
    if (order !== 0) return order;
  }
  return 0;
}

/** One comparator token (`^1.2`, `>=18.0.0`, `1.x`) as plain comparators; null when unreadable. */
function comparators(token: string): Comparator[] | null {
  const match = PARTIAL.exec(token);
  if (!match) return null;
  const [, operator = '', ...rest] = match;
  const [majorText, minorText, patchText, preText] = rest;
  const wild = (part: string | undefined) => part === undefined || /^[*xX]$/.test(part);
  if (wild(majorText))
    return operator === '<' || operator === '>' ? [['<', version(0, 0, 0, ['0'])]] : [];
  const major = Number(majorText);
  const minor = wild(minorText) ? null : Number(minorText);
  const patch = minor === null || wild(patchText) ? null : Number(patchText);
  const pre = preText && patch !== null ? preText.split('.') : [];
  const low = version(major, minor ?? 0, patch ?? 0, pre);
  // The first version above the range a partial version (`1`, `1.2`) stands for.
  const next =
    minor === null ? version(major + 1) : patch === null ? version(major, minor + 1) : null;
  switch (operator) {
    case '^': {
      const upper =
        major > 0 || minor === null
          ? below(major + 1)
          : minor > 0 || patch === null
            ? below(0, minor + 1)
            : below(0, 0, patch + 1);
      return [['>=', low], upper];
    }
    case '~':
    case '~>':
      return [['>=', low], minor === null ? below(major + 1) : below(major, minor + 1)];
    case '>':
      return next ? [['>=', next]] : [['>', low]];
    case '<=':
      return next ? [below(next.major, next.minor, next.patch)] : [['<=', low]];
    case '<':
      return [next ? below(low.major, low.minor) : ['<', low]];
    case '>=':
      return [['>=', low]];
    default:
      return next ? [['>=', low], below(next.major, next.minor, next.patch)] : [['=', low]];
  }
}

function holds([operator, bound]: Comparator, candidate: Version): boolean {
  const order = compare(candidate, bound);
  switch (operator) {
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '>=':
      return order >= 0;
    default:
      return order === 0;
  }
}

/** One comparator set: a hyphen range, or comparators separated by spaces, all of which hold. */
function setComparators(set: string): Comparator[] | null {
  const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(set);
  const tokens = hyphen
    ? [`>=${hyphen[1]}`, `<=${hyphen[2]}`]
    : set
        .replace(/(<=|>=|<|>|=|\^|~>?)\s+/g, '$1')
        .split(/\s+/)
        .filter(Boolean);
  const all: Comparator[] = [];
  for (const token of tokens) {
    const parsed = comparators(token);
    if (!parsed) return null;
    all.push(...parsed);
  }
  return all;
}

export function satisfiesRange(versionText: string, range: string): boolean {
  const candidate = parseVersion(versionText);
  if (!candidate) return false;
  return range.split('||').some((set) => {
    const parsed = setComparators(set.trim());
    return parsed !== null && parsed.every((comparator) => holds(comparator, candidate));
  });
}
