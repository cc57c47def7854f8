/**
 * The settings page (spec section 2, `account-settings`): profile and company data, the password,
 * a second factor, log out everywhere, connecting the partner marketplace, and the saved delivery
 * addresses. Each part saves on its
 * own. The e-mail confirmation link (`mode=verifyEmail`, sent from the second-factor part) comes
 * back here.
 */
import type { Profile } from '@refurb/shared-contracts/api/account';
import type { SessionUser } from '@refurb/shared-contracts/api/session';
import { useApi } from '@refurb/web-kit';
import { useEffect, useState } from 'react';
import { useAccountServices } from '../app/account-context';
import { replaceUrl } from '../app/effects';
import { linkActionOf, withoutLinkAction } from '../auth/auth-links';
import { useAccountI18n } from '../i18n/i18n';
import { identityErrorCode, type IdentityErrorCode } from '../ports/identity';
import { AddressesSection } from './addresses-section';
import { AccountPageFrame, ApiView } from './page-states';
import { PartnerSection } from './partner-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SecondFactorSection } from './second-factor-section';
import { SessionsSection } from './sessions-section';

function useEmailConfirmation(): 'confirmed' | IdentityErrorCode | null {
  const { identity } = useAccountServices();
  const [outcome, setOutcome] = useState<'confirmed' | IdentityErrorCode | null>(null);
  useEffect(() => {
    const action = linkActionOf(window.location.href);
    if (action?.kind !== 'verify-email') return;
    replaceUrl(withoutLinkAction(window.location.href));
    let live = true;
    identity.confirmEmail(action.code).then(
      () => live && setOutcome('confirmed'),
      (error: unknown) => live && setOutcome(identityErrorCode(error)),
    );
    return () => {
      live = false;
    };
  }, [identity]);
  return outcome;
}

export function SettingsPage({ user }: { readonly user: SessionUser }) {
  const { t } = useAccountI18n();
  const { api } = useAccountServices();
  const profile = useApi('profile', () => api.profile());
  const [saved, setSaved] = useState<Profile | null>(null);
  const confirmation = useEmailConfirmation();
  return (
    <AccountPageFrame title={t('section.account-settings')}>
      {confirmation === 'confirmed' && (
        <p role="status" className="ac-panel">
          {t('settings.emailConfirmed')}
        </p>
      )}
      {confirmation && confirmation !== 'confirmed' && (
        <p role="alert" className="ac-alert">
          {t(`auth.error.${confirmation}`)}
        </p>
      )}
      <ApiView state={profile} failed={t('settings.profileFailed')}>
        {(loaded) => <ProfileSection profile={saved ?? loaded} onSaved={setSaved} />}
      </ApiView>
      <PasswordSection email={user.email} />
      <SecondFactorSection email={user.email} />
      <SessionsSection />
      <PartnerSection />
      <AddressesSection />
    </AccountPageFrame>
  );
}
