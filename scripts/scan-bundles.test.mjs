import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { scan } from './scan-bundles.mjs';

test('finds each kind of secret planted in a bundle, and nothing in a clean one', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'refurb-scan-'));
  try {
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets', 'clean.js'), 'const apiKey="demo-api-key";export{apiKey}');
    assert.deepEqual((await scan([dir])).finds, []);
    const planted = {
      'key.js': '"-----BEGIN PRIVATE KEY-----\\nMIIE"',
      'sa.json': '{"type":"service_account","private_key":"x"}',
      'aws.js': 'const k="AKIAIOSFODNN7EXAMPLE"',
      'db.js': 'fetch("postgres://shop:hunter22@db.internal/shop")',
      'env.js': 'PAYMENT_CALLBACK_SECRET="0123456789abcdef0123"',
      'test.js': 'const s="test-secret-0123456789abcdef"',
    };
    for (const [name, text] of Object.entries(planted)) {
      await writeFile(join(dir, 'assets', name), text);
    }
    const { files, finds } = await scan([dir, join(dir, 'missing')]);
    assert.equal(files, 7);
    assert.deepEqual(finds.map((f) => f.what).sort(), [
      'a database URL with a password',
      'a private key',
      'a service account key',
      'a shop-api secret setting with a value',
      'a test suite secret',
      'an AWS access key id',
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('finds a built script that links its source map (the maps are for the error tracker only)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'refurb-scan-'));
  try {
    await writeFile(join(dir, 'hidden.js'), 'console.log(1);');
    await writeFile(join(dir, 'hidden.js.map'), '{"version":3,"sources":[]}');
    assert.deepEqual((await scan([dir])).finds, []);
    await writeFile(join(dir, 'linked.js'), 'console.log(1);\n//# sourceMappingURL=linked.js.map');
    await writeFile(join(dir, 'styles.css'), 'a{}\n/*# sourceMappingURL=styles.css.map */');
    const { finds } = await scan([dir]);
    assert.deepEqual(finds.map((f) => [f.file.slice(dir.length + 1), f.what]).sort(), [
      ['linked.js', 'a link to a public source map'],
      ['styles.css', 'a link to a public source map'],
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
