/**
 * The settings page (spec section 2, `account-settings`): profile and company data, the password,
 * and the saved delivery addresses. Each part saves on its own.
 */
import type { Profile, SessionUser } from '@refurb/shared-contracts';
import { useApi } from '@refurb/web-kit';
import { useState } from 'react';
import { useAccountServices } from '../app/account-context';
import { useAccountI18n } from '../i18n/i18n';
import { AddressesSection } from './addresses-section';
import { AccountPageFrame, ApiView } from './page-states';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';

export function SettingsPage({ user }: { readonly user: SessionUser }) {
  const { t } = useAccountI18n();
  const { api } = useAccountServices();
  const profile = useApi('profile', () => api.profile());
  const [saved, setSaved] = useState<Profile | null>(null);
  return (
    <AccountPageFrame title={t('section.account-settings')}>
      <ApiView state={profile} failed={t('settings.profileFailed')}>
        {(loaded) => <ProfileSection profile={saved ?? loaded} onSaved={setSaved} />}
      </ApiView>
      <PasswordSection email={user.email} />
      <AddressesSection />
    </AccountPageFrame>
  );
}
