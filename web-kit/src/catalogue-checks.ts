/**
 * The checks every remote's language catalogues pass (used from their i18n tests): each
 * language has exactly the reference's keys with the same `{placeholders}` (a plural argument's
 * name counts as one: its forms differ between languages) and no empty text,
 * and outside the reference language no sentence is left in the reference language.
 */
export type Catalogue = Readonly<Record<string, string>>;

/** The names of a text's `{name}` and `{name, plural, …}` arguments, each once, sorted. */
const placeholders = (text: string) =>
  [
    ...new Set(
      [...text.matchAll(/\{(\w+)\}|\{\s*(\w+)\s*,\s*plural\s*,/g)].map(
        (match) => match[1] ?? match[2] ?? '',
      ),
    ),
  ].sort();

/** Problems of `catalogue` against `reference`, one line each (empty when it is complete). */
export function catalogueProblems(reference: Catalogue, catalogue: Catalogue): string[] {
  const problems: string[] = [];
  const keys = new Set(Object.keys(catalogue));
  for (const [key, text] of Object.entries(reference)) {
    const translated = catalogue[key];
    if (translated === undefined) {
      problems.push(`${key}: missing`);
      continue;
    }
    keys.delete(key);
    if (translated.trim() === '') problems.push(`${key}: empty`);
    if (placeholders(translated).join() !== placeholders(text).join()) {
      problems.push(`${key}: placeholders {${placeholders(translated).join('}, {')}}`);
    }
  }
  for (const key of keys) problems.push(`${key}: not in the reference`);
  return problems;
}

/** Keys whose text is still the reference's word for word (brand names and the like excepted). */
export function untranslated(
  reference: Catalogue,
  catalogue: Catalogue,
  allowed: (key: string, text: string) => boolean = () => false,
): string[] {
  return Object.entries(catalogue)
    .filter(
      ([key, text]) =>
        text === reference[key] &&
        !allowed(key, text) &&
        /\p{L}{3,}/u.test(text.replace(/\{\w+\}/g, '')),
    )
    .map(([key]) => key);
}
