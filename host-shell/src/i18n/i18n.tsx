/**
 * The site's language and formats: messages by country (ro, bg, hu, el), prices with the
 * country's currency label (spec section 1) and dates in the site's time zone, through `Intl`.
 */
import {
  countryConfig,
  fillTemplate,
  priceFormatter,
  type Country,
} from '@refurb/shared-contracts';
import { createContext, useContext, type ReactNode } from 'react';
import { bg } from './messages.bg';
import { el } from './messages.el';
import { hu } from './messages.hu';
import { ro, type MessageKey, type Messages } from './messages.ro';

const CATALOGUES: Readonly<Record<Country, Messages>> = { ro, bg, hu, gr: el };

export type Translate = (
  key: MessageKey,
  values?: Readonly<Record<string, string | number>>,
) => string;

export interface I18n {
  readonly country: Country;
  readonly locale: string;
  readonly language: string;
  readonly currencyLabel: string;
  readonly timeZone: string;
  readonly t: Translate;
  /** `1234.5` -> `1.234,5 lei` (ro), `1 234,5 Ft` (hu): the locale's number and the label. */
  readonly formatPrice: (amount: number) => string;
  readonly formatDate: (iso: string) => string;
}

export function createI18n(country: Country): I18n {
  const { locale, language, currencyLabel, timeZone } = countryConfig(country);
  const messages = CATALOGUES[country];
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });
  return {
    country,
    locale,
    language,
    currencyLabel,
    timeZone,
    t: (key, values) => fillTemplate(messages[key], values),
    formatPrice: priceFormatter(country),
    formatDate: (iso) => date.format(new Date(iso)),
  };
}

export const MESSAGE_CATALOGUES = CATALOGUES;

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
