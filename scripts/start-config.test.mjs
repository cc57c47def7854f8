import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { RuntimeConfigSchema } from '@refurb/shared-contracts/runtime';
import { runtimeConfigFile } from './start-config.mjs';

const root = join(import.meta.dirname, '..');

test('npm start finds a valid runtime config for the local stack and for every --config folder', async () => {
  const folders = await readdir(join(root, 'host-shell', 'config'));
  for (const name of ['local', ...folders]) {
    const text = await readFile(runtimeConfigFile(name), 'utf8');
    assert.doesNotThrow(() => RuntimeConfigSchema.parse(JSON.parse(text)), name);
  }
});
