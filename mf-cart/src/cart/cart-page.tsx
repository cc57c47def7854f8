/**
 * The cart page (route `cart`, RO `/cosul-meu/`): the phones with their extras, the accessories,
 * gift wrap and suggestions, the totals in the country's currency, and the way on to checkout
 * (spec section 2's page-variant rule). Opening the page refreshes the cart against the server.
 */
import { categorySlug } from '@refurb/shared-contracts';
import { cartBreakdown, promoDiscount } from '@refurb/shared-contracts/cart';
import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useCartService } from '../app/cart-context';
import { PageLink } from '@refurb/web-kit';
import { useCartI18n } from '../i18n/i18n';
import { AccessoriesPanel } from './accessories-panel';
import { selectCart, selectIsRefreshing, selectTotal } from './cart.selectors';
import { DeliveryEstimateLines } from './delivery-estimate';
import { NotKeptNotice } from './not-kept-notice';
import { PhoneLine } from './phone-line';
import { useNextCheckoutUrl } from './checkout-link';
import { PromoForm } from './promo-form';

export function CartPage() {
  const service = useCartService();
  const { t, formatPrice } = useCartI18n();
  const cart = useSelector(service.actor, selectCart);
  const refreshing = useSelector(service.actor, selectIsRefreshing);
  const total = useSelector(service.actor, selectTotal);
  const parts = cartBreakdown(cart);
  const discount = useSelector(service.actor, (s) =>
    promoDiscount(s.context.cart, s.context.cart.promo),
  );
  const summaryId = useId();
  useEffect(() => service.refresh(), [service]);
  // The cart page is the buy's first step (spec section 4: COSUL_MEU), kept in the cart state.
  useEffect(() => service.edit({ kind: 'step.set', step: 'COSUL_MEU' }), [service]);

  const empty = cart.phoneCart.length === 0 && cart.accessoryCart.length === 0;
  const checkout = useNextCheckoutUrl({ fromExtras: false });

  return (
    <div className="refurb-cart cart-page">
      <h1>{t('cart.title')}</h1>
      <NotKeptNotice />
      {refreshing && (
        <p role="status" className="cart-note">
          {t('cart.refreshing')}
        </p>
      )}
      {empty ? (
        <section className="cart-empty">
          <h2>{t('cart.emptyTitle')}</h2>
          <p>{t('cart.emptyText')}</p>
          <PageLink
            className="cart-button"
            href={`/${categorySlug(service.country, 'SMARTPHONE')}/`}
          >
            {t('cart.emptyCta')}
          </PageLink>
        </section>
      ) : (
        <div className="cart-columns">
          <div>
            {cart.phoneCart.length > 0 && (
              <section className="cart-section" aria-label={t('cart.phones')}>
                {cart.phoneCart.map((phone) => (
                  <PhoneLine key={phone.id} phone={phone} />
                ))}
              </section>
            )}
            <AccessoriesPanel cart={cart} />
          </div>
          <aside className="cart-summary" aria-labelledby={summaryId}>
            <h2 id={summaryId}>{t('cart.summary')}</h2>
            {/* What the total is made of (issue 35): devices, their extras, accessories, delivery. */}
            <dl className="cart-summary__lines">
              <div>
                <dt>{t('cart.subtotal', { count: cart.phoneCart.length })}</dt>
                <dd>{formatPrice(parts.products)}</dd>
              </div>
              {parts.extras > 0 && (
                <div>
                  <dt>{t('cart.extrasLine')}</dt>
                  <dd>{formatPrice(parts.extras)}</dd>
                </div>
              )}
              {parts.accessories > 0 && (
                <div>
                  <dt>{t('cart.accessoriesLine')}</dt>
                  <dd>{formatPrice(parts.accessories)}</dd>
                </div>
              )}
              <div>
                <dt>{t('cart.deliveryLine')}</dt>
                <dd>{t('cart.deliveryLater')}</dd>
              </div>
              {discount > 0 && (
                <div>
                  <dt>{t('cart.discount')}</dt>
                  <dd>−{formatPrice(discount)}</dd>
                </div>
              )}
            </dl>
            {/* When it arrives (issue 36): shown with a phone or an accessory in the cart. */}
            <DeliveryEstimateLines />
            <PromoForm />
            <p className="cart-summary__total">
              {t('cart.total')}:{' '}
              <strong data-testid="cart-total">{formatPrice(total - discount)}</strong>
            </p>
            <PageLink className="cart-button cart-button--primary" href={checkout}>
              {t('cart.checkout')}
            </PageLink>
          </aside>
        </div>
      )}
    </div>
  );
}
