/**
 * The checkout's words in the site's language, and prices with the country's currency label. Each language's catalogue is its own chunk, loaded
 * when the checkout first mounts on a page (web-kit's lazyTranslators); START_WORDS say "loading"
 * and "cannot start" before it is there.
 */
import type { Country, Translator } from '@refurb/shared-contracts';
import { lazyTranslators, type StartWords } from '@refurb/web-kit';
import { createContext, useContext } from 'react';
import type { MessageKey, Messages } from './messages.ro';

export type CheckoutI18n = Translator<MessageKey>;

export const loadCheckoutI18n = lazyTranslators<MessageKey>((language) =>
  import(/* webpackChunkName: "words-[request]" */ `./messages.${language}`).then(
    (module: Readonly<Record<string, Messages>>) => module[language] as Messages,
  ),
);

/** The catalogues' `checkout.loading`, `error.title` and `error.text` (i18n.test.ts holds them equal). */
export const START_WORDS: Readonly<Record<Country, StartWords>> = {
  ro: {
    loading: 'Se încarcă finalizarea comenzii…',
    title: 'Finalizarea comenzii nu este disponibilă acum',
    text: 'Reîncarcă pagina peste câteva momente. Coșul tău rămâne salvat.',
  },
  bg: {
    loading: 'Зареждаме поръчката…',
    title: 'Завършването на поръчката в момента не е достъпно',
    text: 'Презаредете страницата след малко. Количката ви остава запазена.',
  },
  hu: {
    loading: 'A pénztár betöltése…',
    title: 'A rendelés leadása most nem elérhető',
    text: 'Töltsd újra az oldalt néhány pillanat múlva. A kosarad mentve marad.',
  },
  gr: {
    loading: 'Φόρτωση ολοκλήρωσης παραγγελίας…',
    title: 'Η ολοκλήρωση παραγγελίας δεν είναι διαθέσιμη αυτή τη στιγμή',
    text: 'Φορτώστε ξανά τη σελίδα σε λίγο. Το καλάθι σας παραμένει αποθηκευμένο.',
  },
};

export const CheckoutI18nContext = createContext<CheckoutI18n | null>(null);

export function useCheckoutI18n(): CheckoutI18n {
  const value = useContext(CheckoutI18nContext);
  if (!value) throw new Error('useCheckoutI18n outside its provider');
  return value;
}
