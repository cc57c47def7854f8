/**
 * Generated product and accessory pictures: a seeded shop has no photos, so each picture is drawn
 * from its name, in a colour of its own: a device on a tinted card for a product, a smaller one
 * for an accessory.
 *
 * They are PNGs, as a shop's photos would be raster images. An SVG picture (what this served
 * first) is a small document the browser lays out on the page's main thread, with its text: about
 * 10 ms each on this machine and four times that on a cheap phone, for every card of a listing,
 * right when the page should answer. A PNG is decoded off the main thread. The name a picture
 * shows is the page's `alt` text, not drawn into the picture.
 *
 * The encoder is the PNG format's minimum (RGBA, 8 bits, no interlace, filter 0 rows, one zlib
 * IDAT): flat colours compress to about 2 KB at 320 × 320.
 */
import { crc32, deflateSync } from 'node:zlib';

type Rgba = readonly [number, number, number, number];

/** The hue (0-359) a name's pictures are drawn in: the same name, the same colour. */
export function hueOf(name: string): number {
  let hue = 0;
  for (const char of name) hue = (hue * 31 + char.charCodeAt(0)) % 360;
  return hue;
}

/** CSS's `hsl(h s% l%)` as opaque RGBA. */
export function hsl(hue: number, saturation: number, lightness: number): Rgba {
  const s = saturation / 100;
  const l = lightness / 100;
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (l - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4), 255];
}

/** An RGBA canvas, transparent to start with. */
class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 4);
  }

  /** Fills the rectangle at (x, y) of w × h with corners rounded to radius r. */
  roundedRect(x: number, y: number, w: number, h: number, r: number, colour: Rgba): void {
    const [left, top] = [Math.round(x), Math.round(y)];
    const [right, bottom] = [Math.round(x + w), Math.round(y + h)];
    for (let py = Math.max(0, top); py < Math.min(this.height, bottom); py += 1) {
      for (let px = Math.max(0, left); px < Math.min(this.width, right); px += 1) {
        // Distance past the nearest corner's centre, on each axis (0 away from the corners).
        const dx = Math.max(left + r - (px + 0.5), px + 0.5 - (right - r), 0);
        const dy = Math.max(top + r - (py + 0.5), py + 0.5 - (bottom - r), 0);
        if (dx * dx + dy * dy > r * r) continue;
        this.pixels.set(colour, (py * this.width + px) * 4);
      }
    }
  }
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** The canvas as a PNG file. */
export function encodePng(canvas: Canvas): Buffer {
  const { width, height, pixels } = canvas;
  const stride = width * 4;
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    // Each row starts with its filter type, 0 (none).
    rows.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, filter method 0, no interlace
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type PictureKind = 'product' | 'accessory';

/** A name's picture, drawn on a size × size canvas. */
export function drawPicture(name: string, kind: PictureKind, size = 320): Buffer {
  const hue = hueOf(name);
  const canvas = new Canvas(size, size);
  const unit = size / 320;
  canvas.roundedRect(0, 0, size, size, 24 * unit, hsl(hue, 45, 92));
  const body = hsl(hue, 35, 35);
  const screen = hsl(hue, 30, 70);
  if (kind === 'product') {
    // A device standing on the card: body, screen, and the camera's dot.
    canvas.roundedRect(96 * unit, 40 * unit, 128 * unit, 232 * unit, 18 * unit, body);
    canvas.roundedRect(104 * unit, 56 * unit, 112 * unit, 196 * unit, 8 * unit, screen);
    canvas.roundedRect(154 * unit, 46 * unit, 12 * unit, 6 * unit, 3 * unit, screen);
  } else {
    canvas.roundedRect(88 * unit, 88 * unit, 144 * unit, 144 * unit, 28 * unit, body);
    canvas.roundedRect(120 * unit, 120 * unit, 80 * unit, 80 * unit, 40 * unit, screen);
  }
  return encodePng(canvas);
}

/**
 * Drawn pictures, kept: a listing asks for the same few again and again. At most `limit`, the
 * least recently asked for going first.
 */
export function createPictureCache(limit = 500) {
  const kept = new Map<string, Buffer>();
  return (name: string, kind: PictureKind): Buffer => {
    const key = `${kind}:${name}`;
    const found = kept.get(key);
    if (found) {
      kept.delete(key);
      kept.set(key, found);
      return found;
    }
    const drawn = drawPicture(name, kind);
    kept.set(key, drawn);
    if (kept.size > limit) kept.delete(kept.keys().next().value as string);
    return drawn;
  };
}
