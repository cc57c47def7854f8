/**
 * A bench part run on its own while working on it (`node bench/parts/pages.mjs`): when the part's
 * module is the script node was started with, it measures (`BENCH_RUNS` runs, default `runs`) and
 * prints its rows as a table.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export async function runAlone(moduleUrl, measure, runs = 1) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const { rows } = await measure({
    root: join(import.meta.dirname, '..', '..'),
    runs: Number(process.env.BENCH_RUNS ?? runs),
    log: console.log,
  });
  console.table(
    rows.map(({ group, name, value, unit, budget, note }) => ({
      group,
      name,
      value,
      unit,
      budget: budget ? JSON.stringify(budget) : '',
      note: note ?? '',
    })),
  );
}
