/**
 * The logout page (spec section 2, `logout`; section 6: deactivated accounts are forced out and
 * the cart's session handling sends them here). It ends the shop session (shop-api clears both
 * cookies), signs out of the identity service and tells the page (`session.changed` with no
 * user), so the cart stops syncing with the cloud. The cart itself stays in this browser: it is
 * the person's, and clearing it while cloud sync is still stopping could empty the saved copy.
 * A deactivated account is told so. When the session cannot be ended (offline), the person is
 * told and can try again; nothing is said to the page until it has ended.
 */
import { describeError } from '@refurb/shared-contracts/runtime';
import { PageLink } from '@refurb/web-kit';
import { useCallback, useEffect, useState } from 'react';
import { useAccountServices } from '../app/account-context';
import { reportError } from '../app/effects';
import { useSignInI18n } from '../i18n/i18n';

type LogoutState = 'working' | 'done' | 'deactivated' | 'failed';

export function LogoutPage() {
  const { t } = useSignInI18n();
  const { api, identity, bus, path } = useAccountServices();
  const [state, setState] = useState<LogoutState>('working');
  const [attempt, setAttempt] = useState(0);

  const logOut = useCallback(async (): Promise<LogoutState> => {
    const me = await api.me();
    const deactivated = me.ok && me.data.user.deactivated_at !== null;
    const ended = await api.deleteSession();
    if (!ended.ok) return 'failed';
    await identity.signOut().catch((error: unknown) =>
      reportError(`identity sign-out failed: ${describeError(error)}`, {
        area: 'auth',
        reason: 'logout',
      }),
    );
    bus.publish('session.changed', { user: null });
    return deactivated ? 'deactivated' : 'done';
  }, [api, identity, bus]);

  useEffect(() => {
    let live = true;
    void logOut().then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [logOut, attempt]);

  const retry = () => {
    setState('working');
    setAttempt((n) => n + 1);
  };

  return (
    <section className="ac-page ac-auth" aria-labelledby="ac-logout-title">
      <h1 id="ac-logout-title">
        {t(
          state === 'deactivated'
            ? 'logout.deactivatedTitle'
            : state === 'done'
              ? 'logout.title'
              : 'logout.heading',
        )}
      </h1>
      {state === 'working' && (
        <p role="status" className="ac-note">
          {t('logout.busy')}
        </p>
      )}
      {state === 'failed' && (
        <p role="alert" className="ac-alert">
          {t('logout.failed')}{' '}
          <button type="button" className="ac-link" onClick={retry}>
            {t('error.retry')}
          </button>
        </p>
      )}
      {(state === 'done' || state === 'deactivated') && (
        <div role="status" className="ac-panel">
          <p>{t(state === 'deactivated' ? 'logout.deactivatedText' : 'logout.text')}</p>
          <p className="ac-actions">
            <PageLink className="ac-primary" href={path('login')}>
              {t('logout.login')}
            </PageLink>
            <PageLink className="ac-link" href={path('index')}>
              {t('logout.home')}
            </PageLink>
          </p>
        </div>
      )}
    </section>
  );
}
