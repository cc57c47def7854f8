/**
 * The review: the order summed by shop-api (products, extras and accessories, shipping, the
 * cash-on-delivery fee, the promo, the total in the currency label) and the button that places it.
 * A 409 or a summary that moved shows what changed; problems say what the person can do.
 */
import { type PriceChange } from '@refurb/shared-contracts/api/checkout';
import { accessoryLabel } from '@refurb/shared-contracts/cart';
import { useEffect, useRef } from 'react';
import { ChosenEstimate } from '../delivery/delivery-estimate';
import { useCheckoutI18n } from '../i18n/i18n';
import type { CheckoutContext } from './checkout.machine';
import { selectDeliveryKind } from './checkout.selectors';
import type { CartSnapshot } from './order-request';
import { OrderLines } from './order-lines';
import type { StepProps } from './step-props';
import { TermsNote } from './terms-note';
import { RetryAlert } from '../forms/retry-alert';

function changeName(change: PriceChange, cart: CartSnapshot | null): string {
  const phone = cart?.cart.phoneCart.find((p) => p.productId === change.id);
  const accessory = cart?.cart.accessoryCart.find((a) => a.id === change.id);
  return phone?.title ?? (accessory ? accessoryLabel(accessory) : change.id);
}

function Changes({ context }: { context: CheckoutContext }) {
  const { t, formatPrice } = useCheckoutI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = context.changes.length > 0;
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <section className="co-changes" role="alert" aria-labelledby="co-changes-title">
      <h3 id="co-changes-title" ref={heading} tabIndex={-1}>
        {t('review.changesTitle')}
      </h3>
      <p>{t('review.changesText')}</p>
      <ul>
        {context.changes.map((change) => (
          <li key={`${change.kind}:${change.id}`}>
            {change.current === null
              ? t('review.changeGone', { name: changeName(change, context.cart) })
              : t('review.changePrice', {
                  name: changeName(change, context.cart),
                  shown: formatPrice(change.shown ?? 0),
                  current: formatPrice(change.current),
                })}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ReviewStep({
  context,
  send,
  busy,
}: StepProps & { busy: 'loading' | 'placing' | 'redirecting' | 'failed' | null }) {
  const { t, formatPrice } = useCheckoutI18n();
  const summary = context.summary;
  return (
    <div>
      <Changes context={context} />
      {context.cart && <OrderLines cart={context.cart} />}
      {busy === 'loading' && <p role="status">{t('review.loading')}</p>}
      {busy === 'failed' && (
        <RetryAlert message={t('review.failed')} onRetry={() => send({ type: 'retry' })} />
      )}
      {summary && busy !== 'loading' && busy !== 'failed' && (
        <dl className="co-totals">
          <div>
            <dt>{t('review.products')}</dt>
            <dd>{formatPrice(summary.summary.productsTotal)}</dd>
          </div>
          {summary.summary.extrasTotal > 0 && (
            <div>
              <dt>{t('review.extras')}</dt>
              <dd>{formatPrice(summary.summary.extrasTotal)}</dd>
            </div>
          )}
          {summary.summary.discount > 0 && (
            <div>
              <dt>{t('review.discount', { code: summary.promo?.code ?? '' })}</dt>
              <dd>−{formatPrice(summary.summary.discount)}</dd>
            </div>
          )}
          <div>
            <dt>{t('review.shipping')}</dt>
            <dd>
              {summary.summary.shippingCost === 0
                ? t('delivery.free')
                : formatPrice(summary.summary.shippingCost)}
            </dd>
          </div>
          {summary.codFee > 0 && (
            <div>
              <dt>{t('review.codFee')}</dt>
              <dd>{formatPrice(summary.codFee)}</dd>
            </div>
          )}
          <div className="co-total">
            <dt>{t('review.total')}</dt>
            <dd>{formatPrice(summary.summary.total)}</dd>
          </div>
        </dl>
      )}
      <ChosenEstimate kind={selectDeliveryKind(context)} />
      {context.problem &&
        context.problem !== 'summary-failed' &&
        context.problem !== 'payment-unavailable' && (
          <p role="alert" className="co-form-alert">
            {t(`problem.${context.problem}`)}
          </p>
        )}
      <TermsNote />
      <button
        type="button"
        className="co-primary co-place"
        disabled={busy !== null || !summary}
        aria-busy={busy === 'placing' || busy === 'redirecting' || undefined}
        onClick={() => send({ type: 'order.place' })}
      >
        {busy === 'placing'
          ? t('review.placing')
          : busy === 'redirecting'
            ? t('review.redirecting')
            : t('review.place')}
      </button>
      {(busy === 'placing' || busy === 'redirecting') && (
        <p role="status" className="co-visually-hidden">
          {busy === 'placing' ? t('review.placing') : t('review.redirecting')}
        </p>
      )}
    </div>
  );
}
