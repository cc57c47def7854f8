/**
 * My sales (spec section 2, `account-sales`; issue 7): the devices the person sold to the shop,
 * newest first, each with its status in words, the amount that counts and the link to its
 * details; with none yet, the way to the sell flow.
 */
import type { Sale } from '@refurb/shared-contracts/api/sell';
import { PageLink } from '@refurb/web-kit';
import { useAccountServices } from '../app/account-context';
import { useAccountI18n } from '../i18n/i18n';
import { AccountPageFrame, ApiView, useList } from './page-states';
import { newestFirst, saleDeviceName } from './sale-parts';

function SaleCard({ sale }: { readonly sale: Sale }) {
  const { t, formatDate, formatPrice } = useAccountI18n();
  const { path } = useAccountServices();
  const titleId = `ac-sale-${sale.id}`;
  const confirmed = sale.confirmedAmount !== null;
  return (
    <article className="ac-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('sales.sale', { reference: sale.reference })}</h2>
      <dl className="ac-meta">
        <dt>{t('sales.device')}</dt>
        <dd>{saleDeviceName(sale)}</dd>
        <dt>{t('sales.date')}</dt>
        <dd>{formatDate(sale.createdAt)}</dd>
        <dt>{t('sales.status')}</dt>
        <dd>
          <span className="ac-status">{t(`saleStatus.${sale.status}`)}</span>
        </dd>
        <dt>{t(confirmed ? 'sales.confirmed' : 'sales.offer')}</dt>
        <dd>{formatPrice(sale.confirmedAmount ?? sale.offer.amount)}</dd>
      </dl>
      <PageLink
        className="ac-secondary"
        href={path('account-sale-details', { saleId: sale.id })}
        aria-describedby={titleId}
      >
        {t('sales.details')}
      </PageLink>
    </article>
  );
}

export function SalesPage() {
  const { t } = useAccountI18n();
  const { api, path } = useAccountServices();
  const sales = useList('sales', () => api.sales());
  return (
    <AccountPageFrame title={t('section.account-sales')}>
      <ApiView
        state={sales}
        failed={t('sales.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={
          <>
            <p>{t('sales.empty')}</p>
            <PageLink className="ac-primary" href={path('sell')}>
              {t('sales.toSell')}
            </PageLink>
          </>
        }
      >
        {(list) => (
          <ul className="ac-list">
            {newestFirst(list).map((sale) => (
              <li key={sale.id}>
                <SaleCard sale={sale} />
              </li>
            ))}
          </ul>
        )}
      </ApiView>
    </AccountPageFrame>
  );
}
