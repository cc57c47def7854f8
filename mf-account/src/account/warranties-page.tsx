/**
 * My warranties (spec section 2, `account-warranties`; issue 7): per device of a placed or paid
 * order, the warranty that comes with it and every extra warranty bought, whether it still
 * covers the device, and for a covered one the way to send it in; below, the warranty cases the
 * person has opened, with their status.
 */
import type {
  CoveredExtra,
  DeviceWarranty,
  WarrantyCase,
} from '@refurb/shared-contracts/api/account';
import { PageLink } from '@refurb/web-kit';
import { useAccountServices } from '../app/account-context';
import { useAccountI18n } from '../i18n/i18n';
import { AccountPageFrame, ApiView, useList } from './page-states';

/** The send-in form with this device chosen. */
export function sendInHref(base: string, warranty: DeviceWarranty): string {
  const query = new URLSearchParams({ order: warranty.orderId, line: warranty.phone.refId });
  return `${base}?${query}`;
}

function ExtraLine({ extra }: { readonly extra: CoveredExtra }) {
  const { t, formatDate } = useAccountI18n();
  return (
    <li>
      <span>{extra.name}</span>{' '}
      <span>
        {t('warranties.validUntil', { date: formatDate(extra.validUntil) })}
        {' · '}
        {t(extra.active ? 'warranties.active' : 'warranties.expired')}
      </span>
    </li>
  );
}

function WarrantyCard({ warranty }: { readonly warranty: DeviceWarranty }) {
  const { t, formatDate } = useAccountI18n();
  const { path } = useAccountServices();
  const titleId = `ac-warranty-${warranty.orderId}-${warranty.phone.refId}`;
  const cover = warranty.defaultWarranty;
  return (
    <article className="ac-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{warranty.phone.name}</h2>
      <dl className="ac-meta">
        <dt>{t('warranties.order')}</dt>
        <dd>{warranty.orderId}</dd>
        <dt>{t('warranties.boughtOn')}</dt>
        <dd>{formatDate(warranty.placedAt)}</dd>
        <dt>{t('warranties.state')}</dt>
        <dd>
          <span className="ac-status">
            {warranty.active
              ? t('warranties.activeUntil', { date: formatDate(warranty.validUntil) })
              : t('warranties.expiredOn', { date: formatDate(warranty.validUntil) })}
          </span>
        </dd>
      </dl>
      <h3>{t('warranties.coverTitle')}</h3>
      <ul className="ac-lines">
        <li>
          <span>
            {cover.name} · {t('warranties.years', { years: cover.years })}
          </span>{' '}
          <span>{t('warranties.validUntil', { date: formatDate(cover.validUntil) })}</span>
        </li>
        {warranty.extraWarranties.map((extra) => (
          <ExtraLine key={extra.refId} extra={extra} />
        ))}
      </ul>
      {warranty.insurances.length > 0 && (
        <>
          <h3>{t('warranties.insuranceTitle')}</h3>
          <ul className="ac-lines">
            {warranty.insurances.map((extra) => (
              <ExtraLine key={extra.refId} extra={extra} />
            ))}
          </ul>
        </>
      )}
      {warranty.active && (
        <div className="ac-actions">
          <PageLink
            className="ac-secondary"
            href={sendInHref(path('account-send-in-warranty'), warranty)}
            aria-describedby={titleId}
          >
            {t('warranties.sendIn')}
          </PageLink>
        </div>
      )}
    </article>
  );
}

function CaseCard({ item }: { readonly item: WarrantyCase }) {
  const { t, formatDate } = useAccountI18n();
  const titleId = `ac-case-${item.reference}`;
  return (
    <article className="ac-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('warranties.case', { reference: item.reference })}</h3>
      <dl className="ac-meta">
        <dt>{t('warranties.caseDevice')}</dt>
        <dd>{item.phone.name}</dd>
        <dt>{t('warranties.caseStatus')}</dt>
        <dd>
          <span className="ac-status">{t(`warrantyCase.status.${item.status}`)}</span>
        </dd>
        <dt>{t('warranties.caseDate')}</dt>
        <dd>{formatDate(item.createdAt)}</dd>
      </dl>
    </article>
  );
}

export function WarrantiesPage() {
  const { t } = useAccountI18n();
  const { api, path } = useAccountServices();
  const warranties = useList('warranties', () => api.warranties());
  const cases = useList('warranty-cases', () => api.warrantyCases());
  return (
    <AccountPageFrame title={t('section.account-warranties')} intro={t('warranties.intro')}>
      <ApiView
        state={warranties}
        failed={t('warranties.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={
          <>
            <p>{t('warranties.empty')}</p>
            <PageLink className="ac-primary" href={path('index')}>
              {t('warranties.toShop')}
            </PageLink>
          </>
        }
      >
        {(list) => (
          <ul className="ac-list">
            {list.map((warranty) => (
              <li key={`${warranty.orderId}-${warranty.phone.refId}`}>
                <WarrantyCard warranty={warranty} />
              </li>
            ))}
          </ul>
        )}
      </ApiView>
      <section aria-labelledby="ac-cases-title">
        <h2 id="ac-cases-title" className="ac-subtitle">
          {t('warranties.casesTitle')}
        </h2>
        <ApiView
          state={cases}
          failed={t('warranties.casesFailed')}
          isEmpty={(list) => list.length === 0}
          empty={<p>{t('warranties.casesEmpty')}</p>}
        >
          {(list) => (
            <ul className="ac-list">
              {list.map((item) => (
                <li key={item.reference}>
                  <CaseCard item={item} />
                </li>
              ))}
            </ul>
          )}
        </ApiView>
      </section>
    </AccountPageFrame>
  );
}
