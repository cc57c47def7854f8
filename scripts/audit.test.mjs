import assert from 'node:assert/strict';
import { test } from 'node:test';
import { judgeAudit } from './audit.mjs';

const report = (vulnerabilities) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities: {}, metadata: { vulnerabilities } });

test('an audit with a high or a critical advisory fails, naming the counts', () => {
  for (const counts of [
    { info: 0, low: 1, moderate: 0, high: 1, critical: 0, total: 2 },
    { info: 0, low: 0, moderate: 0, high: 0, critical: 3, total: 3 },
  ]) {
    const judged = judgeAudit(report(counts));
    assert.equal(judged.verdict, 'fail');
    assert.match(judged.line, /high or critical/);
  }
});

test('low and moderate advisories pass, and are listed', () => {
  const judged = judgeAudit(
    report({ info: 0, low: 2, moderate: 1, high: 0, critical: 0, total: 3 }),
  );
  assert.deepEqual(judged, {
    verdict: 'pass',
    line: 'npm audit --omit=dev: info 0, low 2, moderate 1, high 0, critical 0',
  });
});

test('a registry without the advisories endpoint is "not checked", with its answer', () => {
  const answer = JSON.stringify({
    message:
      '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    statusCode: 405,
    error: { summary: '', detail: '' },
  });
  assert.deepEqual(judgeAudit(answer), {
    verdict: 'not-checked',
    line: 'npm audit could not be made: the registry answered 405 to https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  });
  assert.equal(judgeAudit('npm ERR! offline').verdict, 'not-checked');
});
