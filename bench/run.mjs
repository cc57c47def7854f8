#!/usr/bin/env node
/**
 * `npm run bench`: builds the production bundles, measures, prints one table, writes it as JSON and
 * Markdown under bench/results/ (latest.json, latest.md), and exits 1 when a budget is broken.
 *
 *   npm run bench                         everything, medians of 3 runs
 *   npm run bench -- --quick              CI's variant: the parts marked quick (bundle bytes per
 *                                         page, rule-book scaling, the host server's rendering
 *                                         in one short round), on the build that is there
 *   npm run bench -- --only pages,rulebook --runs 5 --no-build
 *   npm run bench -- --readme             also puts the table in README.md (between its markers)
 *   npm run bench -- --quick --update-guards   writes bench/guards.json from this run's figures
 *
 * Each part is `bench/parts/<name>.mjs`: `quick` (boolean) and `measure(ctx)` returning rows
 * `{ group, name, value, unit, budget?: { max?, min? }, note? }`, values being medians of
 * `ctx.runs` runs. A row outside its budget fails the bench.
 *
 * Guards (bench/guards.json): where a budget is not kept yet, the figure it had when the guard was
 * written, with 5 % of room (a count none; a row's `guardRoom` when its part sets one, for
 * figures of a short run on a shared machine such as latencies under load), so a change that makes it worse fails CI's quick
 * variant while the work towards the budget goes on; likewise figures a part marks `regression`
 * (every page's first-load JS, budgeted or not). The quick variant fails on a broken guard,
 * and on a broken budget only where a row has no guard; the full bench fails on either.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
/** The parts, in the order they run: the files of bench/parts/. */
const ORDER = ['build', 'rulebook', 'pages', 'interactions', 'lighthouse', 'shop-api', 'render'];
const PARTS = (await readdir(join(root, 'bench', 'parts')))
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => file.replace(/\.mjs$/, ''))
  .sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99));

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    runs: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    readme: { type: 'boolean', default: false },
    'update-guards': { type: 'boolean', default: false },
  },
});
const GUARDS_FILE = join(root, 'bench', 'guards.json');
const rowKey = (row) => `${row.group} / ${row.name}`;
const runs = Number(values.runs ?? (values.quick ? 1 : 3));
const log = (line) => console.log(`[bench] ${line}`);

/** Whether a value is within bounds (no bounds: it is; not a number: it is not). */
function within(value, bounds) {
  if (!bounds) return true;
  if (!Number.isFinite(value)) return false;
  return (
    (bounds.max === undefined || value <= bounds.max) &&
    (bounds.min === undefined || value >= bounds.min)
  );
}

/** Whether a row keeps its budget (a row without one always does). */
export const withinBudget = (row) => within(row.value, row.budget);

/** Whether a row keeps its guard (the figure it must not get worse than; none: it does). */
export const withinGuard = (row) => within(row.value, row.guard);

/**
 * A guard for a row over its budget, or for one a part guards against regressions (`regression`,
 * a smaller-is-better figure without a budget): its figure with 5 % of room, or the row's own
 * `guardRoom` (a fraction) when its part sets one (whole counts: none).
 */
export function guardFor(row) {
  const guarded = row.budget ? !withinBudget(row) : row.regression === true;
  if (!guarded) return null;
  const count = row.unit === '' || row.unit === '×';
  const room = count ? 0 : (row.guardRoom ?? 0.05);
  if (!row.budget || row.budget.max !== undefined) {
    const max = row.value * (1 + room);
    return { max: count ? Math.ceil(max) : Math.ceil(max * 10) / 10 };
  }
  const min = row.value * (1 - room);
  return { min: count ? Math.floor(min) : Math.floor(min * 10) / 10 };
}

async function readGuards() {
  try {
    return JSON.parse(await readFile(GUARDS_FILE, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw new Error(`bench/guards.json cannot be read: ${error.message}`);
  }
}

const budgetText = ({ budget }) =>
  budget === undefined
    ? ''
    : [
        budget.min !== undefined ? `≥ ${budget.min}` : '',
        budget.max !== undefined ? `≤ ${budget.max}` : '',
      ]
        .filter(Boolean)
        .join(', ');

const format = (value) =>
  !Number.isFinite(value)
    ? String(value)
    : Math.abs(value) >= 100
      ? value.toFixed(0)
      : Math.abs(value) >= 10
        ? value.toFixed(1)
        : value.toFixed(2);

export function markdownTable(rows) {
  const lines = ['| group | measure | median | unit | budget | |', '|---|---|---:|---|---|---|'];
  for (const row of rows) {
    const mark = row.budget
      ? withinBudget(row)
        ? 'ok'
        : `**over**${row.guard ? (withinGuard(row) ? ', guarded' : ', **worse than its guard**') : ''}`
      : '';
    const note = row.note ? ` (${row.note})` : '';
    lines.push(
      `| ${row.group} | ${row.name}${note} | ${format(row.value)} | ${row.unit} | ${budgetText(row)} | ${mark} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const wanted = values.only
    ? values.only.split(',').map((name) => name.trim())
    : PARTS.filter((name) => name !== 'build' || !values['no-build']);
  const unknown = wanted.filter((name) => !PARTS.includes(name));
  if (unknown.length > 0)
    throw new Error(`no bench part ${unknown.join(', ')} (${PARTS.join(', ')})`);
  const parts = [];
  for (const name of wanted) {
    const part = await import(`./parts/${name}.mjs`);
    if (!values.quick || part.quick) parts.push({ name, part });
  }
  if (!values['no-build'] && !parts.some(({ name }) => name === 'build')) {
    log('building the production bundles (npm run build)…');
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }

  const rows = [];
  const started = Date.now();
  for (const { name, part } of parts) {
    const at = Date.now();
    log(`${name}…`);
    const result = await part.measure({ root, runs, quick: values.quick, log });
    rows.push(...result.rows);
    log(`${name}: ${result.rows.length} figures in ${((Date.now() - at) / 1000).toFixed(0)} s`);
  }

  const guards = await readGuards();
  for (const row of rows) {
    const guard = guards[rowKey(row)];
    if (guard) row.guard = guard;
  }
  const broken = rows.filter((row) =>
    values.quick && row.guard ? !withinGuard(row) : !withinBudget(row) || !withinGuard(row),
  );
  if (values['update-guards']) {
    const next = Object.fromEntries(
      rows.map((row) => [rowKey(row), guardFor(row)]).filter(([, guard]) => guard !== null),
    );
    await writeFile(GUARDS_FILE, `${JSON.stringify(next, null, 2)}\n`);
    log(`bench/guards.json: ${Object.keys(next).length} guards`);
  }
  const table = markdownTable(rows);
  const resultsDir = join(root, 'bench', 'results');
  await mkdir(resultsDir, { recursive: true });
  const meta = {
    at: new Date().toISOString(),
    runs,
    quick: values.quick,
    seconds: Math.round((Date.now() - started) / 1000),
    node: process.version,
  };
  await writeFile(
    join(resultsDir, 'latest.json'),
    `${JSON.stringify({ ...meta, rows, broken: broken.length }, null, 2)}\n`,
  );
  const over = rows.filter((row) => !withinBudget(row)).length;
  const heading = `Benchmark of ${meta.at.slice(0, 10)}: medians of ${runs} run${runs > 1 ? 's' : ''}${values.quick ? ' (quick variant)' : ''}, ${meta.seconds} s, Node ${process.version}, ${over} budget${over === 1 ? '' : 's'} not kept, ${broken.length} failing.`;
  await writeFile(join(resultsDir, 'latest.md'), `${heading}\n\n${table}\n`);
  if (values.readme) await putInReadme(`${heading}\n\n${table}`);
  console.log(`\n${heading}\n\n${table}\n`);
  if (broken.length > 0) {
    console.error(
      `[bench] failing: ${broken.map((row) => `${rowKey(row)} = ${format(row.value)} ${row.unit} (${row.guard && (values.quick || !withinGuard(row)) ? `guard ${budgetText({ budget: row.guard })}` : budgetText(row)})`).join('; ')}`,
    );
    process.exitCode = 1;
  }
}

async function putInReadme(text) {
  const file = join(root, 'README.md');
  const readme = await readFile(file, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  if (!readme.includes(start) || !readme.includes(end)) {
    throw new Error(`README.md has no ${start} … ${end} markers`);
  }
  await writeFile(
    file,
    readme.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${text}\n${end}`),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`[bench] ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    process.exit(2);
  });
}
