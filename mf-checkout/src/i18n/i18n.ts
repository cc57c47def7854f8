/** The checkout's words in the site's language, and prices with the country's currency label. */
import { createTranslator, type Country, type Translator } from '@refurb/shared-contracts';
import { createContext, useContext } from 'react';
import { bg } from './messages.bg';
import { el } from './messages.el';
import { hu } from './messages.hu';
import { ro, type MessageKey, type Messages } from './messages.ro';

export const CATALOGUES: Readonly<Record<Country, Messages>> = { ro, bg, hu, gr: el };

export type CheckoutI18n = Translator<MessageKey>;

export const createCheckoutI18n = (country: Country): CheckoutI18n =>
  createTranslator(CATALOGUES, country);

export const CheckoutI18nContext = createContext<CheckoutI18n | null>(null);

export function useCheckoutI18n(): CheckoutI18n {
  const value = useContext(CheckoutI18nContext);
  if (!value) throw new Error('useCheckoutI18n outside its provider');
  return value;
}
