/**
 * The text of a PDF as a reader would copy it, for tests: each text-showing operator's glyph codes
 * mapped through its font's ToUnicode map, one line per operator. Enough for what pdfkit writes
 * (Flate-compressed streams, two-byte glyph codes in `[<...> n <...>] TJ`, bfrange/bfchar maps),
 * not a general PDF parser.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  readonly dict: string;
  readonly stream: string | null;
}

function objectsOf(pdf: Buffer): Map<string, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<string, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const at = body.search(/stream\r?\n/);
    let stream: string | null = null;
    if (at >= 0) {
      const start = match.index + match[0].indexOf(body) + body.indexOf('\n', at) + 1;
      const end = text.indexOf('endstream', start);
      const raw = pdf.subarray(start, end);
      stream = /FlateDecode/.test(body.slice(0, at))
        ? inflateSync(raw).toString('latin1')
        : raw.toString('latin1');
    }
    objects.set(match[1]!, { dict: at >= 0 ? body.slice(0, at) : body, stream });
  }
  return objects;
}

/** `<0219>` is one character, `<0066 0069>` (a ligature's) two. */
const hexChar = (hex: string) =>
  String.fromCodePoint(
    ...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)),
  );

/** Code -> text of one ToUnicode CMap. */
function unicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, targets] of body!.matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi,
    )) {
      const first = parseInt(from!, 16);
      const last = parseInt(to!, 16);
      const list = [...targets!.matchAll(/<([0-9a-f\s]+)>/gi)].map((m) => m[1]!);
      for (let code = first; code <= last; code += 1) {
        const target = targets!.startsWith('[')
          ? list[code - first]
          : (parseInt(list[0]!.replace(/\s+/g, ''), 16) + code - first)
              .toString(16)
              .padStart(4, '0');
        if (target) map.set(code, hexChar(target));
      }
    }
  }
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, target] of body!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi)) {
      map.set(parseInt(code!, 16), hexChar(target!));
    }
  }
  return map;
}

export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  // Resource name (/F1) -> the font's ToUnicode map.
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    const resources = /\/Font\s*<<([^>]*)>>/.exec(dict)?.[1] ?? '';
    for (const [, name, ref] of resources.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref!)?.dict ?? '')?.[1];
      const cmap = cmapRef ? objects.get(cmapRef)?.stream : null;
      if (cmap) fonts.set(name!, unicodeMap(cmap));
    }
  }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream?.includes('BT')) continue;
    let font: Map<number, string> | undefined;
    for (const [, name, shown] of stream.matchAll(
      /\/(\w+) [\d.]+ Tf|(\[[^\]]*\]\s*TJ|<[0-9a-f]*>\s*Tj)/gi,
    )) {
      if (name) font = fonts.get(name);
      if (!shown || !font) continue;
      const codes = [...shown.matchAll(/<([0-9a-f]*)>/gi)].flatMap(
        (m) => m[1]!.match(/.{4}/g) ?? [],
      );
      lines.push(codes.map((code) => font!.get(parseInt(code, 16)) ?? '\uFFFD').join(''));
    }
  }
  return lines.join('\n');
}
