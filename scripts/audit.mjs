#!/usr/bin/env node
/**
 * `npm audit --omit=dev`, judged (issue 12): the packages the shop ships must have no high or
 * critical advisory. Prints the counts by severity and exits 1 on any high or critical one.
 *
 * When the registry has no advisories database to ask (the registry these machines reach answers
 * the audit endpoint with 405) the audit cannot be made: that is said on one line, naming the
 * answer, and is not a failure, since no advisory was found or missed by the shop's code; a
 * registry that answers makes it a real check again with no change here.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const BLOCKING = ['high', 'critical'];

/**
 * What `npm audit --json` printed, judged: `{ verdict: 'pass' | 'fail' | 'not-checked', line }`.
 */
export function judgeAudit(text) {
  let report;
  try {
    report = JSON.parse(text);
  } catch {
    return { verdict: 'not-checked', line: 'npm audit printed no JSON report' };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts || typeof counts !== 'object') {
    const why = report?.statusCode
      ? `the registry answered ${report.statusCode}${report.uri ? ` to ${report.uri}` : ''}`
      : report?.error?.summary || report?.message || 'no advisories in the answer';
    return { verdict: 'not-checked', line: `npm audit could not be made: ${why}` };
  }
  const summary = Object.entries(counts)
    .filter(([severity]) => severity !== 'total')
    .map(([severity, n]) => `${severity} ${n}`)
    .join(', ');
  const blocking = BLOCKING.reduce((sum, severity) => sum + (Number(counts[severity]) || 0), 0);
  return blocking > 0
    ? { verdict: 'fail', line: `npm audit --omit=dev: ${summary}; ${blocking} high or critical` }
    : { verdict: 'pass', line: `npm audit --omit=dev: ${summary}` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd: join(import.meta.dirname, '..'),
    encoding: 'utf8',
    timeout: 120_000,
  });
  const { verdict, line } = judgeAudit(result.stdout ?? '');
  console.log(`[audit] ${line}${verdict === 'not-checked' ? ' (not checked)' : ''}`);
  process.exit(verdict === 'fail' ? 1 : 0);
}
