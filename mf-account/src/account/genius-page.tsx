/**
 * The genius page (spec section 2, `account-genius`; flag `areGeniusBenefitsActive`): whether
 * the person is a member and since when, the benefits in the site's language (longer returns from
 * the warranty and return data, and the rest shop-api lists), and joining or leaving.
 */
import { useApi } from '@refurb/web-kit';
import { useState } from 'react';
import { useAccountServices } from '../app/account-context';
import { useAccountI18n } from '../i18n/i18n';
import { AccountPageFrame, ApiView } from './page-states';
import { useSubmit } from './use-submit';

export function GeniusPage() {
  const { t, formatDate } = useAccountI18n();
  const { api, flags } = useAccountServices();
  const [version, setVersion] = useState(0);
  const genius = useApi(flags.areGeniusBenefitsActive ? `genius#${version}` : null, () =>
    api.genius(),
  );
  const change = useSubmit((member: boolean) =>
    api.setGenius(member).then((answer) => {
      if (answer.ok) setVersion((n) => n + 1);
      return answer;
    }),
  );
  if (!flags.areGeniusBenefitsActive) {
    return (
      <AccountPageFrame title={t('section.account-genius')}>
        <p className="ac-panel">{t('genius.off')}</p>
      </AccountPageFrame>
    );
  }
  return (
    <AccountPageFrame title={t('section.account-genius')} intro={t('genius.intro')}>
      <ApiView state={genius} failed={t('genius.failed')}>
        {(data) => (
          <>
            <p className="ac-panel">
              {data.member && data.since
                ? t('genius.member', { date: formatDate(data.since) })
                : t('genius.notMember')}
            </p>
            <h2 className="ac-subtitle">{t('genius.benefitsTitle')}</h2>
            <ul className="ac-list">
              {data.benefits.map((benefit) => (
                <li key={benefit.key} className="ac-card">
                  <h3>{benefit.title}</h3>
                  <p>{benefit.text}</p>
                </li>
              ))}
            </ul>
            {change.done && (
              <p role="status" className="ac-note">
                {t(data.member ? 'genius.joined' : 'genius.left')}
              </p>
            )}
            {change.failure && (
              <p role="alert" className="ac-alert">
                {t('form.failed')}
              </p>
            )}
            <div className="ac-actions">
              <button
                type="button"
                className={data.member ? 'ac-link' : 'ac-primary'}
                disabled={change.busy}
                onClick={() => change.submit(!data.member)}
              >
                {t(data.member ? 'genius.leave' : 'genius.join')}
              </button>
            </div>
          </>
        )}
      </ApiView>
    </AccountPageFrame>
  );
}
