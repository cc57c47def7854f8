import { describe, expect, it } from '@jest/globals';
import { crc32, inflateSync } from 'node:zlib';
import { createPictureCache, drawPicture, hsl, hueOf } from './pictures.js';

/** Reads a PNG as a decoder would: signature, chunks with their CRCs, header, pixel rows. */
function decodePng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const typed = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(typed));
    chunks.push({ type: typed.subarray(0, 4).toString('ascii'), data: typed.subarray(4) });
    at += 12 + length;
  }
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0]!.data;
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
  expect([...header.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
  const rows = inflateSync(chunks[1]!.data);
  expect(rows.length).toBe((width * 4 + 1) * height);
  const pixel = (x: number, y: number) => {
    const start = y * (width * 4 + 1) + 1 + x * 4;
    return [...rows.subarray(start, start + 4)];
  };
  return {
    width,
    height,
    pixel,
    filters: new Set(rows.filter((_, i) => i % (width * 4 + 1) === 0)),
  };
}

describe('generated pictures', () => {
  it('are 320 × 320 PNGs of a few KB: a tinted card, transparent past its rounded corners', () => {
    const png = drawPicture('apple iphone 13 midnight', 'product');
    expect(png.length).toBeLessThan(8_000);
    const { width, height, pixel, filters } = decodePng(png);
    expect([width, height]).toEqual([320, 320]);
    expect(filters).toEqual(new Set([0]));
    const hue = hueOf('apple iphone 13 midnight');
    expect(pixel(0, 0)).toEqual([0, 0, 0, 0]);
    expect(pixel(20, 300)).toEqual([...hsl(hue, 45, 92)]);
    // The device's body at its edge, its screen in the middle.
    expect(pixel(100, 150)).toEqual([...hsl(hue, 35, 35)]);
    expect(pixel(160, 150)).toEqual([...hsl(hue, 30, 70)]);
  });

  it('draw an accessory differently from a product of the same name', () => {
    expect(drawPicture('husa', 'accessory').equals(drawPicture('husa', 'product'))).toBe(false);
    expect(decodePng(drawPicture('husa', 'accessory')).width).toBe(320);
  });

  it.each([
    [0, 100, 50, [255, 0, 0, 255]],
    [120, 100, 25, [0, 128, 0, 255]],
    [240, 100, 50, [0, 0, 255, 255]],
    [0, 0, 100, [255, 255, 255, 255]],
    [210, 45, 92, [225, 235, 244, 255]],
  ])('take hsl(%d %d% %d%) as CSS does', (h, s, l, rgba) => {
    expect(hsl(h, s, l)).toEqual(rgba);
  });

  it('are kept once drawn, the least recently asked for dropped past the limit', () => {
    const picture = createPictureCache(2);
    const a = picture('a', 'product');
    expect(picture('a', 'product')).toBe(a);
    const b = picture('b', 'product');
    picture('a', 'product');
    picture('c', 'product');
    expect(picture('a', 'product')).toBe(a);
    // b was the least recently asked for when c came: drawn again, equal but not the kept one.
    const redrawn = picture('b', 'product');
    expect(redrawn).not.toBe(b);
    expect(redrawn.equals(b)).toBe(true);
  });
});
