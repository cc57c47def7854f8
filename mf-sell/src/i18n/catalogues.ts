/**
 * Every sell catalogue at once, for tests and stories, which check and show all four
 * languages; the sell's pages load their site's catalogue alone (i18n.ts).
 */
import { createTranslator, type Country } from '@refurb/shared-contracts';
import type { SellI18n } from './i18n';
import { bg } from './messages.bg';
import { el } from './messages.el';
import { hu } from './messages.hu';
import { ro, type Messages } from './messages.ro';

export const CATALOGUES: Readonly<Record<Country, Messages>> = { ro, bg, hu, gr: el };

export const createSellI18n = (country: Country): SellI18n => createTranslator(CATALOGUES, country);
