/**
 * My insurances (spec section 2, `account-insurances`; issue 7): the insurances bought with the
 * person's devices. Only RO sells them: elsewhere the route has no path and shop-api answers 404
 * `not_available_in_country`, so the page says so without asking.
 */
import { buildRoutePath } from '@refurb/shared-contracts';
import { type Insurance } from '@refurb/shared-contracts/api/account';
import { useAccountServices } from '../app/account-context';
import { useAccountI18n } from '../i18n/i18n';
import { AccountPageFrame, ApiView, useList } from './page-states';

function InsuranceCard({ insurance }: { readonly insurance: Insurance }) {
  const { t, formatDate } = useAccountI18n();
  const titleId = `ac-insurance-${insurance.orderId}-${insurance.refId}`;
  return (
    <article className="ac-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{insurance.name}</h2>
      <dl className="ac-meta">
        <dt>{t('insurances.device')}</dt>
        <dd>{insurance.phone.name}</dd>
        <dt>{t('insurances.order')}</dt>
        <dd>{insurance.orderId}</dd>
        <dt>{t('insurances.validUntil')}</dt>
        <dd>{formatDate(insurance.validUntil)}</dd>
        <dt>{t('insurances.state')}</dt>
        <dd>
          <span className="ac-status">
            {t(insurance.active ? 'insurances.active' : 'insurances.expired')}
          </span>
        </dd>
      </dl>
    </article>
  );
}

function Insurances() {
  const { t } = useAccountI18n();
  const { api } = useAccountServices();
  const insurances = useList('insurances', () => api.insurances());
  return (
    <ApiView
      state={insurances}
      failed={t('insurances.loadFailed')}
      isEmpty={(list) => list.length === 0}
      empty={<p>{t('insurances.empty')}</p>}
    >
      {(list) => (
        <ul className="ac-list">
          {list.map((insurance) => (
            <li key={`${insurance.orderId}-${insurance.refId}`}>
              <InsuranceCard insurance={insurance} />
            </li>
          ))}
        </ul>
      )}
    </ApiView>
  );
}

export function InsurancesPage() {
  const { t } = useAccountI18n();
  const { country } = useAccountServices();
  // The rule book's route table says which sites sell insurances.
  const sold = buildRoutePath(country, 'account-insurances') !== null;
  return (
    <AccountPageFrame title={t('section.account-insurances')}>
      {sold ? <Insurances /> : <p className="ac-panel ac-empty">{t('insurances.notAvailable')}</p>}
    </AccountPageFrame>
  );
}
