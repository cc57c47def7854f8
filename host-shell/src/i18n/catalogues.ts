/**
 * Every catalogue of the site at once, for tests and stories, which check and show all four
 * languages; the site's pages load their language's alone (i18n.tsx's loadI18n).
 */
import type { Country } from '@refurb/shared-contracts';
import { i18nFrom, type I18n } from './i18n';
import { bg } from './messages.bg';
import { el } from './messages.el';
import { hu } from './messages.hu';
import { ro, type Messages } from './messages.ro';

export const MESSAGE_CATALOGUES: Readonly<Record<Country, Messages>> = { ro, bg, hu, gr: el };

export const createI18n = (country: Country): I18n =>
  i18nFrom(country, MESSAGE_CATALOGUES[country]);
