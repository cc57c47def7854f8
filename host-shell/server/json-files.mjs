/**
 * The edge's files read on every page (runtime-config.json, remotes.json, the build's
 * chunk-files.json and index.html), read and parsed again only when they change: a `stat` per
 * ask (the file's mtime and size, file-stat.mjs),
 * the read and the parse once per version of the file. A release
 * or a rollback that rewrites remotes.json is seen on the next request, as before.
 *
 * The values are shared by every request: callers must not change them.
 */
import { readFile } from 'node:fs/promises';
import { fileStat } from './file-stat.mjs';

/**
 * `() => Promise<value>`: `parse(text)` of the file's current version; the ask rejects when the
 * file cannot be read (or `parse` throws).
 */
export function watchedFile(path, parse) {
  let known = null;
  return async () => {
    const info = await fileStat(path);
    const tag = `${info.mtimeMs}|${info.size}`;
    if (known?.tag !== tag) {
      const value = readFile(path, 'utf8').then(parse);
      known = { tag, value };
      value.catch(() => {
        if (known?.value === value) known = null;
      });
    }
    return known.value;
  };
}

const files = new Map();

/**
 * The JSON of the file at `path`, parsed with `schema` when one is given (its data, or null when
 * it does not match); undefined when the file is missing or not JSON. Never throws.
 */
export async function readJsonFile(path, schema) {
  let file = files.get(path);
  if (!file) {
    const bySchema = new Map();
    file = {
      read: watchedFile(path, (text) => {
        bySchema.clear();
        return JSON.parse(text);
      }),
      bySchema,
    };
    files.set(path, file);
  }
  let json;
  try {
    json = await file.read();
  } catch {
    return undefined;
  }
  if (!schema) return json;
  if (!file.bySchema.has(schema)) {
    const parsed = schema.safeParse(json);
    file.bySchema.set(schema, parsed.success ? parsed.data : null);
  }
  return file.bySchema.get(schema);
}
