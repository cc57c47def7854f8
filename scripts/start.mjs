#!/usr/bin/env node
// `npm start`: builds every package, then starts the local stack.
// Until the host shell exists (issue 4) there is no server to start: this builds and says so.
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npm', ['run', 'build']);
console.log(
  '\nBuilt every package. The local shop (host on http://ro.localhost:3000 and its remotes) ' +
    'arrives with the host shell; there is no server to start yet.',
);
