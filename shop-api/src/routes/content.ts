/**
 * Generated product and accessory pictures: a seeded shop has no photos, so each image is an SVG
 * drawn from its name (with the spec's 320 size suffix for products). Accessory URLs end in `.jpg`
 * as the spec builds them; they are served as SVG with the right content type.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';

const PRODUCT_IMAGE = /^([a-z0-9-]+)-320\.svg$/;
const ACCESSORY_IMAGE = /^([a-z0-9%. -]+)\.jpg$/;

function hue(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) % 360;
  return h;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function pictureSvg(label: string, size = 320): string {
  const words = label.split(/[\s-]+/).filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= 16)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const h = hue(label);
  const text = lines
    .slice(0, 4)
    .map((line, i) => `<tspan x="50%" dy="${i === 0 ? 0 : 1.2}em">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(label)}"><rect width="100%" height="100%" rx="24" fill="hsl(${h} 45% 92%)"/><rect x="${size * 0.3}" y="${size * 0.12}" width="${size * 0.4}" height="${size * 0.5}" rx="18" fill="hsl(${h} 35% 35%)"/><text x="50%" y="${size * 0.74}" text-anchor="middle" font-family="sans-serif" font-size="${size / 16}" fill="#222">${text}</text></svg>`;
}

export function registerContentRoutes(app: FastifyInstance): void {
  const send = (label: string) => ({ body: pictureSvg(label), type: 'image/svg+xml' });
  app.get<{ Params: { file: string } }>('/content/images/:file', async (request, reply) => {
    const match = PRODUCT_IMAGE.exec(request.params.file);
    if (!match?.[1]) throw new HttpError(404, 'not_found', 'No such image', 'params.file');
    const image = send(match[1].replace(/-/g, ' '));
    return reply.type(image.type).header('cache-control', 'public, max-age=86400').send(image.body);
  });
  app.get<{ Params: { file: string } }>('/content/accessories/:file', async (request, reply) => {
    const match = ACCESSORY_IMAGE.exec(request.params.file);
    if (!match?.[1]) throw new HttpError(404, 'not_found', 'No such image', 'params.file');
    const image = send(match[1]);
    return reply.type(image.type).header('cache-control', 'public, max-age=86400').send(image.body);
  });
}
