/**
 * When the order arrives (issue 36), in the cart page's summary: "Comandă în 2 ore și 5 minute",
 * then one short line per delivery kind the country offers ("Curier: livrare joi, 3 decembrie –
 * vineri, 4 decembrie"), from shop-api's estimate (web-kit's useDeliveryEstimate: the countdown,
 * and the call again once each cut-off passes). Nothing while it loads or when the call fails:
 * the cart never shows an error for it.
 *
 * A hook beside the view, not cartMachine's state: the estimate is read-only display data about
 * the shop, not the cart. No edit, refresh or checkout step depends on it, nothing of it is
 * stored, synced or published, and its clock (a tick each minute, a call at each cut-off) would
 * otherwise wake the machine and every subscriber of the cart (storage, the bus, the mini-cart)
 * for nothing.
 */
import { formatDeliveryDays, type DeliveryKind } from '@refurb/shared-contracts';
import { useDeliveryEstimate, type TimeLeft } from '@refurb/web-kit';
import { useCartService } from '../app/cart-context';
import { useCartI18n, type CartI18n } from '../i18n/i18n';

const KIND_LINE = {
  courier: 'cart.estimateCourier',
  locker: 'cart.estimateLocker',
  office: 'cart.estimateOffice',
} as const satisfies Record<DeliveryKind, string>;

/** "Comandă în 2 ore și 5 minute", "… în 2 ore", "… în 5 minute": no "0 minute" said. */
export function orderWithin(t: CartI18n['t'], { hours, minutes }: TimeLeft): string {
  if (hours === 0) return t('cart.orderWithinMinutes', { minutes });
  if (minutes === 0) return t('cart.orderWithinHours', { hours });
  return t('cart.orderWithin', { hours, minutes });
}

export function DeliveryEstimateLines() {
  const service = useCartService();
  const { t } = useCartI18n();
  // The page's cart service may have been started by an older release of this remote (one
  // service per page), whose API has no such call: then there is no line, rather than a throw.
  const offered = typeof service.api.deliveryEstimate === 'function';
  const estimate = useDeliveryEstimate(offered ? service.country : null, (fresh) =>
    service.api.deliveryEstimate(service.country, { fresh }),
  );
  if (!estimate) return null;
  return (
    <ul className="cart-summary__delivery" aria-label={t('cart.estimateTitle')}>
      {estimate.left && <li>{orderWithin(t, estimate.left)}</li>}
      {estimate.estimates.map((e) => (
        <li key={e.kind}>
          {t(KIND_LINE[e.kind], { dates: formatDeliveryDays(service.country, e.from, e.to) })}
        </li>
      ))}
    </ul>
  );
}
