import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { BRAND_DIR, BRAND_IMAGES, pngSize } from './brand-images.mjs';

/** What the pages link to (issue 34; host-shell's `brandIcons` and og:image), at these sizes. */
const EXPECTED = {
  'og-ro.png': [1200, 630],
  'og-bg.png': [1200, 630],
  'og-hu.png': [1200, 630],
  'og-gr.png': [1200, 630],
  'favicon-32.png': [32, 32],
  'favicon-hu-32.png': [32, 32],
  'apple-touch-icon.png': [180, 180],
  'apple-touch-icon-hu.png': [180, 180],
};
const MAX_BYTES = 100 * 1024;

const bytesOf = (file) => readFileSync(join(BRAND_DIR, file));

test('the script draws exactly the images the pages link to', () => {
  assert.deepEqual(
    Object.fromEntries(BRAND_IMAGES.map((image) => [image.file, [image.width, image.height]])),
    EXPECTED,
  );
});

for (const [file, [width, height]] of Object.entries(EXPECTED)) {
  test(`${file} is a ${width}×${height} PNG under 100 KB`, () => {
    const bytes = bytesOf(file);
    assert.deepEqual(pngSize(bytes), { width, height });
    assert.ok(bytes.length < MAX_BYTES, `${file} is ${bytes.length} bytes`);
  });
}

test("each site's social image is its own, and HU's icons are not the main brand's", () => {
  const social = ['ro', 'bg', 'hu', 'gr'].map((country) => bytesOf(`og-${country}.png`));
  assert.equal(new Set(social.map((bytes) => bytes.toString('base64'))).size, 4);
  assert.ok(!bytesOf('favicon-32.png').equals(bytesOf('favicon-hu-32.png')));
  assert.ok(!bytesOf('apple-touch-icon.png').equals(bytesOf('apple-touch-icon-hu.png')));
});

test('pngSize reads IHDR and refuses what is not a PNG', () => {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(1200, 16);
  header.writeUInt32BE(630, 20);
  assert.deepEqual(pngSize(header), { width: 1200, height: 630 });
  assert.throws(
    () => pngSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    /not a PNG/,
  );
  const jpeg = Buffer.from(header);
  jpeg.write('JFIF', 12, 'latin1');
  assert.throws(() => pngSize(jpeg), /not a PNG/);
});
