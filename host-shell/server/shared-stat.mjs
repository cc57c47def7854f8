/**
 * `stat` of a path, shared by the asks that arrive while one is under way: a page request looks
 * up several files (its own path in dist/ and public/, index.html, runtime-config.json,
 * remotes.json, chunk-files.json), and under load many requests ask for the same ones at once.
 * Each ask gets a stat started no earlier than the ask's own call or joined while in flight, so a
 * file rewritten before a request arrives is seen by that request or, at worst, by the burst's
 * next one; nothing is kept once the stat has answered.
 */
import { stat } from 'node:fs/promises';

const inFlight = new Map();

export function sharedStat(path) {
  let pending = inFlight.get(path);
  if (!pending) {
    pending = stat(path).finally(() => inFlight.delete(path));
    inFlight.set(path, pending);
  }
  return pending;
}
