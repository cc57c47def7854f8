#!/usr/bin/env node
// Checks the built package the way a consumer sees it: imported by name through the workspace
// link, ESM, with type declarations, every public name of src/index.ts present, and nothing of
// React or the browser inside.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fail = (message) => {
  console.error(`check-dist: ${message}`);
  process.exit(1);
};

const contracts = await import('@refurb/shared-contracts');
const names = Object.keys(contracts);

const index = readFileSync(join(root, 'src/index.ts'), 'utf8');
const valueExports = [...index.matchAll(/^export \{([^}]*)\}/gm)]
  .flatMap((m) => m[1].split(','))
  .map((s) => s.trim())
  .filter(Boolean);
const missing = valueExports.filter((name) => !(name in contracts));
if (missing.length > 0) fail(`dist lacks ${missing.join(', ')}`);

const files = readdirSync(join(root, 'dist'), { recursive: true }).map(String);
if (!files.includes('index.d.ts')) fail('dist has no index.d.ts');
for (const file of files.filter((f) => f.endsWith('.js'))) {
  const text = readFileSync(join(root, 'dist', file), 'utf8');
  if (/from ['"](react|react-dom|firebase)/.test(text)) fail(`${file} imports a browser library`);
  if (/\brequire\(/.test(text)) fail(`${file} is not ESM`);
}

console.log(
  `check-dist: @refurb/shared-contracts exports ${names.length} names, all of src/index.ts`,
);
