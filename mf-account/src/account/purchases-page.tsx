/**
 * My purchases (spec section 2, `account-purchases`; issue 7): every order, newest first, as a
 * card with its date, status, payment and delivery in words, its lines and sums in the site's
 * currency, the invoice once the order is placed or paid, and the way to ask for a return. An
 * order whose financing the lender is reviewing (issue 35, `financingReview`) says so rather than
 * "waiting for payment", with what happens next; once the lender decides, its status is the
 * order's (paid, or payment failed). A placed or paid order not yet delivered says the days it
 * arrives between (shop-api's estimate: it sends them until the last one is past).
 */
import { formatDeliveryDays } from '@refurb/shared-contracts';
import { type AccountOrder } from '@refurb/shared-contracts/api/account';
import { PageLink } from '@refurb/web-kit';
import { useAccountServices } from '../app/account-context';
import { useAccountI18n } from '../i18n/i18n';
import { isSettled, ReturnLink } from './order-parts';
import { AccountPageFrame, ApiView, useList } from './page-states';

function OrderSums({ order }: { readonly order: AccountOrder }) {
  const { t, formatPrice } = useAccountI18n();
  return (
    <dl className="ac-meta ac-sums">
      <dt>{t('purchases.shipping')}</dt>
      <dd>
        {order.shippingCost > 0 ? formatPrice(order.shippingCost) : t('purchases.shippingFree')}
      </dd>
      {order.codFee > 0 && (
        <>
          <dt>{t('purchases.codFee')}</dt>
          <dd>{formatPrice(order.codFee)}</dd>
        </>
      )}
      {order.discount > 0 && (
        <>
          <dt>{t('purchases.discount')}</dt>
          <dd>−{formatPrice(order.discount)}</dd>
        </>
      )}
      <dt>{t('purchases.total')}</dt>
      <dd>
        <strong>{formatPrice(order.total)}</strong>
      </dd>
    </dl>
  );
}

function OrderCard({ order }: { readonly order: AccountOrder }) {
  const { t, formatPrice, formatDate, country } = useAccountI18n();
  const { api } = useAccountServices();
  const titleId = `ac-order-${order.orderId}`;
  const settled = isSettled(order.status);
  const reviewed = order.status === 'PENDING_PAYMENT' && order.financingReview === true;
  return (
    <article className="ac-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('purchases.order', { orderId: order.orderId })}</h2>
      <dl className="ac-meta">
        <dt>{t('purchases.date')}</dt>
        <dd>{formatDate(order.placedAt)}</dd>
        <dt>{t('purchases.status')}</dt>
        <dd>
          <span className="ac-status">
            {reviewed ? t('orderStatus.financingReview') : t(`orderStatus.${order.status}`)}
          </span>
        </dd>
        <dt>{t('purchases.payment')}</dt>
        <dd>{t(`payment.${order.paymentMethod || 'none'}`)}</dd>
        <dt>{t('purchases.delivery')}</dt>
        <dd>{t(`delivery.${order.delivery}`)}</dd>
        {order.estimate && (
          <>
            <dt>{t('purchases.estimate')}</dt>
            <dd>{formatDeliveryDays(country, order.estimate.from, order.estimate.to)}</dd>
          </>
        )}
      </dl>
      <h3>{t('purchases.lines')}</h3>
      <ul className="ac-lines">
        {order.lines.map((line) => (
          <li key={line.refId}>
            <span>{line.name}</span> <span>{formatPrice(line.price)}</span>
          </li>
        ))}
      </ul>
      <OrderSums order={order} />
      <div className="ac-actions">
        {settled ? (
          // A plain link, not the router's: the browser saves the PDF shop-api sends.
          <a
            className="ac-secondary"
            href={api.invoiceUrl(order.orderId)}
            download
            aria-describedby={titleId}
          >
            {t('purchases.invoice')}
          </a>
        ) : reviewed ? (
          // The lender decides; the units are held for the order meanwhile.
          <p className="ac-note">{t('purchases.reviewNote')}</p>
        ) : order.status === 'CANCELLED' ? (
          // No payment came in time: the order is over, and there is no invoice to wait for.
          <p className="ac-note">{t('purchases.cancelledNote')}</p>
        ) : (
          <p className="ac-note">{t('purchases.invoiceAfterPayment')}</p>
        )}
        {settled && <ReturnLink orderId={order.orderId} describedBy={titleId} />}
      </div>
    </article>
  );
}

export function PurchasesPage() {
  const { t } = useAccountI18n();
  const { api, path } = useAccountServices();
  const orders = useList('orders', () => api.orders());
  return (
    <AccountPageFrame title={t('section.account-purchases')}>
      <ApiView
        state={orders}
        failed={t('purchases.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={
          <>
            <p>{t('purchases.empty')}</p>
            <PageLink className="ac-primary" href={path('index')}>
              {t('purchases.toShop')}
            </PageLink>
          </>
        }
      >
        {(list) => (
          <ul className="ac-list">
            {list.map((order) => (
              <li key={order.orderId}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
        )}
      </ApiView>
    </AccountPageFrame>
  );
}
