/**
 * The sell flow's words in the site's language, and prices with the country's currency label. Each language's catalogue is its own chunk, loaded
 * when the sell first mounts on a page (web-kit's lazyTranslators); START_WORDS say "loading"
 * and "cannot start" before it is there.
 */
import type { Country, Translator } from '@refurb/shared-contracts';
import { lazyTranslators, type StartWords } from '@refurb/web-kit';
import { createContext, useContext } from 'react';
import type { MessageKey, Messages } from './messages.ro';

export type SellI18n = Translator<MessageKey>;

export const loadSellI18n = lazyTranslators<MessageKey>((language) =>
  import(/* webpackChunkName: "words-[request]" */ `./messages.${language}`).then(
    (module: Readonly<Record<string, Messages>>) => module[language] as Messages,
  ),
);

/** The catalogues' `sell.loading`, `error.title` and `error.text` (i18n.test.ts holds them equal). */
export const START_WORDS: Readonly<Record<Country, StartWords>> = {
  ro: {
    loading: 'Se încarcă…',
    title: 'Vânzarea nu este disponibilă acum',
    text: 'Reîncarcă pagina peste câteva momente. Răspunsurile tale rămân salvate.',
  },
  bg: {
    loading: 'Зареждане…',
    title: 'Продажбата в момента не е достъпна',
    text: 'Презаредете страницата след малко. Отговорите ви остават запазени.',
  },
  hu: {
    loading: 'Betöltés…',
    title: 'Az eladás most nem érhető el',
    text: 'Töltsd újra az oldalt néhány pillanat múlva. A válaszaid mentve maradnak.',
  },
  gr: {
    loading: 'Φόρτωση…',
    title: 'Η πώληση δεν είναι διαθέσιμη αυτή τη στιγμή',
    text: 'Φορτώστε ξανά τη σελίδα σε λίγο. Οι απαντήσεις σας παραμένουν αποθηκευμένες.',
  },
};

export const SellI18nContext = createContext<SellI18n | null>(null);

export function useSellI18n(): SellI18n {
  const value = useContext(SellI18nContext);
  if (!value) throw new Error('useSellI18n outside its provider');
  return value;
}
