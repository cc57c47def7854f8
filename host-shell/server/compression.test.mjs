// The edge servers compress text as a CDN would: brotli or gzip by what the browser accepts, the
// same bytes once decoded, small files and images as they are, a changed file compressed again.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startRemoteOrigin } from './remote-origin.mjs';
import { chooseEncoding } from './static-files.mjs';

const script = `export const words = ${JSON.stringify('Coșul meu '.repeat(2000))};\n`;
let work;
let origin;
before(async () => {
  work = await mkdtemp(join(tmpdir(), 'refurb-compression-'));
  await mkdir(join(work, 'assets'));
  await writeFile(join(work, 'assets', 'big.js'), script);
  await writeFile(join(work, 'assets', 'small.js'), 'export {};\n');
  await writeFile(join(work, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
  origin = await startRemoteOrigin({ distDir: work, port: 0 });
});
after(async () => {
  await origin.close();
  await rm(work, { recursive: true, force: true });
});

/** A raw GET (fetch would ask for and decode compression itself). */
function get(path, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    request(`${origin.url}${path}`, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('compression', () => {
  test('brotli when accepted, decoding to the file', async () => {
    const { headers, body } = await get('/assets/big.js', 'gzip, deflate, br, zstd');
    assert.equal(headers['content-encoding'], 'br');
    assert.equal(headers.vary, 'accept-encoding');
    assert.equal(Number(headers['content-length']), body.length);
    assert.ok(body.length < script.length / 10, `${body.length} bytes for ${script.length}`);
    assert.equal(brotliDecompressSync(body).toString(), script);
  });

  test('gzip when brotli is not accepted', async () => {
    const { headers, body } = await get('/assets/big.js', 'gzip');
    assert.equal(headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(body).toString(), script);
  });

  test('as it is without accept-encoding, for small files, and for images', async () => {
    for (const [path, accept] of [
      ['/assets/big.js', undefined],
      ['/assets/small.js', 'br'],
      ['/assets/logo.png', 'br'],
    ]) {
      const { headers } = await get(path, accept);
      assert.equal(headers['content-encoding'], undefined, path);
    }
  });

  test('a file that changed is compressed again', async () => {
    const changed = script.replace('Coșul', 'Coșul nou');
    await writeFile(join(work, 'assets', 'big.js'), changed);
    const later = new Date(Date.now() + 5000);
    await utimes(join(work, 'assets', 'big.js'), later, later);
    const { body } = await get('/assets/big.js', 'br');
    assert.equal(brotliDecompressSync(body).toString(), changed);
  });

  test('the encoding follows the header and its q-values', () => {
    assert.equal(chooseEncoding('gzip, deflate, br'), 'br');
    assert.equal(chooseEncoding('br;q=0, gzip'), 'gzip');
    assert.equal(chooseEncoding('gzip;q=0.5, br;q=0'), 'gzip');
    assert.equal(chooseEncoding('*'), 'br');
    assert.equal(chooseEncoding('identity'), null);
    assert.equal(chooseEncoding(''), null);
    assert.equal(chooseEncoding(undefined), null);
  });
});
