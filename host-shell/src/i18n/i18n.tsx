/**
 * The site's language and formats: messages by country (ro, bg, hu, el), prices with the
 * country's currency label (spec section 1) and dates in the site's time zone, through `Intl`.
 * A count is said in the plural forms of the site's language (shared-contracts' fillTemplate).
 * Each language's catalogue is its own chunk, with its site's route table: a page loads its site's
 * only (`loadI18n`; tests and stories take all four from catalogues.ts).
 */
import {
  countryConfig,
  dateFormatter,
  fillTemplate,
  priceFormatter,
  type Country,
  type RouteTable,
} from '@refurb/shared-contracts';
import { createContext, useContext, type ReactNode } from 'react';
import { addRouteTables } from '../routing/site-route-table';
import type { MessageKey, Messages } from './messages.ro';

/** A site's words and its route table, loaded as one chunk (site.<language>.ts). */
interface SiteChunk {
  readonly messages: Messages;
  readonly routes: RouteTable;
}

const CHUNKS: Readonly<Record<Country, () => Promise<SiteChunk>>> = {
  ro: () => import(/* webpackChunkName: "words-ro" */ './site.ro'),
  bg: () => import(/* webpackChunkName: "words-bg" */ './site.bg'),
  hu: () => import(/* webpackChunkName: "words-hu" */ './site.hu'),
  gr: () => import(/* webpackChunkName: "words-el" */ './site.el'),
};

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

/**
 * The site's words, its catalogue loaded first (one chunk); the site's route table comes in the
 * same chunk and is made readable to the route functions (routing/site-route-table.ts).
 */
export const loadI18n = (country: Country): Promise<I18n> =>
  CHUNKS[country]().then(({ messages, routes }) => {
    addRouteTables({ [country]: routes });
    return i18nFrom(country, messages);
  });

export function i18nFrom(country: Country, messages: Messages): I18n {
  const { locale, language, timeZone } = countryConfig(country);
  return {
    country,
    locale,
    language,
    // Read when used: the words may load before the runtime config configures the currency.
    get currencyLabel() {
      return countryConfig(country).currencyLabel;
    },
    timeZone,
    t: (key, values) => fillTemplate(messages[key], values, country),
    formatPrice: priceFormatter(country),
    formatDate: dateFormatter(country),
  };
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
