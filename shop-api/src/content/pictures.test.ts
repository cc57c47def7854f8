import { describe, expect, it } from '@jest/globals';
import { DEVICE_TYPE_KEYS, type DeviceTypeKey } from '@refurb/shared-contracts';
import { crc32, inflateSync } from 'node:zlib';
import { MODELS } from '../seed/catalog.data.js';
import { ACCESSORIES } from '../seed/extras.data.js';
import {
  createPictureCache,
  drawPicture,
  finishOf,
  isKnownColour,
  NEUTRAL,
  type PictureSubject,
  type Rgb,
} from './pictures.js';

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

const device = (type: DeviceTypeKey, colour: string): PictureSubject => ({ device: type, colour });
const opaque = (rgb: Rgb) => [...rgb, 255];
/** The pixels of a picture in exactly `rgb`, as a set of indexes. */
function pixelsOf(png: Buffer, rgb: Rgb): Set<number> {
  const { width, height, pixel } = decodePng(png);
  const found = new Set<number>();
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b, a] = pixel(x, y);
      if (a === 255 && r === rgb[0] && g === rgb[1] && b === rgb[2]) found.add(y * width + x);
    }
  }
  return found;
}
const rgbOf = ([r, g, b]: number[]): Rgb => [r!, g!, b!];
const lightness = ([r, g, b]: Rgb) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
const isGrey = ([r, g, b]: Rgb, within = 10) => Math.max(r, g, b) - Math.min(r, g, b) <= within;

/** A point on each kind's body (in the listing's colour): a phone's back, a laptop's deck… */
const BODY_AT: Record<DeviceTypeKey, [number, number]> = {
  SMARTPHONE: [100, 200],
  TABLET: [62, 160],
  LAPTOP: [50, 240],
  SMARTWATCH: [103, 158],
  CONSOLE: [80, 150],
};

const CATEGORIES = [...new Set(ACCESSORIES.map((a) => a.category)), 'SOMETHING_ELSE'];

describe('generated pictures', () => {
  const subjects: [string, PictureSubject][] = [
    ...DEVICE_TYPE_KEYS.map((type): [string, PictureSubject] => [type, device(type, 'Midnight')]),
    ...CATEGORIES.map((c): [string, PictureSubject] => [c, { accessory: c, fits: null }]),
  ];

  it.each(subjects)(
    'are 320 × 320 PNGs of a few KB: %s on a light card, transparent past its rounded corners',
    (_, subject) => {
      const png = drawPicture(subject);
      expect(png.length).toBeLessThan(8_000);
      const { width, height, pixel, filters } = decodePng(png);
      expect([width, height]).toEqual([320, 320]);
      expect(filters).toEqual(new Set([0]));
      expect(pixel(0, 0)).toEqual([0, 0, 0, 0]);
      const card = pixel(12, 160);
      expect(card[3]).toBe(255);
      expect(lightness(rgbOf(card))).toBeGreaterThan(0.9);
      expect(isGrey(rgbOf(card))).toBe(true);
    },
  );

  it.each([
    ['a console', 'CONSOLE', 'White'],
    ['a laptop', 'LAPTOP', 'Space Gray'],
    ['a phone', 'SMARTPHONE', 'Pacific Blue'],
    ['a tablet', 'TABLET', 'Starlight'],
    ['a watch', 'SMARTWATCH', 'Midnight'],
  ] as const)('draw %s in its listing’s colour (%s, %s)', (_, type, colour) => {
    const { pixel } = decodePng(drawPicture(device(type, colour)));
    expect(pixel(...BODY_AT[type])).toEqual(opaque(finishOf(colour)[0]));
  });

  it('draw a white PlayStation white, not red, and a Space Gray MacBook grey, not pink', () => {
    const white = decodePng(drawPicture(device('CONSOLE', 'White'))).pixel(...BODY_AT.CONSOLE);
    expect(Math.min(...white.slice(0, 3))).toBeGreaterThan(235);
    const grey = decodePng(drawPicture(device('LAPTOP', 'Space Gray'))).pixel(...BODY_AT.LAPTOP);
    expect(isGrey(rgbOf(grey), 8)).toBe(true);
    expect(lightness(rgbOf(grey))).toBeLessThan(0.5);
  });

  it('outline a light device in a darker colour, so it stands out from the light card', () => {
    const { pixel } = decodePng(drawPicture(device('CONSOLE', 'White')));
    // Across the console's left edge (x = 70): the card, a darker outline, the white body.
    const across = [60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74].map((x) =>
      lightness(rgbOf(pixel(x, 150))),
    );
    expect(Math.min(...across)).toBeLessThan(0.75);
    expect(across[0]).toBeGreaterThan(0.9);
    expect(across.at(-1)).toBeGreaterThan(0.95);
  });

  it('draw each kind of device in a silhouette of its own', () => {
    const colour = 'Red';
    const body = finishOf(colour)[0];
    const shapes = DEVICE_TYPE_KEYS.map((type) =>
      pixelsOf(drawPicture(device(type, colour)), body),
    );
    for (let i = 0; i < shapes.length; i += 1) {
      for (let j = i + 1; j < shapes.length; j += 1) {
        const [a, b] = [shapes[i]!, shapes[j]!];
        const common = [...a].filter((p) => b.has(p)).length;
        // Intersection over union: the same silhouette would be 1.
        expect(common / (a.size + b.size - common)).toBeLessThan(0.5);
      }
    }
    // A laptop's deck spreads where a phone has nothing; a phone stands where a laptop has nothing.
    const laptop = decodePng(drawPicture(device('LAPTOP', colour))).pixel;
    const phone = decodePng(drawPicture(device('SMARTPHONE', colour))).pixel;
    const card = phone(12, 160);
    expect(laptop(50, 240)).toEqual(opaque(body));
    expect(phone(50, 240)).toEqual(card);
    expect(phone(100, 40)).toEqual(opaque(body));
    expect(laptop(100, 40)).toEqual(card);
  });

  it('draw a two-colour finish in both colours, left and right (Neon Red/Blue Joy-Cons)', () => {
    const [left, right] = finishOf('Neon Red/Blue');
    expect(right).toBeDefined();
    const png = drawPicture(device('CONSOLE', 'Neon Red/Blue'));
    expect(pixelsOf(png, left).size).toBeGreaterThan(2_000);
    expect(pixelsOf(png, right!).size).toBeGreaterThan(2_000);
  });

  it('draw each accessory category as a picture of its own, in a neutral colour', () => {
    const drawn = CATEGORIES.map((c) => drawPicture({ accessory: c, fits: null }));
    expect(new Set(drawn.map((png) => png.toString('base64'))).size).toBe(CATEGORIES.length);
    // Not one of the devices either.
    const devices = DEVICE_TYPE_KEYS.map((type) => drawPicture(device(type, 'Black')));
    for (const png of drawn) expect(devices.some((d) => d.equals(png))).toBe(false);
    // A case, a glass and a charger follow what they fit: a laptop's case is a sleeve.
    for (const category of ['CASE', 'SCREEN_PROTECTOR', 'CHARGER']) {
      const phone = drawPicture({ accessory: category, fits: 'SMARTPHONE' });
      expect(drawPicture({ accessory: category, fits: null }).equals(phone)).toBe(true);
    }
    const phoneCase = drawPicture({ accessory: 'CASE', fits: 'SMARTPHONE' });
    expect(drawPicture({ accessory: 'CASE', fits: 'LAPTOP' }).equals(phoneCase)).toBe(false);
  });

  it('know every seeded colour', () => {
    const colours = [...new Set(MODELS.flatMap((m) => m.colors))];
    expect(colours.length).toBeGreaterThan(40);
    expect(colours.filter((c) => !isKnownColour(c))).toEqual([]);
  });

  it('read colour names case-insensitively, grey as gray', () => {
    expect(finishOf('slate grey')).toEqual(finishOf('Slate Gray'));
    expect(finishOf('SPACE GREY')).toEqual(finishOf('Space Gray'));
    expect(finishOf(' Pine Gray ')).toEqual(finishOf('Pine Grey'));
  });

  it('give known colours the maker’s finish', () => {
    const [white] = finishOf('White');
    const [spaceGray] = finishOf('Space Gray');
    const [starlight] = finishOf('Starlight');
    const [midnight] = finishOf('Midnight');
    const [pacific] = finishOf('Pacific Blue');
    expect(lightness(white)).toBeGreaterThan(0.95);
    expect(isGrey(spaceGray, 8) && lightness(spaceGray) < 0.5).toBe(true);
    expect(lightness(starlight)).toBeGreaterThan(0.85);
    expect(starlight[0]).toBeGreaterThan(starlight[2]); // warm
    expect(lightness(midnight)).toBeLessThan(0.2);
    expect(midnight[2]).toBeGreaterThan(midnight[0]); // blue-black
    expect(pacific[2]).toBeGreaterThan(pacific[0]);
  });

  it('draw a colour they do not know in a neutral grey, not a colour made up from its name', () => {
    expect(finishOf('Quantum Sparkle')).toEqual([NEUTRAL]);
    expect(isGrey(NEUTRAL)).toBe(true);
    expect(
      drawPicture(device('SMARTPHONE', 'Quantum Sparkle')).equals(
        drawPicture(device('SMARTPHONE', 'Cosmic Shimmer')),
      ),
    ).toBe(true);
    // A name ending in a colour the table knows is drawn in it.
    expect(finishOf('Arctic Blue')).toEqual(finishOf('Blue'));
  });

  it('scale to another size', () => {
    const { width, height, pixel } = decodePng(drawPicture(device('LAPTOP', 'Black'), 160));
    expect([width, height]).toEqual([160, 160]);
    expect(pixel(25, 120)).toEqual(opaque(finishOf('Black')[0]));
  });

  it('are kept once drawn, the least recently asked for dropped past the limit', () => {
    const picture = createPictureCache(2);
    const [a, b, c] = [
      device('SMARTPHONE', 'Black'),
      device('LAPTOP', 'Black'),
      { accessory: 'CASE', fits: null },
    ];
    const first = picture(a);
    expect(picture({ ...a })).toBe(first);
    const second = picture(b);
    picture(a);
    picture(c);
    expect(picture(a)).toBe(first);
    // b was the least recently asked for when c came: drawn again, equal but not the kept one.
    const redrawn = picture(b);
    expect(redrawn).not.toBe(second);
    expect(redrawn.equals(second)).toBe(true);
  });
});
