/**
 * A package's words, one chunk per language: a page loads its site's catalogue only (a remote's
 * four catalogues were up to a third of what it sent on a first load). `load` imports a
 * language's catalogue; a country's translator is made once per page and shared by every mount
 * of the package, and a catalogue that failed to load is asked for again on the next mount.
 *
 * Until it is there a remote shows its start status (web-kit's StartStatus) in the few words it
 * keeps for that in all four languages (its START_WORDS; a test holds them equal to its
 * catalogues), so "loading" and "cannot start" are said in the site's language even when the
 * catalogue itself cannot load.
 */
import {
  countryConfig,
  translatorFor,
  type Country,
  type Translator,
} from '@refurb/shared-contracts';

/** A language's catalogue (`ro`, `bg`, `hu`, `el`): the package's `import()` of its file. */
export type CatalogueLoader<Key extends string> = (
  language: string,
) => Promise<Readonly<Record<Key, string>>>;

/** What a remote says while it starts, and when it cannot. */
export interface StartWords {
  readonly loading: string;
  readonly title: string;
  readonly text: string;
}

export function lazyTranslators<Key extends string>(
  load: CatalogueLoader<Key>,
): (country: Country) => Promise<Translator<Key>> {
  const loaded = new Map<Country, Promise<Translator<Key>>>();
  return (country) => {
    const known = loaded.get(country);
    if (known) return known;
    const translator = load(countryConfig(country).language).then((messages) =>
      translatorFor(country, messages),
    );
    loaded.set(country, translator);
    translator.catch(() => loaded.delete(country));
    return translator;
  };
}
