/**
 * Shown instead of the site when runtime-config.json or remotes.json cannot be used. Its words are
 * here in the four languages, and only here (its details and retry are the catalogues'
 * `state.error` and `state.retry`, held equal by i18n.test.ts): the page must speak the site's
 * language even when the words' chunk cannot be loaded.
 */
import type { Country } from '@refurb/shared-contracts';

export const CONFIG_ERROR_WORDS: Readonly<
  Record<Country, { title: string; text: string; details: string; retry: string }>
> = {
  ro: {
    title: 'Magazinul nu poate porni',
    text: 'Configurația site-ului este invalidă. Echipa noastră a fost anunțată; revino în câteva minute.',
    details: 'Nu am putut încărca această pagină.',
    retry: 'Încearcă din nou',
  },
  bg: {
    title: 'Магазинът не може да стартира',
    text: 'Конфигурацията на сайта е невалидна. Екипът ни е уведомен; опитайте отново след няколко минути.',
    details: 'Не успяхме да заредим тази страница.',
    retry: 'Опитай отново',
  },
  hu: {
    title: 'A bolt nem tud elindulni',
    text: 'Az oldal beállításai hibásak. Csapatunkat értesítettük; nézz vissza néhány perc múlva.',
    details: 'Nem sikerült betölteni ezt az oldalt.',
    retry: 'Próbáld újra',
  },
  gr: {
    title: 'Το κατάστημα δεν μπορεί να ξεκινήσει',
    text: 'Η ρύθμιση του ιστότοπου δεν είναι έγκυρη. Η ομάδα μας ειδοποιήθηκε· δοκιμάστε ξανά σε λίγα λεπτά.',
    details: 'Δεν μπορέσαμε να φορτώσουμε αυτή τη σελίδα.',
    retry: 'Δοκιμάστε ξανά',
  },
};

export function ConfigErrorPage({
  country,
  problems,
}: {
  country: Country;
  problems: readonly string[];
}) {
  const words = CONFIG_ERROR_WORDS[country];
  return (
    <main className="main" id="main">
      <div role="alert" className="notice notice--error">
        <h1>{words.title}</h1>
        <p>{words.text}</p>
        <details>
          <summary>{words.details}</summary>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>
                <code>{problem}</code>
              </li>
            ))}
          </ul>
        </details>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {words.retry}
        </button>
      </div>
    </main>
  );
}
