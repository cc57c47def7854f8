#!/usr/bin/env node
/**
 * The raster brand images of the four sites (issue 34), drawn from the SVGs in
 * host-shell/public/brand by Debian's Chromium (playwright-core) and written beside them:
 * - `og-<country>.png`, 1200×630: the social image link previews show (Facebook, WhatsApp,
 *   LinkedIn and Slack take no SVG): the site's `social-<country>.svg` with the site's logo on a
 *   white card under its name, HU with its own logo (`logo-hu.svg`);
 * - `favicon-32.png` and `favicon-hu-32.png`, 32×32 with a transparent background, for browsers
 *   that take no SVG favicon;
 * - `apple-touch-icon.png` and `apple-touch-icon-hu.png`, 180×180 and opaque (iOS paints a
 *   transparent corner black): the favicon full-bleed on its own background colour, which iOS
 *   then rounds.
 *
 * The PNGs are committed (the build copies `public/` as it is): run `node scripts/brand-images.mjs`
 * after changing an SVG. `brand-images.test.mjs` checks each file's size from its IHDR chunk.
 */
/* global document -- the functions handed to page.evaluate run in the browser */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CHROMIUM_FLAGS as CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export const BRAND_DIR = join(import.meta.dirname, '..', 'host-shell', 'public', 'brand');

/** Every image the script writes: its file, exact size and how it is drawn. */
export const BRAND_IMAGES = [
  ...['ro', 'bg', 'hu', 'gr'].map((country) => ({
    file: `og-${country}.png`,
    width: 1200,
    height: 630,
    draw: {
      kind: 'social',
      background: `social-${country}.svg`,
      logo: country === 'hu' ? 'logo-hu.svg' : 'logo.svg',
    },
  })),
  ...['', '-hu'].flatMap((suffix) => [
    {
      file: `favicon${suffix}-32.png`,
      width: 32,
      height: 32,
      draw: { kind: 'icon', icon: `favicon${suffix}.svg`, opaque: false },
    },
    {
      file: `apple-touch-icon${suffix}.png`,
      width: 180,
      height: 180,
      draw: { kind: 'icon', icon: `favicon${suffix}.svg`, opaque: true },
    },
  ]),
];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's width and height, read from its IHDR chunk; throws on anything else. */
export function pngSize(bytes) {
  const buffer = Buffer.from(bytes);
  if (buffer.length < 24 || !buffer.subarray(0, 8).equals(PNG_SIGNATURE))
    throw new Error('not a PNG: no PNG signature');
  if (buffer.toString('latin1', 12, 16) !== 'IHDR' || buffer.readUInt32BE(8) !== 13)
    throw new Error('not a PNG: the first chunk is not IHDR');
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

const dataUrl = (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** The first `fill` of an SVG: the colour its icon is drawn on. */
const firstFill = (svg) => /fill="(#[0-9a-fA-F]{3,8})"/.exec(svg)?.[1] ?? '#ffffff';

async function pageFor(image) {
  const read = (name) => readFile(join(BRAND_DIR, name), 'utf8');
  const frame = `margin:0;width:${image.width}px;height:${image.height}px;overflow:hidden`;
  if (image.draw.kind === 'social') {
    const [background, logo] = await Promise.all([
      read(image.draw.background),
      read(image.draw.logo),
    ]);
    // The logo is drawn inline, four times larger, on a card under the site's name (baseline at
    // 330); `fitLogo` then widens its viewBox to what it draws (logo-hu.svg's "Refurb.hu" runs
    // past its 120-unit box), so the card holds the whole of it.
    return `<body style="${frame};position:relative">
      <img src="${dataUrl(background)}" width="${image.width}" height="${image.height}"
        style="position:absolute;inset:0">
      <div style="position:absolute;left:0;right:0;top:400px;display:flex;justify-content:center">
        <div id="card" style="background:#fff;border-radius:24px;padding:20px 40px;display:flex">
          ${logo}
        </div>
      </div></body>`;
  }
  const icon = await read(image.draw.icon);
  const background = image.draw.opaque ? `background:${firstFill(icon)}` : 'background:transparent';
  return `<body style="${frame};${background}">
    <img src="${dataUrl(icon)}" width="${image.width}" height="${image.height}"
      style="display:block"></body>`;
}

const LOGO_SCALE = 4;

/** In the page: the card's SVG logo, its viewBox grown to hold all it draws, at `scale`. */
function fitLogo(scale) {
  const svg = /** @type {SVGSVGElement} */ (document.querySelector('#card svg'));
  const view = svg.viewBox.baseVal;
  const box = svg.getBBox();
  const x = Math.floor(Math.min(view.x, box.x));
  const y = Math.floor(Math.min(view.y, box.y));
  const width = Math.ceil(Math.max(view.x + view.width, box.x + box.width)) - x;
  const height = Math.ceil(Math.max(view.y + view.height, box.y + box.height)) - y;
  svg.setAttribute('viewBox', `${x} ${y} ${width} ${height}`);
  svg.setAttribute('width', String(width * scale));
  svg.setAttribute('height', String(height * scale));
  svg.style.display = 'block';
}

/** Draws every image of `images` into `dir`; returns the files written. */
export async function drawBrandImages({ dir = BRAND_DIR, images = BRAND_IMAGES } = {}) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  const written = [];
  try {
    for (const image of images) {
      const context = await browser.newContext({
        viewport: { width: image.width, height: image.height },
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      await page.setContent(await pageFor(image));
      await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())));
      if (image.draw.kind === 'social') await page.evaluate(fitLogo, LOGO_SCALE);
      const png = await page.screenshot({
        type: 'png',
        omitBackground: image.draw.kind === 'icon' && !image.draw.opaque,
        clip: { x: 0, y: 0, width: image.width, height: image.height },
      });
      await context.close();
      const size = pngSize(png);
      if (size.width !== image.width || size.height !== image.height)
        throw new Error(`${image.file}: drawn ${size.width}×${size.height}`);
      await writeFile(join(dir, image.file), png);
      written.push({ file: image.file, bytes: png.length });
    }
  } finally {
    await browser.close();
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { file, bytes } of await drawBrandImages())
    console.log(`${file}  ${(bytes / 1024).toFixed(1)} KB`);
}
