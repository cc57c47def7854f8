/**
 * What the pages say when the partner login comes back with `?partner=<result>` (the login page
 * and the settings page), and which of those are alerts (the person has something to do).
 */
import type { PartnerResult } from '@refurb/shared-contracts/api/account';
import type { SignInKey } from '../i18n/messages.ro';

export const PARTNER_MESSAGES: Readonly<Record<PartnerResult, SignInKey>> = {
  cancelled: 'auth.partnerCancelled',
  deactivated: 'auth.error.account-deactivated',
  'link-required': 'auth.partnerLinkRequired',
  linked: 'auth.partnerLinked',
  busy: 'auth.partnerBusy',
  failed: 'auth.partnerFailed',
};

export const PARTNER_ALERTS: ReadonlySet<PartnerResult> = new Set([
  'deactivated',
  'link-required',
  'busy',
  'failed',
]);
