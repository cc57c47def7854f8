/**
 * Returns (spec section 2, `account-return`; issue 7): the site's return policy (shop-api's
 * warranty and return data), where to send the parcel, the person's return requests with their
 * status, and the orders a return can still be asked for, each with its link to the form.
 */
import type { WarrantyReturnData } from '@refurb/shared-contracts/account';
import type { AccountOrder, ReturnRequest } from '@refurb/shared-contracts/api/account';
import { PageLink, useApi } from '@refurb/web-kit';
import { useAccountServices } from '../app/account-context';
import { useAccountI18n } from '../i18n/i18n';
import { isSettled, lineNames, ReturnLink, ReturnRequestDetails } from './order-parts';
import { AccountPageFrame, ApiView, useList } from './page-states';

function Policy({ data }: { readonly data: WarrantyReturnData }) {
  const { t, formatPrice } = useAccountI18n();
  return (
    <>
      <p>{t('returns.policyDays', { days: data.defaultReturn.days })}</p>
      <p>
        {t('returns.policyGenius', {
          days: data.geniusReturn.days,
          min: formatPrice(data.geniusReturn.minOrderValue),
        })}
      </p>
    </>
  );
}

function Requests({
  requests,
  lineName,
}: {
  readonly requests: readonly ReturnRequest[];
  readonly lineName: (refId: string) => string;
}) {
  const { t } = useAccountI18n();
  return (
    <ul className="ac-list">
      {requests.map((request) => (
        <li key={request.id}>
          <article className="ac-card" aria-labelledby={`ac-return-${request.id}`}>
            <h3 id={`ac-return-${request.id}`}>{t('returns.request', { id: request.id })}</h3>
            <ReturnRequestDetails request={request} lineName={lineName} />
          </article>
        </li>
      ))}
    </ul>
  );
}

function ReturnableOrders({ orders }: { readonly orders: readonly AccountOrder[] }) {
  const { t, formatDate } = useAccountI18n();
  const returnable = orders.filter((order) => isSettled(order.status));
  if (returnable.length === 0) return <p className="ac-note">{t('returns.ordersEmpty')}</p>;
  return (
    <ul className="ac-list">
      {returnable.map((order) => {
        const labelId = `ac-returnable-${order.orderId}`;
        return (
          <li key={order.orderId} className="ac-card">
            <p id={labelId}>
              {t('returns.orderItem', {
                orderId: order.orderId,
                date: formatDate(order.placedAt),
              })}
            </p>
            <ReturnLink orderId={order.orderId} describedBy={labelId} />
          </li>
        );
      })}
    </ul>
  );
}

export function ReturnsPage() {
  const { t } = useAccountI18n();
  const { api, path } = useAccountServices();
  const policy = useApi('return-policy', () => api.warrantyReturnData());
  const requests = useList('returns', () => api.returns());
  const orders = useList('orders', () => api.orders());
  const lineName = lineNames(orders.kind === 'ready' ? orders.data : []);
  return (
    <AccountPageFrame title={t('section.account-return')}>
      <section className="ac-panel" aria-labelledby="ac-returns-policy">
        <h2 id="ac-returns-policy" className="ac-subtitle">
          {t('returns.policyTitle')}
        </h2>
        <ApiView state={policy} failed={t('returns.policyFailed')}>
          {(data) => <Policy data={data} />}
        </ApiView>
        <p>
          <PageLink href={path('return-address')}>{t('returns.address')}</PageLink>
        </p>
      </section>
      <section aria-labelledby="ac-returns-requests">
        <h2 id="ac-returns-requests" className="ac-subtitle">
          {t('returns.requestsTitle')}
        </h2>
        <ApiView
          state={requests}
          failed={t('returns.requestsFailed')}
          isEmpty={(list) => list.length === 0}
          empty={<p>{t('returns.requestsEmpty')}</p>}
        >
          {(list) => <Requests requests={list} lineName={lineName} />}
        </ApiView>
      </section>
      <section aria-labelledby="ac-returns-orders">
        <h2 id="ac-returns-orders" className="ac-subtitle">
          {t('returns.ordersTitle')}
        </h2>
        <ApiView state={orders} failed={t('purchases.loadFailed')}>
          {(list) => <ReturnableOrders orders={list} />}
        </ApiView>
      </section>
    </AccountPageFrame>
  );
}
