#!/usr/bin/env node
/**
 * `npm run bench`: builds the production bundles, measures, prints one table, writes it as JSON and
 * Markdown under bench/results/ (latest.json, latest.md), and exits 1 when a budget is broken.
 *
 *   npm run bench                         everything, medians of 3 runs
 *   npm run bench -- --quick              CI's variant: the parts marked quick (bundle bytes per
 *                                         page, rule-book scaling), on the build that is there
 *   npm run bench -- --only pages,rulebook --runs 5 --no-build
 *   npm run bench -- --readme             also puts the table in README.md (between its markers)
 *
 * Each part is `bench/parts/<name>.mjs`: `quick` (boolean) and `measure(ctx)` returning rows
 * `{ group, name, value, unit, budget?: { max?, min? }, note? }`, values being medians of
 * `ctx.runs` runs. A row outside its budget fails the bench.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
/** The parts, in the order they run: the files of bench/parts/. */
const ORDER = ['build', 'rulebook', 'pages', 'interactions', 'lighthouse', 'shop-api'];
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
  },
});
const runs = Number(values.runs ?? (values.quick ? 1 : 3));
const log = (line) => console.log(`[bench] ${line}`);

/** Whether a row keeps its budget (a row without one always does). */
export function withinBudget(row) {
  const { budget } = row;
  if (!budget) return true;
  if (!Number.isFinite(row.value)) return false;
  return (
    (budget.max === undefined || row.value <= budget.max) &&
    (budget.min === undefined || row.value >= budget.min)
  );
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
    const mark = row.budget ? (withinBudget(row) ? 'ok' : '**over**') : '';
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

  const broken = rows.filter((row) => !withinBudget(row));
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
  const heading = `Benchmark of ${meta.at.slice(0, 10)}: medians of ${runs} run${runs > 1 ? 's' : ''}${values.quick ? ' (quick variant)' : ''}, ${meta.seconds} s, Node ${process.version}, ${broken.length} budget${broken.length === 1 ? '' : 's'} broken.`;
  await writeFile(join(resultsDir, 'latest.md'), `${heading}\n\n${table}\n`);
  if (values.readme) await putInReadme(`${heading}\n\n${table}`);
  console.log(`\n${heading}\n\n${table}\n`);
  if (broken.length > 0) {
    console.error(
      `[bench] over budget: ${broken.map((row) => `${row.group} / ${row.name} = ${format(row.value)} ${row.unit} (${budgetText(row)})`).join('; ')}`,
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
