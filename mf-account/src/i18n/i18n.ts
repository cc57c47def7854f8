/**
 * The account's words in the site's language, and prices with the country's currency label. Each
 * language's catalogue is its own chunk, loaded when the account first mounts on a page
 * (web-kit's lazyTranslators); START_WORDS say "loading" and "cannot start" before it is there.
 *
 * The words are two catalogues per language: the sign-in words (messages.<language>.ts: the
 * login, register, password-reset and logout pages and the checkout's sign-in form) and the
 * signed-in pages' (pages-messages.<language>.ts), which a sign-in page does not load (issue 37:
 * 7.7 KB gzip of words on the login pages, most of them for pages a visitor cannot see). Each
 * AccountRoot says which it needs (`words`); a component of the sign-in pages reads
 * `useSignInI18n` (the type lets it name sign-in words only), every other `useAccountI18n`, which
 * throws under a root that loaded the sign-in words alone.
 */
import type { Country, Translator } from '@refurb/shared-contracts';
import { lazyTranslators, type StartWords } from '@refurb/web-kit';
import { createContext, useContext } from 'react';
import type { SignInKey, SignInMessages } from './messages.ro';
import type { PageKey, PageMessages } from './pages-messages.ro';

export type MessageKey = SignInKey | PageKey;
export type Messages = Readonly<Record<MessageKey, string>>;

export type SignInI18n = Translator<SignInKey>;
export type AccountI18n = Translator<MessageKey>;

/** Which words a root loads: the sign-in pages' alone, or every page's. */
export type AccountWords = 'sign-in' | 'all';

const signInWords = (language: string) =>
  import(/* webpackChunkName: "words-[request]" */ `./messages.${language}`).then(
    (module: Readonly<Record<string, SignInMessages>>) => module[language] as SignInMessages,
  );

const pageWords = (language: string) =>
  import(/* webpackChunkName: "words-[request]" */ `./pages-messages.${language}`).then(
    (module: Readonly<Record<string, PageMessages>>) => module[language] as PageMessages,
  );

export const loadSignInI18n = lazyTranslators<SignInKey>(signInWords);

export const loadAccountI18n = lazyTranslators<MessageKey>((language) =>
  Promise.all([signInWords(language), pageWords(language)]).then(([signIn, pages]): Messages => ({
    ...signIn,
    ...pages,
  })),
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

/** A root's words: the sign-in words always, every page's when the root loaded them. */
export interface AccountI18nValue {
  readonly signIn: SignInI18n;
  readonly all: AccountI18n | null;
}

export const AccountI18nContext = createContext<AccountI18nValue | null>(null);

/** A root's words for a site, loaded once per page (each catalogue a chunk of its own). */
export async function loadWords(words: AccountWords, country: Country): Promise<AccountI18nValue> {
  if (words === 'sign-in') return { signIn: await loadSignInI18n(country), all: null };
  const all = await loadAccountI18n(country);
  return { signIn: all, all };
}

/** The words of every page, for a component under a root that loaded them (`words: 'all'`). */
export function useAccountI18n(): AccountI18n {
  const value = useContext(AccountI18nContext);
  if (!value) throw new Error('useAccountI18n outside its provider');
  if (!value.all) throw new Error('useAccountI18n under a root that loaded the sign-in words only');
  return value.all;
}

/** The sign-in words, for the sign-in pages' components (under any root). */
export function useSignInI18n(): SignInI18n {
  const value = useContext(AccountI18nContext);
  if (!value) throw new Error('useSignInI18n outside its provider');
  return value.signIn;
}
