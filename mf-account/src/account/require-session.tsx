/**
 * The account pages are a logged-in person's: until the host has said who is logged in, a status
 * line; a visitor is sent to log in and comes back here afterwards.
 */
import type { SessionUser } from '@refurb/shared-contracts/api/session';
import { useSessionUser } from '@refurb/web-kit';
import { useEffect, type ReactNode } from 'react';
import { useAccountServices } from '../app/account-context';
import { replaceUrl } from '../app/effects';
import { useAccountI18n } from '../i18n/i18n';

export function RequireSession({
  children,
}: {
  readonly children: (user: SessionUser) => ReactNode;
}) {
  const { t } = useAccountI18n();
  const { bus, path } = useAccountServices();
  const user = useSessionUser(bus);
  useEffect(() => {
    if (user !== null) return;
    const here = `${window.location.pathname}${window.location.search}`;
    replaceUrl(`${path('login')}?redirect=${encodeURIComponent(here)}`);
  }, [user, path]);
  if (!user) {
    return (
      <p role="status" className="ac-note">
        {t('account.loading')}
      </p>
    );
  }
  return <>{children(user)}</>;
}
