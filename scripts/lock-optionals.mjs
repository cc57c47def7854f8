#!/usr/bin/env node
// The npm registry reachable here has no packages for other platforms (darwin, win32, ...), so
// `npm install` drops those optional binaries from package-lock.json, and `npm ci` then refuses the
// lock as out of sync. This puts an entry back for every missing optional dependency, marked
// optional with the os/cpu its name states, so `npm ci` skips it on Linux without fetching it.
// Run after `npm install` changes the lock: `npm run lock:optionals`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
  'wasm32',
];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  mips64el: 'mips64el',
  universal: null,
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpuPart = parts.find((p) => p in CPU);
  const entry = {};
  if (os && os !== 'wasm32') entry.os = [os];
  if (cpuPart && CPU[cpuPart]) entry.cpu = [CPU[cpuPart]];
  if (parts.includes('musl') || parts.includes('musleabihf')) entry.libc = ['musl'];
  else if (os === 'linux' && (parts.includes('gnu') || parts.includes('gnueabihf')))
    entry.libc = ['glibc'];
  return entry;
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = path === '' ? 'node_modules' : `${path}/node_modules`;
    // npm resolves a dependency in the nearest node_modules up the tree.
    const candidates = [];
    for (let dir = base; ;) {
      candidates.push(`${dir}/${name}`);
      const up = dir.lastIndexOf('/node_modules');
      if (up <= 0) break;
      dir = dir.slice(0, up);
    }
    if (!candidates.includes(`node_modules/${name}`)) candidates.push(`node_modules/${name}`);
    if (candidates.some((c) => packages[c])) continue;
    const version = String(range).replace(/^[\^~=]/, '');
    packages[`node_modules/${name}`] = { version, optional: true, ...platformOf(name) };
    added += 1;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-optionals: restored ${added} optional platform entries`);
