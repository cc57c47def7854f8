/**
 * The pages an order ends on (spec section 2): thank-you, the financing thank-you pages (tbi in RO
 * and BG, cofidis in HU), payment processing and payment failed. Each reads the order's status
 * with the key this browser placed it with, and follows the order to the page its status calls
 * for (`resultRouteFor`, the rule shop-api sends the person back with: a financed order approved
 * is its lender's thank-you). Processing asks again every 2 s and moves on when the provider
 * decided; thank-you completes the order once (purchase, cart emptied, checkout reset); payment
 * failed keeps the cart and the steps and sends the person back to choose another method.
 *
 * A financing under the lender's review (issue 35, `financingReview`): processing says the lender
 * is reviewing it, that the person hears by e-mail and may close the page, and asks again every
 * 15 s (a review takes hours or days). The order is bought subject to the lender, so processing
 * empties the cart and resets checkout then, recording no purchase yet (`holdOrder`); the
 * lender's approval leads to its thank-you, which records the purchase; a decline (or a review
 * that ran out) to payment failed, which puts the products back in the cart (`restoreHeldCart`)
 * and starts checkout again from the first step not done (the steps were reset).
 */
import {
  buildRoutePath,
  formatDeliveryDays,
  ONEY_MONTHLY_PAYMENT_PLACEHOLDER,
  type Country,
} from '@refurb/shared-contracts';
import { type OrderDetails, type OrderStatusResponse } from '@refurb/shared-contracts/api/checkout';
import { type PaymentProvider } from '@refurb/shared-contracts/api/payment';
import {
  financingPlan,
  isCofidisMethod,
  paymentProviderOf,
  resultRouteFor,
} from '@refurb/shared-contracts/checkout';
import { type BusPayload } from '@refurb/shared-contracts/runtime';
import { useEffect, useState } from 'react';
import { useCheckoutServices } from '../app/checkout-context';
import { useSessionUser } from '../app/use-session-user';
import { navigateTo } from '../app/effects';
import { PageLink } from '@refurb/web-kit';
import { completeOrder, holdOrder, isHeldHere, restoreHeldCart } from '../checkout/complete-order';
import { useCheckoutI18n, type CheckoutI18n } from '../i18n/i18n';
import type { ResultRoute } from './result-routes';

const POLL_MS = 2000;
/** How often processing asks while a lender reviews the financing (a decision of hours or days). */
export const REVIEW_POLL_MS = 15_000;

/** The lenders by their own names, the same in every language. */
const LENDER_NAMES: Readonly<Record<Exclude<PaymentProvider, 'card'>, string>> = {
  tbi: 'TBI Bank',
  cofidis: 'Cofidis',
  oney: 'Oney',
};
const lenderOf = (method: string): string => {
  const provider = paymentProviderOf(method);
  return provider && provider !== 'card' ? LENDER_NAMES[provider] : '';
};

/** The order waits for its lender's decision after a review (issue 35). */
const inReview = (order: OrderStatusResponse) =>
  order.status === 'PENDING_PAYMENT' && order.financingReview === true;

/**
 * The installments of a financed order. tbi's plan names the monthly amount, shown in the site's
 * money; with Oney the order carries the spec's placeholder (8888), never shown to a person: the
 * line says the schedule is the provider's. A cofidis order stores no installments (spec section
 * 9 keeps 0 for every method but Oney and tbi): its page shows the plan the payment step showed,
 * the provider's for the order's method and total (`financingPlan`), like tbi's.
 */
function shownInstallments(
  order: Pick<
    OrderStatusResponse,
    'numberOfInstallments' | 'monthlyPayment' | 'paymentMethod' | 'total'
  >,
): Pick<OrderStatusResponse, 'numberOfInstallments' | 'monthlyPayment'> | null {
  if (order.numberOfInstallments > 0) return order;
  const plan = isCofidisMethod(order.paymentMethod)
    ? financingPlan(order.paymentMethod, order.total)
    : null;
  return plan;
}

function installmentsLine(
  order: Pick<OrderStatusResponse, 'numberOfInstallments' | 'monthlyPayment'>,
  t: CheckoutI18n['t'],
  formatPrice: CheckoutI18n['formatPrice'],
): string {
  const monthly = Number(order.monthlyPayment);
  const known =
    String(order.monthlyPayment) !== ONEY_MONTHLY_PAYMENT_PLACEHOLDER &&
    Number.isFinite(monthly) &&
    monthly > 0;
  return known
    ? t('result.installments', {
        count: order.numberOfInstallments,
        monthly: formatPrice(monthly),
      })
    : t('result.installmentsByProvider', { count: order.numberOfInstallments });
}

/**
 * When the order arrives: the days shop-api worked out from its placement ("Livrare estimată:
 * joi, 3 decembrie"), in the site's language; the working days from dispatch when an older
 * shop-api sends no days.
 */
function estimateLine(
  estimate: OrderDetails['estimate'],
  country: Country,
  t: CheckoutI18n['t'],
): string {
  const { from, to } = estimate;
  return from && to
    ? t('result.estimate', { dates: formatDeliveryDays(country, from, to) })
    : t('result.estimateDays', { from: estimate.minDays, days: estimate.maxDays });
}

/**
 * The thank-you page's account of the order (issue 35): what was bought, where it goes and by
 * when, what happens next, and the way to the order in the account (or to an account, for a
 * guest, to follow it).
 */
function OrderSummary({ details }: { readonly details: OrderDetails }) {
  const { t, formatPrice } = useCheckoutI18n();
  const { country } = useCheckoutServices();
  const user = useSessionUser();
  const accountPath = buildRoutePath(country, user ? 'account-purchases' : 'register') ?? '/';
  return (
    <section className="co-result-details" aria-labelledby="co-result-items">
      <h2 id="co-result-items">{t('result.itemsTitle')}</h2>
      <ul className="co-lines">
        {details.lines.map((line, index) => (
          <li
            key={`${line.kind}-${index}`}
            className={line.kind === 'phone' ? 'co-line' : 'co-line co-subline'}
          >
            <span>{line.name}</span> <span>{formatPrice(line.price)}</span>
          </li>
        ))}
      </ul>
      <h2>{t('result.deliveryTitle')}</h2>
      <p>{details.delivery.where}</p>
      <p>{estimateLine(details.estimate, country, t)}</p>
      <h2>{t('result.nextTitle')}</h2>
      <p>{t('result.nextSteps', { email: details.email })}</p>
      <p>
        <PageLink href={accountPath}>
          {t(user ? 'result.seeOrder' : 'result.createAccount')}
        </PageLink>
      </p>
    </section>
  );
}

type Loaded =
  { kind: 'loading' } | { kind: 'unknown' } | { kind: 'ready'; order: OrderStatusResponse };

function useOrderStatus(orderId: string | null, poll: boolean): Loaded {
  const { api, attempts } = useCheckoutServices();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    if (!orderId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const key = attempts.read()?.key ?? null;
    const ask = () =>
      void api.orderStatus(orderId, key).then((answer) => {
        if (!live) return;
        setLoaded(answer.ok ? { kind: 'ready', order: answer.data } : { kind: 'unknown' });
        if (poll && (!answer.ok || answer.data.status === 'PENDING_PAYMENT'))
          timer = setTimeout(ask, answer.ok && inReview(answer.data) ? REVIEW_POLL_MS : POLL_MS);
      });
    ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, attempts, orderId, poll]);
  return orderId ? loaded : { kind: 'unknown' };
}

type Family = 'paid' | 'waiting' | 'failed';

/** What an order's status means for the person: paid (or to pay on receipt), waiting, or not paid. */
function familyOf(status: OrderStatusResponse['status']): Family {
  switch (status) {
    case 'PAID':
    case 'PLACED':
      return 'paid';
    case 'PENDING_PAYMENT':
      return 'waiting';
    default:
      return 'failed';
  }
}

/** The status a result page is about. */
const routeStatus = (route: ResultRoute): OrderStatusResponse['status'] =>
  route === 'payment-processing'
    ? 'PENDING_PAYMENT'
    : route === 'payment-failed'
      ? 'PAYMENT_FAILED'
      : 'PAID';

export function ResultPage({ route }: { route: ResultRoute }) {
  const services = useCheckoutServices();
  const { t, formatPrice } = useCheckoutI18n();
  const orderId = new URLSearchParams(window.location.search).get('orderId');
  const loaded = useOrderStatus(orderId, route === 'payment-processing');
  const [cart, setCart] = useState<BusPayload<'cart.updated'> | null>(null);
  useEffect(() => services.bus.subscribe('cart.updated', setCart), [services]);
  const paid =
    loaded.kind === 'ready' && (loaded.order.status === 'PAID' || loaded.order.status === 'PLACED');

  useEffect(() => {
    if (loaded.kind !== 'ready') return;
    const { order } = loaded;
    // The page follows the order, not the link that led here: a thank-you page for an order that
    // was not paid (declined, cancelled when no payment came in time) is payment failed, and so on.
    if (familyOf(routeStatus(route)) === familyOf(order.status)) return;
    // The rule shop-api's return follows: a tbi or cofidis financing approved is its thank-you.
    const target = resultRouteFor(
      services.country,
      paymentProviderOf(order.paymentMethod),
      order.status,
    );
    navigateTo(
      `${buildRoutePath(services.country, target) ?? '/'}?orderId=${encodeURIComponent(order.orderId)}`,
    );
  }, [loaded, route, services.country]);

  useEffect(() => {
    // The cart's snapshot carries the products of the purchase; wait for it (it is replayed).
    if (paid && route !== 'payment-processing' && route !== 'payment-failed' && cart) {
      completeOrder(services, loaded.order, cart);
    }
  }, [paid, route, cart, services, loaded]);

  const reviewed = loaded.kind === 'ready' && inReview(loaded.order);
  useEffect(() => {
    // Bought subject to the lender: the cart is emptied, no purchase yet (the file's comment).
    if (reviewed && route === 'payment-processing' && cart) holdOrder(services, loaded.order, cart);
  }, [reviewed, route, cart, services, loaded]);

  const failed = loaded.kind === 'ready' && familyOf(loaded.order.status) === 'failed';
  useEffect(() => {
    // A held order that did not go through: its products back in the cart, once.
    if (failed && route === 'payment-failed' && cart) restoreHeldCart(services, loaded.order, cart);
  }, [failed, route, cart, services, loaded]);
  const heldHere = loaded.kind === 'ready' && isHeldHere(services, loaded.order.orderId);
  const user = useSessionUser();

  // A financing's thank-you (tbi, cofidis): the provider approved the financing; the person paid
  // nothing yet, so the page says so rather than that a payment was confirmed (issue 35).
  const financed = route === 'thank-you-tbi' || route === 'thank-you-cofidis';
  const installments = loaded.kind === 'ready' ? shownInstallments(loaded.order) : null;
  const finalizePath = buildRoutePath(services.country, 'cart-finalize') ?? '/';
  const homePath = buildRoutePath(services.country, 'index') ?? '/';
  const title =
    route === 'payment-processing'
      ? t('result.processingTitle')
      : route === 'payment-failed'
        ? t('result.failedTitle')
        : route === 'thank-you-tbi'
          ? t('result.tbiTitle')
          : route === 'thank-you-cofidis'
            ? t('result.cofidisTitle')
            : t('result.thankYouTitle');

  return (
    <div className="co-page co-result">
      <h1>{title}</h1>
      {loaded.kind === 'loading' && <p role="status">{t('result.loading')}</p>}
      {loaded.kind === 'unknown' && <p>{t('result.unknownOrder')}</p>}
      {loaded.kind === 'ready' && (
        <div role="status">
          <p>{t('result.orderNumber', { orderId: loaded.order.orderId })}</p>
          {route === 'payment-processing' && !reviewed && <p>{t('result.processingText')}</p>}
          {route === 'payment-processing' && reviewed && (
            <>
              {/* The page stays "payment processing"; what is being processed is said here. */}
              <h2>{t('result.reviewTitle')}</h2>
              <p>{t('result.reviewText', { provider: lenderOf(loaded.order.paymentMethod) })}</p>
              <p>{t(user ? 'result.reviewClose' : 'result.reviewCloseGuest')}</p>
              {user && (
                <p>
                  <PageLink href={buildRoutePath(services.country, 'account-purchases') ?? '/'}>
                    {t('result.seeOrder')}
                  </PageLink>
                </p>
              )}
            </>
          )}
          {route === 'payment-failed' && (
            <p>{t(heldHere ? 'result.failedRestoredText' : 'result.failedText')}</p>
          )}
          {loaded.order.refundDue && <p>{t('result.refundDue')}</p>}
          {paid && route !== 'payment-failed' && (
            <>
              <p>{t('result.thankYouText', { orderId: loaded.order.orderId })}</p>
              <p>
                {financed
                  ? t('result.financingApproved', { total: formatPrice(loaded.order.total) })
                  : loaded.order.status === 'PAID'
                    ? t('result.thankYouPaid', { total: formatPrice(loaded.order.total) })
                    : t('result.thankYouOnReceipt', { total: formatPrice(loaded.order.total) })}
              </p>
              {installments && <p>{installmentsLine(installments, t, formatPrice)}</p>}
            </>
          )}
          {paid && route !== 'payment-failed' && loaded.order.details && (
            <OrderSummary details={loaded.order.details} />
          )}
        </div>
      )}
      {route === 'payment-failed' ? (
        <button
          type="button"
          className="co-primary"
          onClick={() => {
            // A held order's products go back in the cart now if the page did not do it yet; its
            // steps were reset with the cart, so checkout starts again at the first step not done.
            const held = loaded.kind === 'ready' && restoreHeldCart(services, loaded.order, cart);
            // Else back to the review with the payment step open: the steps and the cart are kept.
            if (!held) services.session.write('editStepState', { editing: 'payment' });
            // That order is over: the next one is another order, under a new key.
            services.attempts.clear();
            navigateTo(finalizePath);
          }}
        >
          {t('result.tryAnother')}
        </button>
      ) : (
        <PageLink href={homePath}>{t('result.keepShopping')}</PageLink>
      )}
    </div>
  );
}
