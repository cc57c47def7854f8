/**
 * The extras step (route `cart-extra`, the upsell page of spec section 2), shown between the cart
 * and checkout when `isUpsellPageActive` is on: each phone's extra services and battery, the
 * accessory suggestions, then on to the next checkout page (finalize when logged in, else login).
 * A phone can be removed here too; removing the last one empties the cart and returns to the cart
 * page (the removal's redirect URL, spec section 4), which says the cart is empty and where to shop.
 */
import { routePath } from '@refurb/shared-contracts';
import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useCartService } from '../app/cart-context';
import { PageLink } from '@refurb/web-kit';
import { useCartI18n } from '../i18n/i18n';
import { AccessoriesPanel } from './accessories-panel';
import { selectCart } from './cart.selectors';
import { useNextCheckoutUrl } from './checkout-link';
import { BatteryChoice, ExtraServices, RemovePhoneButton } from './phone-line';

export function ExtrasPage() {
  const service = useCartService();
  const { t } = useCartI18n();
  const cart = useSelector(service.actor, selectCart);
  const headingId = useId();
  const next = useNextCheckoutUrl({ fromExtras: true });
  const cartPath = routePath(service.country, 'cart') ?? '/';
  // The buy is at its EXTRA step (the buy-level checkout step of the cart state, spec section 3).
  useEffect(() => service.edit({ kind: 'step.set', step: 'EXTRA' }), [service]);
  return (
    <div className="refurb-cart cart-page">
      <h1 id={headingId}>{t('extras.title')}</h1>
      <p>{t('extras.text')}</p>
      {cart.phoneCart.map((phone) => (
        <section key={phone.id} className="cart-section" aria-label={phone.title}>
          <h2>{phone.title}</h2>
          <ExtraServices phone={phone} />
          <BatteryChoice phone={phone} />
          <RemovePhoneButton phone={phone} redirectUrl={cartPath} />
        </section>
      ))}
      <AccessoriesPanel cart={cart} />
      <div className="cart-actions">
        <PageLink className="cart-button" href={cartPath}>
          {t('extras.back')}
        </PageLink>
        <PageLink className="cart-button cart-button--primary" href={next}>
          {t('extras.continue')}
        </PageLink>
      </div>
    </div>
  );
}
