/**
 * The pages an order ends on (spec section 2): thank-you, the financing thank-you pages (tbi in RO
 * and BG, cofidis in HU), payment processing and payment failed. Each reads the order's status
 * with the key this browser placed it with. Processing asks again every 2 s and moves on when the
 * provider decided; thank-you completes the order once (purchase, cart emptied, checkout reset);
 * payment failed keeps the cart and the steps and sends the person back to choose another method.
 */
import {
  buildRoutePath,
  financingPlan,
  isCofidisMethod,
  ONEY_MONTHLY_PAYMENT_PLACEHOLDER,
  type BusPayload,
  type OrderDetails,
  type OrderStatusResponse,
  type RouteName,
} from '@refurb/shared-contracts';
import { useEffect, useState } from 'react';
import { useCheckoutServices } from '../app/checkout-context';
import { useSessionUser } from '../app/use-session-user';
import { navigateTo } from '../app/effects';
import { PageLink } from '@refurb/web-kit';
import { completeOrder } from '../checkout/complete-order';
import { useCheckoutI18n, type CheckoutI18n } from '../i18n/i18n';

export type ResultRoute = Extract<
  RouteName,
  'thank-you' | 'thank-you-tbi' | 'thank-you-cofidis' | 'payment-processing' | 'payment-failed'
>;
export const RESULT_ROUTES: readonly ResultRoute[] = [
  'thank-you',
  'thank-you-tbi',
  'thank-you-cofidis',
  'payment-processing',
  'payment-failed',
];

const POLL_MS = 2000;

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
      <p>
        {t('result.estimate', {
          from: details.estimate.minDays,
          days: details.estimate.maxDays,
        })}
      </p>
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
          timer = setTimeout(ask, POLL_MS);
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
    const family = familyOf(order.status);
    if (familyOf(routeStatus(route)) === family) return;
    const target: RouteName =
      family === 'waiting'
        ? 'payment-processing'
        : family === 'failed'
          ? 'payment-failed'
          : 'thank-you';
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
          {route === 'payment-processing' && <p>{t('result.processingText')}</p>}
          {route === 'payment-failed' && <p>{t('result.failedText')}</p>}
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
            // Back to the review with the payment step open: the steps and the cart are all kept.
            services.session.write('editStepState', { editing: 'payment' });
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
