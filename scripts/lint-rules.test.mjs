// The house's lint rules fail on a violation: each fixture below is linted with the repository's
// own config (eslint.config.js) as a file of the package it names, and must be refused, or pass.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The rules that fired on `code` as the file `path` (a browser global unknown to Node aside). */
async function rulesOn(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result.messages
    .filter((message) => message.ruleId !== 'no-undef')
    .map((message) => `${message.line}: ${message.ruleId}`);
}

test('an import that climbs out of its package into another is refused', async () => {
  const code = [
    "import config from '../../../host-shell/config/runtime-config.json' with { type: 'json' };",
    "import { startStack } from '../../e2e/support/stack.mjs';",
    'export { config, startStack };',
    '',
  ].join('\n');
  assert.deepEqual(await rulesOn('mf-cart/src/app/fixture.mjs', code), [
    '1: no-restricted-imports',
    '2: no-restricted-imports',
  ]);
  assert.deepEqual(
    await rulesOn(
      'shared-contracts/src/fixture.mjs',
      "export * from '../../web-kit/src/index.ts';\n",
    ),
    ['1: no-restricted-imports'],
  );
});

test('an import by package name, or within the package, passes', async () => {
  const code = [
    "import config from '@refurb/local-env/config/runtime-config.json' with { type: 'json' };",
    "import { LOCAL_CONFIG_DIR } from '@refurb/local-env/config-dir';",
    "import { helper } from '../cart/helper.mjs';",
    'export { config, helper, LOCAL_CONFIG_DIR };',
    '',
  ].join('\n');
  assert.deepEqual(await rulesOn('mf-cart/src/app/fixture.mjs', code), []);
});

test('web storage is reached only through web-kit (tests may arrange it directly)', async () => {
  const code = [
    "export const read = () => globalThis.localStorage.getItem('refurb:cart');",
    "export const write = () => sessionStorage.setItem('promo', 'x');",
    '',
  ].join('\n');
  assert.deepEqual(await rulesOn('mf-cart/src/cart/fixture.mjs', code), [
    '1: no-restricted-properties',
    '2: no-restricted-globals',
  ]);
  assert.deepEqual(await rulesOn('mf-cart/src/cart/fixture.test.mjs', code), []);
});
