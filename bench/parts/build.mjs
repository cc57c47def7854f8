/**
 * Build time: the whole repository once (`npm run build`: every package in dependency order,
 * Storybook included), then the host and each remote on their own, `runs` times each (the
 * medians). The whole build is one run only: three would take a quarter of an hour.
 * It leaves every package built, which the parts after it measure.
 */
import { spawn } from 'node:child_process';
import { median, timeRuns } from '../support/stats.mjs';
import { runAlone } from '../support/run-alone.mjs';

export const quick = false;

const APPS = ['host-shell', 'mf-cart', 'mf-checkout', 'mf-account', 'mf-sell'];

function npmRun(root, args) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm ${args.join(' ')}: ${code}\n${errors}`)),
    );
  });
}

export async function measure({ root, runs, log }) {
  log('build: the whole repository (npm run build)…');
  const [whole] = await timeRuns(1, () => npmRun(root, ['run', 'build']));
  /** @type {Array<{ group: string, name: string, value: number, unit: string, note?: string }>} */
  const rows = [
    { group: 'build', name: 'whole repository', value: whole / 1000, unit: 's', note: 'one run' },
  ];
  for (const app of APPS) {
    const times = await timeRuns(runs, () =>
      npmRun(root, ['run', 'build', '-w', `@refurb/${app}`]),
    );
    log(`build: ${app} ${(median(times) / 1000).toFixed(1)} s`);
    rows.push({ group: 'build', name: app, value: median(times) / 1000, unit: 's' });
  }
  return { rows };
}

await runAlone(import.meta.url, measure);
