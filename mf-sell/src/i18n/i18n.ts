/** The sell flow's words in the site's language, and prices with the country's currency label. */
import { createTranslator, type Country, type Translator } from '@refurb/shared-contracts';
import { createContext, useContext } from 'react';
import { bg } from './messages.bg';
import { el } from './messages.el';
import { hu } from './messages.hu';
import { ro, type MessageKey, type Messages } from './messages.ro';

export const CATALOGUES: Readonly<Record<Country, Messages>> = { ro, bg, hu, gr: el };

export type SellI18n = Translator<MessageKey>;

export const createSellI18n = (country: Country): SellI18n => createTranslator(CATALOGUES, country);

export const SellI18nContext = createContext<SellI18n | null>(null);

export function useSellI18n(): SellI18n {
  const value = useContext(SellI18nContext);
  if (!value) throw new Error('useSellI18n outside its provider');
  return value;
}
