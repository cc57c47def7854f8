#!/usr/bin/env node
/**
 * No secret in any browser bundle: scans every file the browser can load (the host's and every
 * remote's `dist/`, the host's `public/`) for what must never be there, and exits 1 naming each
 * find. `npm test` runs it after the build.
 *
 * What it looks for:
 * - private keys (PEM blocks, a service account's `"private_key"`), cloud and code-host tokens
 *   (AWS access key ids, GitHub and Slack tokens, Stripe live keys), a `postgres://user:pass@` URL;
 * - the names of shop-api's server-side settings with a value beside them (`BOT_CHECK_SECRET=…`,
 *   `PAYMENT_CALLBACK_SECRET: "…"`), and the test suites' own secrets, which prove by their absence
 *   that nothing of shop-api's code or tests is bundled.
 * - a script or stylesheet that links its source map (`//# sourceMappingURL=`): the builds write
 *   hidden source maps, kept beside the bundles for the error tracker and never served, so no
 *   browser is pointed at the whole source (README: source maps).
 * The Firebase web `apiKey` is not a secret (it names the project to Google; access is the rules'
 * business) and the local config holds a placeholder, so it is not looked for.
 *
 * `node scripts/scan-bundles.mjs [dir...]` scans the given folders instead.
 */
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');

export const DEFAULT_DIRS = [
  'host-shell/dist',
  'host-shell/public',
  'mf-cart/dist',
  'mf-checkout/dist',
  'mf-account/dist',
  'mf-sell/dist',
].map((dir) => join(root, dir));

const TEXT = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.map',
  '.txt',
  '.svg',
  '.webmanifest',
]);

/** @type {ReadonlyArray<readonly [string, RegExp]>} */
export const SECRET_PATTERNS = [
  ['a private key', /-----BEGIN (?:RSA |EC |OPENSSH |ENCRYPTED )?PRIVATE KEY-----/],
  ['a service account key', /"private_key"\s*:\s*"/],
  ['an AWS access key id', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['a GitHub token', /\bgh[pousr]_[A-Za-z0-9]{36,}\b/],
  ['a Slack token', /\bxox[abpors]-[A-Za-z0-9-]{10,}/],
  ['a Stripe live key', /\b[sr]k_live_[A-Za-z0-9]{16,}/],
  ['a database URL with a password', /\bpostgres(?:ql)?:\/\/[^\s:/@"']+:[^\s@/"']+@/],
  [
    'a shop-api secret setting with a value',
    /\b(?:BOT_CHECK_SECRET|PAYMENT_CALLBACK_SECRET|REVIEW_MODERATION_TOKEN|DATABASE_URL)\s*[:=]\s*["'`]?[^\s"'`,;)]{8,}/,
  ],
  [
    'a test suite secret',
    /test-payment-secret-0123456789|test-secret-0123456789abcdef|test-review-moderation-token-0123456789/,
  ],
];

/** A script's or stylesheet's last comment pointing at its source map. */
const SOURCE_MAP_LINK = /[#@] sourceMappingURL=\S+\s*(?:\*\/)?\s*$/;
const LINKING = new Set(['.js', '.mjs', '.css']);

async function* filesIn(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(path);
    else if (entry.isFile() && TEXT.has(extname(entry.name))) yield path;
  }
}

/** Every find in `dirs` as `{ file, what, excerpt }`; folders that do not exist are skipped. */
export async function scan(dirs = DEFAULT_DIRS) {
  const finds = [];
  let files = 0;
  for (const dir of dirs.filter((d) => existsSync(d))) {
    for await (const file of filesIn(dir)) {
      files += 1;
      const text = await readFile(file, 'utf8');
      for (const [what, pattern] of SECRET_PATTERNS) {
        const match = pattern.exec(text);
        if (match) finds.push({ file, what, excerpt: match[0].slice(0, 24) });
      }
      const link = LINKING.has(extname(file)) && SOURCE_MAP_LINK.exec(text.slice(-500));
      if (link) {
        finds.push({ file, what: 'a link to a public source map', excerpt: link[0].slice(0, 24) });
      }
    }
  }
  return { files, finds };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_DIRS;
  const missing = dirs.filter((d) => !existsSync(d));
  if (missing.length === dirs.length) {
    console.error(`scan-bundles: nothing to scan (${missing.join(', ')}): run npm run build`);
    process.exit(1);
  }
  const { files, finds } = await scan(dirs);
  for (const { file, what, excerpt } of finds) {
    console.error(`scan-bundles: ${what} in ${relative(root, file)}: ${excerpt}…`);
  }
  console.log(`scan-bundles: ${files} files, ${finds.length} secrets`);
  process.exit(finds.length ? 1 : 0);
}
