/**
 * Every account catalogue at once, sign-in and page words merged, for tests and stories, which
 * check and show all four languages; the remote's pages load their site's catalogues alone
 * (i18n.ts).
 */
import { createTranslator, type Country } from '@refurb/shared-contracts';
import type { AccountI18n, Messages } from './i18n';
import * as signIn from './messages.ro';
import { bg } from './messages.bg';
import { el } from './messages.el';
import { hu } from './messages.hu';
import * as pages from './pages-messages.ro';
import { bg as bgPages } from './pages-messages.bg';
import { el as elPages } from './pages-messages.el';
import { hu as huPages } from './pages-messages.hu';

export const CATALOGUES: Readonly<Record<Country, Messages>> = {
  ro: { ...signIn.ro, ...pages.ro },
  bg: { ...bg, ...bgPages },
  hu: { ...hu, ...huPages },
  gr: { ...el, ...elPages },
};

export const createAccountI18n = (country: Country): AccountI18n =>
  createTranslator(CATALOGUES, country);
