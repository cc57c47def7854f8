/**
 * The cart's words in the site's language, and prices with the country's currency label. Each
 * language's catalogue is its own chunk, loaded when the cart first starts on a page (web-kit's
 * lazyTranslators); START_WORDS say "loading" and "cannot start" before it is there. (The
 * marketing embed takes its words from catalogues.ts for now.)
 */
import type { Country, Translator } from '@refurb/shared-contracts';
import { lazyTranslators, type StartWords } from '@refurb/web-kit';
import { createContext, useContext } from 'react';
import type { MessageKey, Messages } from './messages.ro';

export type CartI18n = Translator<MessageKey>;

export const loadCartI18n = lazyTranslators<MessageKey>((language) =>
  import(/* webpackChunkName: "words-[request]" */ `./messages.${language}`).then(
    (module: Readonly<Record<string, Messages>>) => module[language] as Messages,
  ),
);

/** The catalogues' `cart.loading`, `error.title` and `error.text` (i18n.test.ts holds them equal). */
export const START_WORDS: Readonly<Record<Country, StartWords>> = {
  ro: {
    loading: 'Se încarcă coșul…',
    title: 'Coșul nu poate fi afișat',
    text: 'Reîncarcă pagina. Produsele tale rămân salvate în acest browser.',
  },
  bg: {
    loading: 'Количката се зарежда…',
    title: 'Количката не може да се покаже',
    text: 'Презаредете страницата. Продуктите ви остават запазени в този браузър.',
  },
  hu: {
    loading: 'A kosár betöltése…',
    title: 'A kosár nem jeleníthető meg',
    text: 'Töltsd újra az oldalt. A termékeid ebben a böngészőben mentve maradnak.',
  },
  gr: {
    loading: 'Φόρτωση καλαθιού…',
    title: 'Το καλάθι δεν μπορεί να εμφανιστεί',
    text: 'Φορτώστε ξανά τη σελίδα. Τα προϊόντα σας μένουν αποθηκευμένα σε αυτόν τον browser.',
  },
};

export const CartI18nContext = createContext<CartI18n | null>(null);

export function useCartI18n(): CartI18n {
  const value = useContext(CartI18nContext);
  if (!value) throw new Error('useCartI18n outside its provider');
  return value;
}
