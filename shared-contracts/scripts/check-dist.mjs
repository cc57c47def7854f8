#!/usr/bin/env node
// Checks the built package the way a consumer sees it: imported by name through the workspace
// link, ESM, with type declarations, every public name of each entry point
// (src/index.ts, src/entries/, src/testing.ts) present, and nothing of
// React or the browser inside.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fail = (message) => {
  console.error(`check-dist: ${message}`);
  process.exit(1);
};

/** Every entry point: the root (src/index.ts) and the domains' (src/entries/, package.json's exports). */
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const entries = Object.keys(pkg.exports).filter((key) => key !== './package.json');
let names = 0;
for (const entry of entries) {
  const specifier =
    entry === '.' ? '@refurb/shared-contracts' : `@refurb/shared-contracts/${entry.slice(2)}`;
  const source =
    entry === '.'
      ? 'src/index.ts'
      : entry === './testing'
        ? 'src/testing.ts'
        : `src/entries/${entry.slice(2)}.ts`;
  const contracts = await import(specifier);
  names += Object.keys(contracts).length;
  const text = readFileSync(join(root, source), 'utf8');
  const valueExports = [...text.matchAll(/^export \{([^}]*)\}/gm)]
    .flatMap((m) => m[1].split(','))
    .map((s) =>
      s
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    )
    .filter(Boolean);
  const missing = valueExports.filter((name) => !(name in contracts));
  if (missing.length > 0) fail(`${specifier} lacks ${missing.join(', ')}`);
}

const files = readdirSync(join(root, 'dist'), { recursive: true }).map(String);
if (!files.includes('index.d.ts')) fail('dist has no index.d.ts');
for (const file of files.filter((f) => f.endsWith('.js'))) {
  const text = readFileSync(join(root, 'dist', file), 'utf8');
  if (/from ['"](react|react-dom|firebase)/.test(text)) fail(`${file} imports a browser library`);
  if (/\brequire\(/.test(text)) fail(`${file} is not ESM`);
}

console.log(
  `check-dist: @refurb/shared-contracts exports ${names} names from ${entries.length} entry points, all their sources name`,
);
