/**
 * Generated product and accessory pictures, until the shop has photographs: a picture shows what
 * the catalog says the listing is, not what its name hashes to. A listing's picture is its device
 * kind (a phone from the back and the front, a tablet, an open laptop, a watch on its strap, a
 * console tower with its controller) in the listing's own colour (`FINISHES`: the maker's finish
 * for every seeded colour, a neutral grey for a colour the table does not know); an accessory's is
 * its category (a case, a glass screen protector, a charger, a cable, a battery, a controller, a
 * mouse, a watch strap, a wrapped gift, a plain box for any other) in one neutral accessory
 * colour. The kind, colour and category come from the catalog (`CatalogRepository.pictureOf`).
 *
 * They are PNGs, as a shop's photos would be raster images. An SVG picture (what this served
 * first) is a small document the browser lays out on the page's main thread, with its text: about
 * 10 ms each on this machine and four times that on a cheap phone, for every card of a listing,
 * right when the page should answer. A PNG is decoded off the main thread. The name a picture
 * shows is the page's `alt` text, not drawn into the picture.
 *
 * Shapes are signed distance functions (rounded rectangles, ellipses, polygons, stroked paths),
 * filled with one flat colour each and anti-aliased over one pixel of their edge: flat colours
 * deflate to a few KB at 320 × 320. The encoder is the PNG format's minimum (RGBA, 8 bits, no
 * interlace, filter 0 rows, one zlib IDAT).
 */
import type { DeviceTypeKey } from '@refurb/shared-contracts';
import { crc32, deflateSync } from 'node:zlib';

// Read once: a global's functions looked up per pixel are slow in a VM context (jest's).
const { PI, abs, ceil, cos, floor, hypot, max, min, round, sin } = Math;
const FAR = Number.POSITIVE_INFINITY;
const { isArray } = Array;

/** What a picture shows (`CatalogRepository.pictureOf`). */
export type PictureSubject =
  /** A listing: its device type and its colour's name (`Space Gray`). */
  | { readonly device: DeviceTypeKey; readonly colour: string }
  /** An accessory: its category (`CASE`) and the device type it fits (null: any). */
  | { readonly accessory: string; readonly fits: DeviceTypeKey | null };

export type Rgb = readonly [number, number, number];

/** A colour's finish: one colour, or two (a Switch's Neon Red/Blue Joy-Cons: left and right). */
export type Finish = readonly [Rgb] | readonly [Rgb, Rgb];

const hex = (code: number): Rgb => [(code >> 16) & 255, (code >> 8) & 255, code & 255];

/**
 * The colours of the catalog, close to the maker's finish, by lower-cased name with "grey" spelt
 * "gray" (`finishOf` reads names that way). A catalogue manager may name any colour: one not here
 * is drawn in the colour of its last word the table knows ("Arctic Blue": Blue), else in
 * `NEUTRAL`, never in a colour made up from the name.
 */
export const FINISHES: ReadonlyMap<string, Finish> = new Map<string, Finish>(
  (
    [
      ['black', [0x26262a]],
      ['white', [0xf6f6f3]],
      ['red', [0xc8303a]],
      ['blue', [0x4f7fb0]],
      ['green', [0x5f8a6c]],
      ['yellow', [0xf3dc7e]],
      ['purple', [0xbdb1d6]],
      ['pink', [0xf1c7c9]],
      ['gold', [0xe6d2ae]],
      ['silver', [0xd8dadd]],
      ['gray', [0x8a8c90]],
      ['brown', [0x6e4b34]],
      ['beige', [0xe2d3ba]],
      ['cream', [0xeee4cf]],
      ['olive', [0x7d7f5a]],
      ['lavender', [0xc2b6dc]],
      ['burgundy', [0x6b2a35]],
      ['rose', [0xe8c4bc]],
      ['snow', [0xf2f2ee]],
      ['hazel', [0xb9b29f]],
      ['obsidian', [0x2a2b2e]],
      ['lemongrass', [0xdfe3a7]],
      ['titanium', [0xbdb6aa]],
      ['graphite', [0x545250]],
      ['platinum', [0xdcdad5]],
      ['midnight', [0x232a34]],
      ['starlight', [0xf0e6d6]],
      ['space gray', [0x5f6166]],
      ['space black', [0x2f2e30]],
      ['pacific blue', [0x2f4a5c]],
      ['sierra blue', [0xa7c1d9]],
      ['alpine green', [0x505f4e]],
      ['deep purple', [0x5e5467]],
      ['natural titanium', [0xbab3a6]],
      ['black titanium', [0x3b3b3d]],
      ['mystic black', [0x2b2b2e]],
      ['mystic silver', [0xc9ccd1]],
      ['slate gray', [0x5c646e]],
      ['gravity gray', [0x55585d]],
      ['mist blue', [0xa9bfd3]],
      ['platinum silver', [0xc9cbce]],
      ['pine gray', [0x46524f]],
      ['lilac mist', [0xc8bdd6]],
      ['matte black', [0x29292b]],
      ['jet black', [0x141416]],
      ['robot white', [0xf1f1ee]],
      ['neon red/blue', [0xff4b3e, 0x00b2e6]],
      ['phantom gray', [0x6d6f73]],
      ['phantom violet', [0xb9a7cf]],
      ['phantom black', [0x2c2c2f]],
      ['pink gold', [0xedcfc1]],
      ['awesome graphite', [0x4a4b4e]],
      ['awesome lime', [0xd6ee8a]],
      ['bora purple', [0xa58dc4]],
      ['graygreen', [0x8d968b]],
      ['midnight black', [0x1f2126]],
      ['sky blue', [0x9cc8e6]],
      ['titan black', [0x2e3033]],
      ['eternal green', [0x264c43]],
      ['silver frost', [0xd5dbe0]],
      ['eclipse black', [0x232427]],
      ['nebula green', [0x2f5149]],
    ] as const
  ).map(([name, codes]) => [name, codes.map(hex) as unknown as Finish]),
);

/** The grey of a colour the table does not know. */
export const NEUTRAL: Rgb = [0x8e, 0x90, 0x94];

const colourKey = (name: string) => name.trim().toLowerCase().replace(/grey/g, 'gray');

/** Whether `FINISHES` names the colour itself (not only one of its words). */
export function isKnownColour(name: string): boolean {
  return FINISHES.has(colourKey(name));
}

/** The finish a colour's name is drawn in (see `FINISHES`). */
export function finishOf(name: string): Finish {
  const key = colourKey(name);
  const found = FINISHES.get(key);
  if (found) return found;
  const words = key.split(/\s+/);
  for (let i = words.length - 1; i >= 0; i -= 1) {
    const word = FINISHES.get(words[i]!);
    if (word) return word;
  }
  return [NEUTRAL];
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  round(a[0] + (b[0] - a[0]) * t),
  round(a[1] + (b[1] - a[1]) * t),
  round(a[2] + (b[2] - a[2]) * t),
];
const shade = (c: Rgb, t: number) => mix(c, [0, 0, 0], t);
const tint = (c: Rgb, t: number) => mix(c, [255, 255, 255], t);
/** Relative lightness, 0 (black) to 1 (white). */
const lightness = ([r, g, b]: Rgb) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;

/** One colour, or two split at `at` (left of it, right of it). */
type Paint = Rgb | Split;
interface Split {
  readonly left: Rgb;
  readonly right: Rgb;
  readonly at: number;
}
const isSplit = (paint: Paint): paint is Split => !isArray(paint);

const paintOf = (finish: Finish, at: number): Paint =>
  finish.length === 2 ? { left: finish[0], right: finish[1], at } : finish[0];
const mapPaint = (paint: Paint, f: (c: Rgb) => Rgb): Paint =>
  isSplit(paint) ? { left: f(paint.left), right: f(paint.right), at: paint.at } : f(paint);

/**
 * A shape: its signed distance at a point (negative inside, in the 320 × 320 drawing's units) and
 * the box it lies in ([left, top, right, bottom]).
 */
interface Shape {
  readonly box: readonly [number, number, number, number];
  distance(x: number, y: number): number;
}

/** A rectangle at (x, y) of w × h, corners rounded to radius r. */
function rect(x: number, y: number, w: number, h: number, r = 0): Shape {
  const [cx, cy, hx, hy] = [x + w / 2, y + h / 2, w / 2, h / 2];
  const radius = min(r, hx, hy);
  return {
    box: [x, y, x + w, y + h],
    distance(px, py) {
      const qx = abs(px - cx) - hx + radius;
      const qy = abs(py - cy) - hy + radius;
      return hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - radius;
    },
  };
}

function ellipse(cx: number, cy: number, rx: number, ry = rx): Shape {
  return {
    box: [cx - rx, cy - ry, cx + rx, cy + ry],
    distance(px, py) {
      const [dx, dy] = [(px - cx) / rx, (py - cy) / ry];
      const k = hypot(dx, dy);
      if (k < 1e-6) return -min(rx, ry);
      // First-order distance to the ellipse: its implicit function over that function's gradient.
      const gradient = hypot(dx / rx, dy / ry) / k;
      return (k - 1) / gradient;
    },
  };
}

const segmentDistance = (px: number, py: number, a: Point, b: Point) => {
  const [vx, vy] = [b[0] - a[0], b[1] - a[1]];
  const length2 = vx * vx + vy * vy;
  const t = length2 === 0 ? 0 : max(0, min(1, ((px - a[0]) * vx + (py - a[1]) * vy) / length2));
  return hypot(px - a[0] - t * vx, py - a[1] - t * vy);
};

type Point = readonly [number, number];

/** Points from their coordinates in a row: x, y, x, y… */
const xy = (coordinates: readonly number[]): Point[] =>
  Array.from({ length: coordinates.length / 2 }, (_, i) => [
    coordinates[2 * i]!,
    coordinates[2 * i + 1]!,
  ]);

const boxOf = (points: readonly Point[], margin: number) =>
  [
    min(...points.map((p) => p[0])) - margin,
    min(...points.map((p) => p[1])) - margin,
    max(...points.map((p) => p[0])) + margin,
    max(...points.map((p) => p[1])) + margin,
  ] as const;

/** A line through `points`, `width` wide, with round ends and joins. */
function stroke(points: readonly Point[], width: number): Shape {
  const boxes = points.slice(1).map((b, i) => boxOf([points[i]!, b], 0));
  return {
    box: boxOf(points, width / 2),
    distance(px, py) {
      let nearest = FAR;
      for (let i = 1; i < points.length; i += 1) {
        // A segment whose box is further than the nearest one so far cannot be nearer.
        const [l, t, r, b] = boxes[i - 1]!;
        if (max(l - px, px - r, t - py, py - b) >= nearest) continue;
        nearest = min(nearest, segmentDistance(px, py, points[i - 1]!, points[i]!));
      }
      return nearest - width / 2;
    },
  };
}

/** A filled polygon (any simple polygon, its corners in order). */
function polygon(points: readonly Point[]): Shape {
  return {
    box: boxOf(points, 0),
    distance(px, py) {
      let nearest = FAR;
      let inside = false;
      for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
        const [a, b] = [points[j]!, points[i]!];
        nearest = min(nearest, segmentDistance(px, py, a, b));
        if (a[1] > py !== b[1] > py && px < a[0] + ((py - a[1]) * (b[0] - a[0])) / (b[1] - a[1])) {
          inside = !inside;
        }
      }
      return inside ? -nearest : nearest;
    },
  };
}

/** Every shape's area. */
function union(...shapes: Shape[]): Shape {
  return {
    box: [
      min(...shapes.map((s) => s.box[0])),
      min(...shapes.map((s) => s.box[1])),
      max(...shapes.map((s) => s.box[2])),
      max(...shapes.map((s) => s.box[3])),
    ],
    distance: (x, y) => min(...shapes.map((s) => s.distance(x, y))),
  };
}

/** The part of `shape` inside `clip`. */
function within(shape: Shape, clip: Shape): Shape {
  return { box: shape.box, distance: (x, y) => max(shape.distance(x, y), clip.distance(x, y)) };
}

/** `shape` without `hole`. */
function without(shape: Shape, hole: Shape): Shape {
  return { box: shape.box, distance: (x, y) => max(shape.distance(x, y), -hole.distance(x, y)) };
}

/** `shape` grown by `by` on every side. */
function grown(shape: Shape, by: number): Shape {
  const [l, t, r, b] = shape.box;
  return { box: [l - by, t - by, r + by, b + by], distance: (x, y) => shape.distance(x, y) - by };
}

/** An RGBA canvas, transparent to start with, drawn on in units of a 320 × 320 picture. */
class Canvas {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
  private readonly scale: number;
  constructor(size: number) {
    this.width = size;
    this.height = size;
    this.scale = size / 320;
    this.pixels = new Uint8Array(size * size * 4);
  }

  /** Paints `shape` over what is there, its edge blended over one pixel. */
  fill(shape: Shape, paint: Paint): void {
    const { scale, width, pixels } = this;
    const [left, top, right, bottom] = shape.box;
    const x0 = max(0, floor(left * scale) - 1);
    const y0 = max(0, floor(top * scale) - 1);
    const x1 = min(width, ceil(right * scale) + 1);
    const y1 = min(this.height, ceil(bottom * scale) + 1);
    for (let py = y0; py < y1; py += 1) {
      for (let px = x0; px < x1; px += 1) {
        const [x, y] = [(px + 0.5) / scale, (py + 0.5) / scale];
        const cover = min(1, max(0, 0.5 - shape.distance(x, y) * scale));
        if (cover === 0) continue;
        const colour = isSplit(paint) ? (x < paint.at ? paint.left : paint.right) : paint;
        const at = (py * width + px) * 4;
        if (cover === 1) {
          pixels.set(colour, at);
          pixels[at + 3] = 255;
          continue;
        }
        // Coverage in eighths: fewer edge colours, a smaller deflated picture.
        const a = round(cover * 8) / 8;
        const under = pixels[at + 3]! / 255;
        const alpha = a + under * (1 - a);
        if (alpha === 0) continue;
        for (let c = 0; c < 3; c += 1) {
          pixels[at + c] = round((colour[c]! * a + pixels[at + c]! * under * (1 - a)) / alpha);
        }
        pixels[at + 3] = round(alpha * 255);
      }
    }
  }

  /** Paints `shape` with a darker edge of `width` around it (see `edgeOf`). */
  body(shape: Shape, paint: Paint, width = 2.5): void {
    this.fill(grown(shape, width), mapPaint(paint, edgeOf));
    this.fill(shape, paint);
  }
}

/** A body's outline: darker, so that a white or silver device stands out from the light card. */
const edgeOf = (c: Rgb): Rgb => shade(c, lightness(c) > 0.6 ? 0.34 : 0.28);
/** Details on a body (a trackpad, a camera island): a little darker, or lighter on a dark body. */
const detailOf = (c: Rgb): Rgb => (lightness(c) < 0.25 ? tint(c, 0.14) : shade(c, 0.12));
/** A dark part set into a body (a console's core): dark, but not the body's own black. */
const darkPartOf = (c: Rgb): Rgb => (lightness(c) < 0.25 ? tint(c, 0.22) : [40, 42, 48]);
const darkPartOfPaint = (p: Paint): Rgb => darkPartOf(isSplit(p) ? p.left : p);

const CARD: Rgb = [236, 238, 241];
const SHADOW: Rgb = [220, 223, 228];
const SCREEN: Rgb = [28, 31, 38];
const GLARE: Rgb = [42, 46, 56];
const LENS: Rgb = [18, 19, 22];
const ACCESSORY: Rgb = [84, 92, 106];
const ACCESSORY_DARK: Rgb = [44, 48, 56];
const ACCESSORY_LIGHT: Rgb = [196, 202, 211];
const METAL: Rgb = [178, 184, 192];
const GLASS: Rgb = [211, 230, 242];
const SHINE: Rgb = [246, 250, 253];
const CHARGE: Rgb = [104, 196, 128];
const RIBBON: Rgb = [200, 62, 74];

/** A screen with a diagonal glare across its upper half. */
function screen(canvas: Canvas, shape: Shape): void {
  canvas.fill(shape, SCREEN);
  const [l, t, r, b] = shape.box;
  const h = b - t;
  canvas.fill(
    within(polygon(xy([l, t + h * 0.45, r, t + h * 0.05, r, t + h * 0.3, l, t + h * 0.7])), shape),
    GLARE,
  );
}

const floorShadow = (canvas: Canvas, cx: number, cy: number, rx: number) =>
  canvas.fill(ellipse(cx, cy, rx, 9), SHADOW);

function phone(canvas: Canvas, finish: Finish): void {
  floorShadow(canvas, 160, 292, 112);
  // Its back, behind: the colour shows, with the camera island at its top left.
  const back = paintOf(finish, 129);
  canvas.body(rect(70, 34, 118, 244, 24), back);
  const island = mapPaint(back, detailOf);
  canvas.body(rect(80, 44, 52, 54, 15), island, 1.5);
  for (const [x, y] of [
    [94, 58],
    [94, 84],
    [118, 71],
  ] as const) {
    canvas.fill(ellipse(x, y, 10), mapPaint(back, edgeOf));
    canvas.fill(ellipse(x, y, 7), LENS);
  }
  // Its front, before: the frame in the colour, the screen, the camera's pill.
  const front = paintOf(finish, 191);
  canvas.body(rect(132, 50, 118, 244, 24), front);
  screen(canvas, rect(138, 56, 106, 232, 19));
  canvas.fill(rect(174, 64, 34, 10, 5), LENS);
}

function tablet(canvas: Canvas, finish: Finish): void {
  floorShadow(canvas, 160, 294, 118);
  const body = paintOf(finish, 160);
  canvas.body(rect(56, 26, 208, 264, 22), body);
  screen(canvas, rect(68, 40, 184, 236, 9));
  canvas.fill(ellipse(160, 33, 2.6), LENS);
  // The side buttons, on its top edge.
  canvas.fill(rect(214, 23, 26, 3, 1.5), mapPaint(body, edgeOf));
}

function laptop(canvas: Canvas, finish: Finish): void {
  floorShadow(canvas, 160, 260, 140);
  const body = paintOf(finish, 160);
  // The lid, open, seen from the front: a frame in the colour round the screen.
  canvas.body(rect(64, 44, 192, 140, 10), body);
  screen(canvas, rect(73, 53, 174, 122, 3));
  canvas.fill(ellipse(160, 48.5, 2), LENS);
  // The base, seen from above: a deck wider at the front, the keyboard, the trackpad, its edge.
  const deck = polygon(xy([64, 180, 256, 180, 292, 246, 28, 246]));
  canvas.body(deck, body);
  canvas.fill(polygon(xy([30, 246, 290, 246, 286, 254, 34, 254])), mapPaint(body, edgeOf));
  const keyboard = polygon(xy([82, 188, 238, 188, 252, 216, 68, 216]));
  canvas.fill(keyboard, darkPartOfPaint(body));
  const keys = mapPaint(body, (c) => mix(darkPartOf(c), c, 0.35));
  for (const y of [195, 202, 209]) {
    canvas.fill(within(rect(60, y - 0.6, 200, 1.2), keyboard), keys);
  }
  for (let x = 92; x < 236; x += 12) {
    // The keys' columns lean out towards the front, as the deck widens.
    const lean = (x - 160) * 0.18;
    canvas.fill(within(stroke(xy([x, 188, x + lean, 216]), 1.2), keyboard), keys);
  }
  canvas.fill(polygon(xy([134, 222, 186, 222, 190, 240, 130, 240])), mapPaint(body, detailOf));
}

function watch(canvas: Canvas, finish: Finish): void {
  floorShadow(canvas, 160, 302, 60);
  const body = paintOf(finish, 160);
  const strap = mapPaint(body, (c) => shade(c, 0.1));
  canvas.body(rect(124, 16, 72, 110, 16), strap);
  canvas.body(rect(124, 190, 72, 110, 16), strap);
  for (const y of [254, 270, 286]) canvas.fill(ellipse(160, y, 3.5), mapPaint(strap, edgeOf));
  // The crown and the side button, then the case over the strap's ends.
  canvas.body(rect(212, 116, 16, 28, 5), body, 2);
  canvas.body(rect(212, 158, 10, 26, 4), body, 2);
  canvas.body(rect(98, 80, 124, 156, 38), body);
  const face = rect(108, 90, 104, 136, 29);
  canvas.fill(face, SCREEN);
  // A clock face: hour marks, two hands, the centre.
  for (let hour = 0; hour < 12; hour += 1) {
    const angle = (hour * PI) / 6;
    const [sx, sy] = [sin(angle), -cos(angle)];
    canvas.fill(
      stroke(
        xy([160 + sx * 38, 158 + sy * 52, 160 + sx * 44, 158 + sy * 58]),
        hour % 3 === 0 ? 3 : 1.6,
      ),
      [150, 156, 166],
    );
  }
  canvas.fill(stroke(xy([160, 158, 160, 118]), 4), [232, 234, 238]);
  canvas.fill(stroke(xy([160, 158, 184, 170]), 4), [232, 234, 238]);
  canvas.fill(ellipse(160, 158, 4.5), [255, 140, 60]);
}

/** A gamepad centred at (cx, cy), `scale` times 100 units wide. */
function controller(canvas: Canvas, cx: number, cy: number, scale: number, paint: Paint): void {
  const at = (x: number, y: number): Point => [cx + x * scale, cy + y * scale];
  const u = (n: number) => n * scale;
  const [l, t] = at(-38, -24);
  const outline = union(
    rect(l, t, u(76), u(40), u(18)),
    ellipse(...at(-34, 8), u(15), u(22)),
    ellipse(...at(34, 8), u(15), u(22)),
  );
  canvas.body(outline, paint, 2.5);
  const dark = darkPartOfPaint(paint);
  // The d-pad, the face buttons, the two sticks, the touchpad between them.
  canvas.fill(rect(...at(-34, -11), u(16), u(5), u(1)), dark);
  canvas.fill(rect(...at(-28.5, -16.5), u(5), u(16), u(1)), dark);
  for (const [x, y] of [
    [26, -15],
    [26, -3],
    [20, -9],
    [32, -9],
  ] as const) {
    canvas.fill(ellipse(...at(x, y), u(3.2)), dark);
  }
  for (const x of [-13, 13]) {
    canvas.fill(ellipse(...at(x, 6), u(8)), dark);
    canvas.fill(
      ellipse(...at(x, 6), u(4.5)),
      mapPaint(paint, (c) => mix(dark, c, 0.3)),
    );
  }
  canvas.fill(rect(...at(-10, -20), u(20), u(12), u(3)), mapPaint(paint, detailOf));
}

function console_(canvas: Canvas, finish: Finish): void {
  floorShadow(canvas, 160, 290, 128);
  // A console standing up, its dark core between its two side panels, on its stand.
  const body = paintOf(finish, 118);
  canvas.fill(rect(90, 268, 56, 12, 4), darkPartOfPaint(body));
  canvas.body(rect(70, 22, 96, 250, 30), body);
  canvas.fill(rect(108, 28, 20, 238, 9), darkPartOfPaint(body));
  canvas.fill(rect(80, 232, 20, 3, 1.5), mapPaint(body, edgeOf));
  canvas.fill(ellipse(88, 246, 3), mapPaint(body, edgeOf));
  // Its controller, before it.
  controller(canvas, 222, 232, 1.35, paintOf(finish, 222));
}

function accessoryPicture(canvas: Canvas, category: string, fits: DeviceTypeKey | null): void {
  const paint = ACCESSORY;
  switch (category) {
    case 'CASE':
      if (fits === 'LAPTOP') {
        // A sleeve, zipped along its top.
        floorShadow(canvas, 160, 262, 130);
        canvas.body(rect(40, 84, 240, 166, 20), paint);
        canvas.fill(stroke(xy([54, 104, 266, 104]), 4), ACCESSORY_DARK);
        canvas.body(rect(236, 100, 10, 30, 3), METAL, 1.5);
      } else {
        // A case seen from the back: its rim, and the hole its camera shows through.
        const tall = fits !== 'TABLET';
        const [x, y, w, h, r] = tall ? [98, 30, 124, 256, 28] : [56, 28, 208, 262, 24];
        floorShadow(canvas, 160, 294, w / 2 + 20);
        canvas.body(rect(x, y, w, h, r), paint);
        canvas.fill(rect(x + 6, y + 6, w - 12, h - 12, r - 5), shade(paint, 0.1));
        canvas.fill(rect(x + w - 1, y + 70, 5, 34, 2), paint);
        const hole = tall ? rect(x + 12, y + 12, 56, 58, 16) : rect(x + 14, y + 14, 36, 36, 11);
        canvas.fill(grown(hole, 3), ACCESSORY_DARK);
        canvas.fill(hole, CARD);
      }
      return;
    case 'SCREEN_PROTECTOR': {
      // A sheet of glass with a shine across it.
      const sheet =
        fits === 'TABLET'
          ? rect(58, 28, 204, 264, 22)
          : fits === 'SMARTWATCH'
            ? rect(102, 84, 116, 148, 36)
            : rect(102, 32, 116, 256, 26);
      const [l, t, r, b] = sheet.box;
      floorShadow(canvas, 160, b + 6, (r - l) / 2 + 16);
      canvas.fill(grown(sheet, 2.5), [150, 176, 196]);
      canvas.fill(sheet, GLASS);
      const h = b - t;
      const band = (from: number, to: number) =>
        within(
          polygon(
            xy([l, t + h * from, r, t + h * (from - 0.42), r, t + h * (to - 0.42), l, t + h * to]),
          ),
          sheet,
        );
      canvas.fill(band(0.62, 0.74), SHINE);
      canvas.fill(band(0.78, 0.82), SHINE);
      if (fits !== 'SMARTWATCH') canvas.fill(rect(144, t + 14, 32, 6, 3), [168, 192, 210]);
      return;
    }
    case 'CHARGER':
      if (fits === 'SMARTWATCH') {
        // A charging puck on its cable.
        floorShadow(canvas, 160, 270, 110);
        canvas.fill(stroke(xy([160, 170, 160, 226, 200, 250, 258, 250]), 7), ACCESSORY_DARK);
        canvas.body(rect(252, 240, 36, 20, 4), paint, 2);
        canvas.body(ellipse(160, 130, 70), paint);
        canvas.fill(ellipse(160, 130, 52), ACCESSORY_LIGHT);
        canvas.fill(ellipse(160, 130, 16), tint(ACCESSORY_LIGHT, 0.4));
      } else {
        // A wall plug: its two pins, its block, the port and a lightning bolt.
        floorShadow(canvas, 160, 262, 80);
        canvas.body(rect(130, 60, 14, 60, 7), METAL, 2);
        canvas.body(rect(176, 60, 14, 60, 7), METAL, 2);
        canvas.body(rect(98, 108, 124, 144, 28), paint);
        canvas.fill(rect(108, 118, 104, 12, 6), tint(paint, 0.14));
        canvas.fill(rect(144, 224, 32, 10, 5), ACCESSORY_DARK);
        canvas.fill(
          polygon(xy([168, 142, 138, 184, 158, 184, 150, 212, 184, 166, 163, 166])),
          ACCESSORY_LIGHT,
        );
      }
      return;
    case 'CABLE': {
      // A coiled cable, a plug at either end.
      floorShadow(canvas, 160, 292, 110);
      // Two turns, from the bottom of the coil round to the bottom again, drifting right.
      const coil: Point[] = [];
      for (let i = 0; i <= 64; i += 1) {
        const angle = PI / 2 + 0.5 + (i / 64) * (PI * 4 - 1);
        coil.push([148 + i * 0.4 + cos(angle) * 66, 126 + sin(angle) * 56]);
      }
      const cable = [[92, 236] as Point, ...coil, [228, 236] as Point];
      canvas.fill(stroke(cable, 10), edgeOf(paint));
      canvas.fill(stroke(cable, 6), paint);
      for (const x of [92, 228]) {
        canvas.body(rect(x - 13, 230, 26, 42, 6), ACCESSORY_DARK, 2);
        canvas.body(rect(x - 8, 270, 16, 14, 3), METAL, 1.5);
      }
      return;
    }
    case 'BATTERY':
      floorShadow(canvas, 160, 236, 120);
      canvas.body(rect(240, 134, 20, 52, 6), paint);
      canvas.body(rect(52, 104, 192, 112, 20), paint);
      canvas.fill(rect(66, 118, 164, 84, 10), ACCESSORY_DARK);
      for (let bar = 0; bar < 3; bar += 1) {
        canvas.fill(rect(76 + bar * 38, 128, 30, 64, 5), CHARGE);
      }
      canvas.fill(rect(190, 128, 30, 64, 5), shade(CHARGE, 0.55));
      return;
    case 'CONTROLLER':
      floorShadow(canvas, 160, 250, 120);
      controller(canvas, 160, 160, 2.8, paint);
      return;
    case 'MOUSE':
      floorShadow(canvas, 160, 268, 72);
      canvas.body(ellipse(160, 160, 68, 102), paint);
      canvas.fill(
        within(stroke(xy([160, 50, 160, 138]), 3), ellipse(160, 160, 68, 102)),
        edgeOf(paint),
      );
      canvas.fill(
        within(
          stroke(
            Array.from({ length: 17 }, (_, i): Point => {
              const angle = PI * (0.1 + (0.8 * i) / 16);
              return [160 - cos(angle) * 70, 138 - sin(angle) * 14];
            }),
            3,
          ),
          ellipse(160, 160, 68, 102),
        ),
        edgeOf(paint),
      );
      canvas.body(rect(152, 86, 16, 32, 8), ACCESSORY_DARK, 1.5);
      canvas.fill(ellipse(160, 212, 8, 4), tint(paint, 0.14));
      return;
    case 'STRAP': {
      // A watch band in its two halves: the buckle's, and the holes'.
      floorShadow(canvas, 160, 306, 60);
      canvas.body(rect(130, 14, 60, 126, 14), paint);
      canvas.body(rect(126, 10, 68, 8, 3), METAL, 1.5);
      const buckle = rect(118, 118, 84, 34, 10);
      canvas.body(without(buckle, rect(126, 126, 68, 18, 5)), METAL, 2);
      canvas.fill(rect(158, 122, 4, 26, 2), METAL);
      canvas.body(rect(130, 170, 60, 130, 30), paint);
      canvas.body(rect(126, 166, 68, 8, 3), METAL, 1.5);
      for (const y of [196, 216, 236, 256]) canvas.fill(ellipse(160, y, 4.5), ACCESSORY_DARK);
      return;
    }
    case 'GIFT_WRAP':
      // A box tied with a ribbon and a bow.
      floorShadow(canvas, 160, 280, 100);
      canvas.body(rect(82, 140, 156, 134, 6), paint);
      canvas.body(rect(72, 114, 176, 36, 6), tint(paint, 0.1));
      canvas.fill(rect(148, 114, 24, 160), RIBBON);
      canvas.fill(rect(148, 150, 24, 3), shade(RIBBON, 0.25));
      for (const side of [-1, 1]) {
        const bow = ellipse(160 + side * 30, 94, 32, 20);
        canvas.body(without(bow, ellipse(160 + side * 30, 94, 18, 9)), RIBBON, 2);
        canvas.fill(
          polygon(xy([160, 112, 160 + side * 10, 112, 160 + side * 30, 140, 160 + side * 18, 142])),
          shade(RIBBON, 0.12),
        );
      }
      canvas.body(ellipse(160, 104, 13, 11), RIBBON, 2);
      return;
    default:
      // Anything else: a plain box.
      floorShadow(canvas, 160, 272, 100);
      canvas.fill(
        grown(polygon(xy([160, 64, 252, 110, 252, 220, 160, 266, 68, 220, 68, 110])), 2.5),
        edgeOf(paint),
      );
      canvas.fill(polygon(xy([160, 64, 252, 110, 160, 156, 68, 110])), tint(paint, 0.22));
      canvas.fill(polygon(xy([68, 110, 160, 156, 160, 266, 68, 220])), paint);
      canvas.fill(polygon(xy([160, 156, 252, 110, 252, 220, 160, 266])), shade(paint, 0.2));
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
function encodePng(canvas: Canvas): Buffer {
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

const DEVICES: Record<DeviceTypeKey, (canvas: Canvas, finish: Finish) => void> = {
  SMARTPHONE: phone,
  TABLET: tablet,
  LAPTOP: laptop,
  SMARTWATCH: watch,
  CONSOLE: console_,
};

/** The subject's picture on a light card (transparent past its rounded corners), size × size. */
export function drawPicture(subject: PictureSubject, size = 320): Buffer {
  const canvas = new Canvas(size);
  canvas.fill(rect(0, 0, 320, 320, 24), CARD);
  if ('device' in subject) DEVICES[subject.device](canvas, finishOf(subject.colour));
  else accessoryPicture(canvas, subject.accessory, subject.fits);
  return encodePng(canvas);
}

/** A colour's name as a CSS colour (its finish's first colour), for the legacy SVG pictures. */
export function cssColourOf(name: string): string {
  const [r, g, b] = finishOf(name)[0];
  return `rgb(${r} ${g} ${b})`;
}

/**
 * Drawn pictures, kept: a listing asks for the same few again and again. At most `limit`, the
 * least recently asked for going first.
 */
export function createPictureCache(limit = 500) {
  const kept = new Map<string, Buffer>();
  return (subject: PictureSubject): Buffer => {
    const key =
      'device' in subject
        ? `device:${subject.device}:${subject.colour}`
        : `accessory:${subject.accessory}:${subject.fits ?? ''}`;
    const found = kept.get(key);
    if (found) {
      kept.delete(key);
      kept.set(key, found);
      return found;
    }
    const drawn = drawPicture(subject);
    kept.set(key, drawn);
    if (kept.size > limit) kept.delete(kept.keys().next().value as string);
    return drawn;
  };
}
