/**
 * The account's words in the site's language, and prices with the country's currency label. Each
 * language's catalogue is its own chunk, loaded when the account first mounts on a page
 * (web-kit's lazyTranslators); START_WORDS say "loading" and "cannot start" before it is there.
 */
import type { Country, Translator } from '@refurb/shared-contracts';
import { lazyTranslators, type StartWords } from '@refurb/web-kit';
import { createContext, useContext } from 'react';
import type { MessageKey, Messages } from './messages.ro';

export type AccountI18n = Translator<MessageKey>;

export const loadAccountI18n = lazyTranslators<MessageKey>((language) =>
  import(/* webpackChunkName: "words-[request]" */ `./messages.${language}`).then(
    (module: Readonly<Record<string, Messages>>) => module[language] as Messages,
  ),
);

/** The catalogues' `account.loading`, `error.title` and `error.text` (i18n.test.ts holds them equal). */
export const START_WORDS: Readonly<Record<Country, StartWords>> = {
  ro: {
    loading: 'Se încarcă…',
    title: 'Contul nu este disponibil acum',
    text: 'Reîncarcă pagina peste câteva momente. Coșul tău rămâne salvat.',
  },
  bg: {
    loading: 'Зареждане…',
    title: 'Профилът в момента не е достъпен',
    text: 'Презаредете страницата след малко. Количката ви остава запазена.',
  },
  hu: {
    loading: 'Betöltés…',
    title: 'A fiók most nem érhető el',
    text: 'Töltsd újra az oldalt néhány pillanat múlva. A kosarad mentve marad.',
  },
  gr: {
    loading: 'Φόρτωση…',
    title: 'Ο λογαριασμός δεν είναι διαθέσιμος αυτή τη στιγμή',
    text: 'Φορτώστε ξανά τη σελίδα σε λίγο. Το καλάθι σας παραμένει αποθηκευμένο.',
  },
};

export const AccountI18nContext = createContext<AccountI18n | null>(null);

export function useAccountI18n(): AccountI18n {
  const value = useContext(AccountI18nContext);
  if (!value) throw new Error('useAccountI18n outside its provider');
  return value;
}
