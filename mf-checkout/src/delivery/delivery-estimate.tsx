/**
 * When the order arrives (issue 36), in checkout: each delivery kind's days in the delivery step
 * ("livrare joi, 3 decembrie"), the chosen kind's in the review, and the time left to order for
 * them ("Comandă în 2 ore și 20 de minute"), from shop-api's estimate through web-kit's
 * useDeliveryEstimate (the countdown, and the call again once each cut-off passes). While it
 * loads, and when the call fails, nothing is shown: never an error of the step.
 *
 * A hook beside the views, as the delivery options are (useApi in the delivery step), not
 * checkoutMachine's state: it is read-only display data that no step, guard, stored session entry
 * or order request depends on, and the machine would only gain a clock to wake it each minute.
 */
import { formatDeliveryDays, type DeliveryKind } from '@refurb/shared-contracts';
import { useDeliveryEstimate, type DeliveryEstimateView, type TimeLeft } from '@refurb/web-kit';
import { useCheckoutServices } from '../app/checkout-context';
import { useCheckoutI18n, type CheckoutI18n } from '../i18n/i18n';

/** The site's estimate; null while it loads or when the call failed. */
export function useCheckoutEstimate(): DeliveryEstimateView | null {
  const { api, country } = useCheckoutServices();
  return useDeliveryEstimate(country, (fresh) => api.deliveryEstimate(country, { fresh }));
}

/** The days `kind` arrives between, in the site's words; null when the estimate has none. */
export function estimateDays(
  estimate: DeliveryEstimateView | null,
  kind: DeliveryKind | null,
  { country }: Pick<CheckoutI18n, 'country'>,
): string | null {
  const found = kind ? estimate?.estimates.find((e) => e.kind === kind) : undefined;
  return found ? formatDeliveryDays(country, found.from, found.to) : null;
}

/** "Comandă în 2 ore și 5 minute", "… în 2 ore", "… în 5 minute": no "0 minute" said. */
export function orderWithin(t: CheckoutI18n['t'], { hours, minutes }: TimeLeft): string {
  if (hours === 0) return t('delivery.orderWithinMinutes', { minutes });
  if (minutes === 0) return t('delivery.orderWithinHours', { hours });
  return t('delivery.orderWithin', { hours, minutes });
}

/** The time left to order for the estimate's days, until the cut-off. */
export function OrderWithin({ estimate }: { estimate: DeliveryEstimateView | null }) {
  const { t } = useCheckoutI18n();
  if (!estimate?.left) return null;
  return <p className="co-note">{orderWithin(t, estimate.left)}</p>;
}

/** The review's line: when the chosen kind arrives, and the time left to order for it. */
export function ChosenEstimate({ kind }: { kind: DeliveryKind | null }) {
  const i18n = useCheckoutI18n();
  const estimate = useCheckoutEstimate();
  const days = estimateDays(estimate, kind, i18n);
  if (!days) return null;
  return (
    <>
      <p>{i18n.t('review.estimate', { dates: days })}</p>
      <OrderWithin estimate={estimate} />
    </>
  );
}
