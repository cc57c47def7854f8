/**
 * Settings: log out everywhere. Every session of the person ends, on every device, this one too,
 * and their sign-ins at the identity service are revoked (shop-api's
 * `POST /bff/me/sessions/revoke-all`); then the logout page finishes here as a logout does (signs
 * out of the identity service, tells the page). For a lost phone, or a password typed on someone
 * else's computer.
 */
import { useAccountServices } from '../app/account-context';
import { navigateTo } from '../app/effects';
import { useAccountI18n } from '../i18n/i18n';
import { useSubmit } from './use-submit';

export function SessionsSection() {
  const { t } = useAccountI18n();
  const { api, path } = useAccountServices();
  const end = useSubmit(async (_: null) => {
    const answer = await api.endAllSessions();
    if (answer.ok) navigateTo(path('logout'));
    return answer;
  });
  return (
    <section className="ac-panel" aria-labelledby="ac-sessions-title">
      <h2 id="ac-sessions-title" className="ac-subtitle">
        {t('settings.sessionsTitle')}
      </h2>
      <p className="ac-note">{t('settings.sessionsIntro')}</p>
      {end.failure && (
        <p role="alert" className="ac-alert">
          {t('settings.sessionsFailed')}
        </p>
      )}
      <div className="ac-actions">
        <button
          type="button"
          className="ac-secondary"
          disabled={end.busy || end.done}
          onClick={() => end.submit(null)}
        >
          {t('settings.sessionsEnd')}
        </button>
      </div>
    </section>
  );
}
