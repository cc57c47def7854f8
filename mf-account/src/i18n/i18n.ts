/** The account's words in the site's language, and prices with the country's currency label. */
import { createTranslator, type Country, type Translator } from '@refurb/shared-contracts';
import { createContext, useContext } from 'react';
import { bg } from './messages.bg';
import { el } from './messages.el';
import { hu } from './messages.hu';
import { ro, type MessageKey, type Messages } from './messages.ro';

export const CATALOGUES: Readonly<Record<Country, Messages>> = { ro, bg, hu, gr: el };

export type AccountI18n = Translator<MessageKey>;

export const createAccountI18n = (country: Country): AccountI18n =>
  createTranslator(CATALOGUES, country);

export const AccountI18nContext = createContext<AccountI18n | null>(null);

export function useAccountI18n(): AccountI18n {
  const value = useContext(AccountI18nContext);
  if (!value) throw new Error('useAccountI18n outside its provider');
  return value;
}
