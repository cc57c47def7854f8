#!/usr/bin/env node
// `npm start`: builds every package, then starts the local stack and keeps it running until
// Ctrl-C. For now the stack is shop-api on http://127.0.0.1:4000 (PGlite under shop-api/.data,
// seeded on first start); the host shell and the remotes join it as they are built.
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  { name: 'shop-api', child: spawn('node', ['shop-api/dist/server.js'], { stdio: 'inherit' }) },
];
console.log('\nLocal stack: shop-api on http://127.0.0.1:4000 (try /health). Ctrl-C stops it.');

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const { name, child } of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} exited with ${code}; stopping the stack.`);
      stop(code ?? 1);
    }
  });
}
