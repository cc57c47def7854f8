/**
 * The account's pages (spec section 2, `account` and its sub-pages) in the order the menu and
 * the overview list them. My insurances exists in RO only (its route is RO's alone); genius is
 * shown while `areGeniusBenefitsActive` is on.
 */
import { buildRoutePath, type Country, type RouteName } from '@refurb/shared-contracts';
import { type SiteFlags } from '@refurb/shared-contracts/runtime';

export const ACCOUNT_SECTIONS = [
  'account-purchases',
  'account-return',
  'account-warranties',
  'account-insurances',
  'account-send-in-warranty',
  'account-sales',
  'account-settings',
  'account-genius',
] as const satisfies readonly RouteName[];

export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export function accountSections(country: Country, flags: SiteFlags): AccountSection[] {
  return ACCOUNT_SECTIONS.filter(
    (route) =>
      buildRoutePath(country, route, { saleId: 'x' }) !== null &&
      (route !== 'account-genius' || flags.areGeniusBenefitsActive),
  );
}
