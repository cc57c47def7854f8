/** The cart's words in the site's language, and prices with the country's currency label. */
import { createTranslator, type Country, type Translator } from '@refurb/shared-contracts';
import { createContext, useContext } from 'react';
import { bg } from './messages.bg';
import { el } from './messages.el';
import { hu } from './messages.hu';
import { ro, type MessageKey, type Messages } from './messages.ro';

export const CATALOGUES: Readonly<Record<Country, Messages>> = { ro, bg, hu, gr: el };

export type CartI18n = Translator<MessageKey>;

export const createCartI18n = (country: Country): CartI18n => createTranslator(CATALOGUES, country);

export const CartI18nContext = createContext<CartI18n | null>(null);

export function useCartI18n(): CartI18n {
  const value = useContext(CartI18nContext);
  if (!value) throw new Error('useCartI18n outside its provider');
  return value;
}
