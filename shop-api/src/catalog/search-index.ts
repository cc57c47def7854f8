/**
 * The words of the catalog's model names, indexed once per catalog (catalog.repository.ts keeps
 * one index per snapshot: a new catalog brings a new one, a stock change does not), and the
 * matching of a query, as search-words.ts reads it, against them (issue 36).
 *
 * A word of the query matches a model when, against one word of the model's brand or name, it is:
 * - exact: the same word (`iphone`, `13`);
 * - a prefix: its start (`iph`, a word being typed);
 * - a part: inside it (`phone` in `iphone`, `pad` in `ipad`: search has always found these), or
 *   for a word of letters and digits typed as one, inside the brand and name without spaces
 *   (`iphone13`);
 * - fuzzy: a typo away (`iphnoe`, `samsnug`, `galxy`): at most 1 edit for a typed word of 4 to 7
 *   letters, 2 from 8 letters, an edit being a letter added, removed or changed, or two
 *   neighbours swapped. A word with a digit is never fuzzy: iPhone 14 is not a typo of iPhone 13.
 * A model's words are its brand's and name's, and the letter and digit runs of a word that mixes
 * them (`watch6` is also `watch` and `6`, `s23` also `s` and `23`).
 *
 * A model is found when every word of the query matches it and, when the query names device
 * types, it is of one of them (a query of category words only finds every model of its types).
 * Found models rank by the fewest fuzzy words, then the fewest edits, then the fewest part words,
 * then the fewest prefix words: exact, then prefix, then part matches come before fuzzy ones.
 * Ties are the caller's to break.
 *
 * Cost: each word of the query is compared with the catalog's vocabulary (its distinct words, a
 * few hundred), and the models come from the words' postings: per request, never per listing.
 */
import type { DeviceTypeKey } from '@refurb/shared-contracts';
import { catalogWords, type ReadQuery } from './search-words.js';

/** What the index knows of a model. */
export interface SearchModel {
  readonly modelId: number;
  readonly legacyModelId: number;
  readonly type: DeviceTypeKey;
  readonly brand: string;
  readonly name: string;
}

export interface SearchIndex {
  readonly models: readonly SearchModel[];
  /** Each distinct word of the models' brands and names, with the models (their index) having it. */
  readonly postings: ReadonlyMap<string, readonly number[]>;
  /** Each model's brand and name as one run of letters and digits (`appleiphone13`). */
  readonly compact: readonly string[];
}

/** How well a query matched a model; lower is better in every field. */
export interface ModelMatch {
  readonly model: SearchModel;
  /** Words matched only a typo away. */
  readonly fuzzy: number;
  /** The edits of those words, summed. */
  readonly edits: number;
  /** Words matched as a part. */
  readonly parts: number;
  /** Words matched as a prefix. */
  readonly prefixes: number;
}

type Score = Omit<ModelMatch, 'model'>;

/** `word` and, when it mixes letters and digits, its runs of each (`s23`: `s`, `23`). */
function withRuns(word: string): string[] {
  const runs = word.match(/\p{N}+|[^\p{N}]+/gu) ?? [];
  return runs.length > 1 ? [word, ...runs] : [word];
}

export function buildSearchIndex(models: Iterable<SearchModel>): SearchIndex {
  const list = [...models];
  const postings = new Map<string, number[]>();
  list.forEach((model, i) => {
    const words = new Set(catalogWords(`${model.brand} ${model.name}`).flatMap(withRuns));
    for (const word of words) {
      const posting = postings.get(word);
      if (posting) posting.push(i);
      else postings.set(word, [i]);
    }
  });
  const compact = list.map((m) => catalogWords(`${m.brand} ${m.name}`).join(''));
  return { models: list, postings, compact };
}

/** The edits a typed word may be away from a catalog word and still match it. */
function editsAllowed(word: string): number {
  if (/\p{N}/u.test(word)) return 0;
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/**
 * The edit distance of `a` and `b` (letters added, removed, changed; neighbours swapped: the
 * optimal string alignment distance), or `max + 1` as soon as it is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, before[j - 2]! + 1);
      }
      current.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

interface Hit {
  readonly kind: 'exact' | 'prefix' | 'part' | 'fuzzy';
  readonly edits: number;
}

const RANK: Readonly<Record<Hit['kind'], number>> = { exact: 0, prefix: 1, part: 2, fuzzy: 3 };

const compareHits = (a: Hit, b: Hit) => RANK[a.kind] - RANK[b.kind] || a.edits - b.edits;

/** How `catalogWord` matches the typed `word`, if it does. */
function hitOf(word: string, catalogWord: string, allowed: number): Hit | null {
  if (catalogWord === word) return { kind: 'exact', edits: 0 };
  if (catalogWord.startsWith(word)) return { kind: 'prefix', edits: 0 };
  if (catalogWord.includes(word)) return { kind: 'part', edits: 0 };
  if (allowed === 0) return null;
  const edits = editDistance(word, catalogWord, allowed);
  return edits <= allowed ? { kind: 'fuzzy', edits } : null;
}

/** The best hit of `word` in each model it matches, by the model's index. */
function hitsOf(index: SearchIndex, word: string): Map<number, Hit> {
  const hits = new Map<number, Hit>();
  const allowed = editsAllowed(word);
  for (const [catalogWord, models] of index.postings) {
    const hit = hitOf(word, catalogWord, allowed);
    if (!hit) continue;
    for (const i of models) {
      const held = hits.get(i);
      if (!held || compareHits(hit, held) < 0) hits.set(i, hit);
    }
  }
  if (/\p{L}/u.test(word) && /\p{N}/u.test(word)) {
    index.compact.forEach((text, i) => {
      if (!hits.has(i) && text.includes(word)) hits.set(i, { kind: 'part', edits: 0 });
    });
  }
  return hits;
}

/** Best first (see the module's doc); ties keep their order. */
export function compareMatches(a: ModelMatch, b: ModelMatch): number {
  return a.fuzzy - b.fuzzy || a.edits - b.edits || a.parts - b.parts || a.prefixes - b.prefixes;
}

/** The models `query` finds, best match first (see the module's doc). */
export function matchModels(index: SearchIndex, query: ReadQuery): ModelMatch[] {
  const types = new Set(query.types);
  if (query.words.length === 0 && types.size === 0) return [];
  let found = new Map<number, Score>();
  index.models.forEach((model, i) => {
    if (types.size === 0 || types.has(model.type)) {
      found.set(i, { fuzzy: 0, edits: 0, parts: 0, prefixes: 0 });
    }
  });
  for (const word of query.words) {
    const hits = hitsOf(index, word);
    const next = new Map<number, Score>();
    for (const [i, score] of found) {
      const hit = hits.get(i);
      if (!hit) continue;
      next.set(i, {
        fuzzy: score.fuzzy + Number(hit.kind === 'fuzzy'),
        edits: score.edits + hit.edits,
        parts: score.parts + Number(hit.kind === 'part'),
        prefixes: score.prefixes + Number(hit.kind === 'prefix'),
      });
    }
    found = next;
    if (found.size === 0) break;
  }
  return [...found]
    .map(([i, score]) => ({ model: index.models[i]!, ...score }))
    .sort(compareMatches);
}
