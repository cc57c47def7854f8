/**
 * What the purchases, returns and return form pages say about an order and a return request:
 * which orders have an invoice and can be sent back, the link to the return form, and a return
 * request in words (its products by name when the order is known, the refund as shop-api stored it).
 */
import type { AccountOrder, ReturnRequest } from '@refurb/shared-contracts/api/account';
import type { OrderStatus } from '@refurb/shared-contracts/api/checkout';
import { PageLink } from '@refurb/web-kit';
import { useAccountServices } from '../app/account-context';
import { useAccountI18n } from '../i18n/i18n';

/**
 * An order that was placed or paid: it has an invoice (shop-api answers 409 `invoice_not_available`
 * before payment) and is one a return can be asked for (rules/returns.ts refuses the others).
 */
export const isSettled = (status: OrderStatus) => status === 'PLACED' || status === 'PAID';

/** "Ask for a return" for one order; `describedBy` names the order for a screen reader's link list. */
export function ReturnLink({
  orderId,
  describedBy,
}: {
  readonly orderId: string;
  readonly describedBy: string;
}) {
  const { t } = useAccountI18n();
  const { path } = useAccountServices();
  return (
    <PageLink
      className="ac-secondary"
      href={`${path('account-return-form')}?order=${encodeURIComponent(orderId)}`}
      aria-describedby={describedBy}
    >
      {t('purchases.return')}
    </PageLink>
  );
}

/** The names of an order's lines by ref id (a line not found is shown by its id). */
export const lineNames = (orders: readonly AccountOrder[]) => {
  const names = new Map(orders.flatMap((order) => order.lines.map((l) => [l.refId, l.name])));
  return (refId: string) => names.get(refId) ?? refId;
};

export function ReturnRequestDetails({
  request,
  lineName,
}: {
  readonly request: ReturnRequest;
  readonly lineName: (refId: string) => string;
}) {
  const { t, formatDate } = useAccountI18n();
  const { refund } = request;
  return (
    <dl className="ac-meta">
      <dt>{t('returns.statusLabel')}</dt>
      <dd>
        <span className="ac-status">{t(`returns.status.${request.status}`)}</span>
      </dd>
      <dt>{t('returns.orderLabel')}</dt>
      <dd>{request.orderId}</dd>
      <dt>{t('returns.dateLabel')}</dt>
      <dd>{formatDate(request.createdAt)}</dd>
      <dt>{t('returns.linesLabel')}</dt>
      <dd>{request.lines.map(lineName).join(', ')}</dd>
      <dt>{t('returns.reasonLabel')}</dt>
      <dd>{t(`reason.${request.reason}`)}</dd>
      {request.comment && (
        <>
          <dt>{t('returns.commentLabel')}</dt>
          <dd>{request.comment}</dd>
        </>
      )}
      <dt>{t('returns.refundLabel')}</dt>
      <dd>
        {refund.method === 'bank'
          ? t('returns.refundBank', { iban: refund.iban, holder: refund.holder })
          : t('returns.refundOriginal')}
      </dd>
    </dl>
  );
}
