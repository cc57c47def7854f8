/**
 * One journey (or a few) by name against the built stack: `npm run journey -w @refurb/e2e --
 * "survive a reload"` runs every journey whose name matches (a regular expression, node:test's
 * --test-name-pattern) and skips the rest, quietly. About 30 s on this machine, most of it the
 * stack's start (run-e2e.mjs). Add group names after the pattern to look in those groups only.
 */
import { spawn } from 'node:child_process';

const [pattern, ...groups] = process.argv.slice(2);
if (!pattern) {
  console.error(
    'usage: npm run journey -w @refurb/e2e -- "<name or regular expression>" [group...]',
  );
  process.exit(2);
}
const child = spawn(
  process.execPath,
  ['--test-reporter=spec', `--test-name-pattern=${pattern}`, 'run-e2e.mjs', ...groups],
  { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit'] },
);
// The skipped journeys' lines say nothing: only the ones that ran, and the summary.
let rest = '';
child.stdout.on('data', (chunk) => {
  const lines = (rest + chunk).split('\n');
  rest = lines.pop() ?? '';
  for (const line of lines) if (!line.includes('# test name does not match')) console.log(line);
});
child.on('exit', (code) => {
  if (rest) console.log(rest);
  process.exit(code ?? 1);
});
