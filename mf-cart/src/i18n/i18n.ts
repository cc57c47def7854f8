/** The cart's words in the site's language, and prices with the country's currency label. */
import {
  countryConfig,
  fillTemplate,
  priceFormatter,
  type Country,
} from '@refurb/shared-contracts';
import { createContext, useContext } from 'react';
import { bg } from './messages.bg';
import { el } from './messages.el';
import { hu } from './messages.hu';
import { ro, type MessageKey, type Messages } from './messages.ro';

export const CATALOGUES: Readonly<Record<Country, Messages>> = { ro, bg, hu, gr: el };

export interface CartI18n {
  readonly country: Country;
  readonly language: string;
  readonly t: (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string;
  readonly formatPrice: (amount: number) => string;
}

export function createCartI18n(country: Country): CartI18n {
  const messages = CATALOGUES[country];
  return {
    country,
    language: countryConfig(country).language,
    t: (key, values) => fillTemplate(messages[key], values),
    formatPrice: priceFormatter(country),
  };
}

export const CartI18nContext = createContext<CartI18n | null>(null);

export function useCartI18n(): CartI18n {
  const value = useContext(CartI18nContext);
  if (!value) throw new Error('useCartI18n outside its provider');
  return value;
}
