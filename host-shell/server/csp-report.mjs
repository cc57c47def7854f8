/**
 * The CSP report endpoint (`POST /csp-report`): where browsers send the violations of the pages'
 * Content-Security-Policy (security-headers.mjs names it in `report-uri` and, for `report-to`, in
 * the `Reporting-Endpoints` header). It takes both formats browsers send, the older
 * `application/csp-report` (one `{"csp-report": {...}}`) and the Reporting API's
 * `application/reports+json` (an array of reports of type `csp-violation`), and logs one line per
 * violation: the directive, what was blocked, on which page.
 *
 * Anyone can post here, so it is bounded: a body of at most 16 KB (413 past it), at most 20
 * reports a body, each field cut to 300 characters and stripped of line breaks (a report cannot
 * forge log lines), and at most 60 lines a minute in all; past that a minute's reports are counted
 * and the count is logged once when the next minute starts. It answers 204, and nothing about what
 * it logged.
 */

export const CSP_REPORT_PATH = '/csp-report';

const MAX_BODY_BYTES = 16 * 1024;
const MAX_REPORTS_PER_BODY = 20;
const MAX_FIELD_CHARS = 300;
const LINES_PER_MINUTE = 60;
const TYPES = new Set(['application/csp-report', 'application/reports+json', 'application/json']);

const clean = (value) =>
  String(value ?? '-')
    .replace(/\p{Cc}+/gu, ' ')
    .slice(0, MAX_FIELD_CHARS);

/** The violations of a parsed body, whichever format it is in (unknown shapes give none). */
export function violationsOf(body) {
  const reports = Array.isArray(body) ? body : [body];
  const found = [];
  for (const report of reports.slice(0, MAX_REPORTS_PER_BODY)) {
    if (report === null || typeof report !== 'object') continue;
    const legacy = report['csp-report'];
    if (legacy && typeof legacy === 'object') {
      found.push({
        directive: legacy['effective-directive'] ?? legacy['violated-directive'],
        blocked: legacy['blocked-uri'],
        page: legacy['document-uri'],
      });
    } else if (report.type === 'csp-violation' && report.body && typeof report.body === 'object') {
      found.push({
        directive: report.body.effectiveDirective,
        blocked: report.body.blockedURL,
        page: report.body.documentURL ?? report.url,
      });
    }
  }
  return found;
}

/** The body of `req`, or null when it is longer than `limit` bytes. */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The endpoint's handler: `log` takes one line (console.warn by default); `now` is the clock of
 * the per-minute bound.
 */
export function createCspReportSink({ log = (line) => console.warn(line), now = Date.now } = {}) {
  let windowStart = now();
  let lines = 0;
  let dropped = 0;
  const write = (line) => {
    if (now() - windowStart >= 60_000) {
      if (dropped > 0) log(`csp-report: ${dropped} more reports in the last minute, not logged`);
      windowStart = now();
      lines = 0;
      dropped = 0;
    }
    if (lines >= LINES_PER_MINUTE) {
      dropped += 1;
      return;
    }
    lines += 1;
    log(line);
  };
  const answer = (res, status, text) => {
    res.writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(text);
  };

  return async function handleCspReport(req, res) {
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      return answer(res, 405, 'Method not allowed');
    }
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    if (!TYPES.has(type)) return answer(res, 415, 'A CSP report is application/csp-report');
    const declared = Number(req.headers['content-length']);
    if (declared > MAX_BODY_BYTES) return answer(res, 413, 'Report too large');
    const text = await readBody(req, MAX_BODY_BYTES);
    if (text === null) return answer(res, 413, 'Report too large');
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      return answer(res, 400, 'A report is JSON');
    }
    for (const { directive, blocked, page } of violationsOf(body)) {
      write(`csp-report: ${clean(directive)} blocked ${clean(blocked)} on ${clean(page)}`);
    }
    res.writeHead(204, { 'cache-control': 'no-store' });
    return res.end();
  };
}
