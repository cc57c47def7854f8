/**
 * The extras step (route `cart-extra`, the upsell page of spec section 2), shown between the cart
 * and checkout when `isUpsellPageActive` is on: each phone's extra services and battery, the
 * accessory suggestions, then on to the next checkout page (finalize when logged in, else login).
 */
import { routePath } from '@refurb/shared-contracts';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useCartService } from '../app/cart-context';
import { PageLink } from '@refurb/web-kit';
import { useCartI18n } from '../i18n/i18n';
import { AccessoriesPanel } from './accessories-panel';
import { selectCart } from './cart.selectors';
import { useNextCheckoutUrl } from './checkout-link';
import { BatteryChoice, ExtraServices } from './phone-line';

export function ExtrasPage() {
  const service = useCartService();
  const { t } = useCartI18n();
  const cart = useSelector(service.actor, selectCart);
  const headingId = useId();
  const next = useNextCheckoutUrl({ fromExtras: true });
  return (
    <div className="refurb-cart cart-page">
      <h1 id={headingId}>{t('extras.title')}</h1>
      <p>{t('extras.text')}</p>
      {cart.phoneCart.map((phone) => (
        <section key={phone.id} className="cart-section" aria-label={phone.title}>
          <h2>{phone.title}</h2>
          <ExtraServices phone={phone} />
          <BatteryChoice phone={phone} />
        </section>
      ))}
      <AccessoriesPanel cart={cart} />
      <div className="cart-actions">
        <PageLink className="cart-button" href={routePath(service.country, 'cart') ?? '/'}>
          {t('extras.back')}
        </PageLink>
        <PageLink className="cart-button cart-button--primary" href={next}>
          {t('extras.continue')}
        </PageLink>
      </div>
    </div>
  );
}
