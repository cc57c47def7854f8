/**
 * The checkout page (`cart-finalize`): the four steps and the review, one open at a time; the
 * steps done show what was chosen with a button to change it. Focus moves to the open step's
 * heading when the step changes, so keyboard and screen-reader users follow along.
 *
 * The steps after contact are chunks of their own (`step-chunks.ts`): the page's first load draws
 * the contact step, and the others are fetched once the person starts on the page (their first
 * focus or touch in the steps), or when their step opens (a session resumed there), whichever
 * comes first, so the next step is there when they go on.
 */
import { buildRoutePath } from '@refurb/shared-contracts';
import {
  addressLine,
  toServerAddress,
  type CheckoutSession,
} from '@refurb/shared-contracts/checkout';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useCheckoutServices } from '../app/checkout-context';
import type { CheckoutServices } from '../app/checkout-services';
import { PageLink, useModule } from '@refurb/web-kit';
import { Loaded } from '../forms/loaded';
import { useCheckoutI18n, type CheckoutI18n } from '../i18n/i18n';
import { CHECKOUT_STEPS, type CheckoutStep } from './checkout-steps';
import type { CheckoutEvent } from './checkout.machine';
import {
  selectBusy,
  selectOpenStep,
  selectPaymentOffers,
  selectPhase,
  selectTotal,
} from './checkout.selectors';
import { ContactStep } from './contact-step';
import {
  loadedStep,
  loadStep,
  prefetchSteps,
  type StepChunk,
  type StepChunks,
} from './step-chunks';
import type { StepProps } from './step-props';
import { useCheckoutActor } from './use-checkout-actor';
import { RetryAlert } from '../forms/retry-alert';

/** A step's chunk: drawn at once when it is there, else a status line while it loads (or a retry). */
function Chunk<K extends StepChunk>({
  name,
  children,
}: {
  readonly name: K;
  readonly children: (view: StepChunks[K]) => ReactNode;
}) {
  const ready = loadedStep(name);
  const state = useModule(ready ? null : `step-${name}`, () => loadStep(name));
  if (ready) return <>{children(ready)}</>;
  return <Loaded state={state}>{children}</Loaded>;
}

/** The open step's form: contact with the page, the others from their chunk. */
function StepView({ step, ...props }: StepProps & { readonly step: CheckoutStep }) {
  if (step === 'contact') return <ContactStep {...props} />;
  return <Chunk name={step}>{(View) => <View {...props} />}</Chunk>;
}

const KIND_LABEL = {
  courier: 'delivery.courier',
  locker: 'delivery.locker',
  office: 'delivery.office',
} as const;

function stepRecap(step: CheckoutStep, session: CheckoutSession, { t }: CheckoutI18n): string {
  switch (step) {
    case 'contact': {
      const c = session.contactDetails;
      return c ? [c.name.value, c.email.value, c.phoneNumber.value].join(' · ') : '';
    }
    case 'delivery': {
      const method = session.deliveryMethod;
      const details = session.deliveryDetails;
      if (!method) return '';
      const where =
        method.kind === 'courier' && details?.address
          ? addressLine(toServerAddress(details.address))
          : (details?.pickupPoint?.name ?? '');
      return `${t(KIND_LABEL[method.kind])}: ${where}`;
    }
    case 'billing': {
      const billing = session.billingDetails;
      if (!billing) return '';
      return billing.customerType === 'corporate'
        ? `${t('billing.corporate')}: ${billing.company?.name.value ?? ''}`
        : t('billing.personal');
    }
    case 'payment': {
      const payment = session.paymentMethod;
      if (!payment?.type) return '';
      const installments = payment.oneyInstallments?.installmentsNo;
      return `${t(`method.${payment.type}` as 'method.online-card')}${installments ? ` · ${t('payment.installmentsOption', { count: installments })}` : ''}`;
    }
  }
}

/** Moves focus to the open step's heading when the person goes from one step to another. */
function useFocusOnChange(key: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef<string>('null');
  useEffect(() => {
    // Not when the page opens (no step before): the page starts at its top as any page does.
    if (previous.current !== 'null' && key !== 'null' && key !== previous.current) {
      heading.current?.focus();
    }
    previous.current = key;
  }, [key]);
  return heading;
}

function Steps({ services }: { services: CheckoutServices }) {
  const i18n = useCheckoutI18n();
  const { t, formatPrice } = i18n;
  const actor = useCheckoutActor(services);
  const context = useSelector(actor, (s) => s.context);
  const phase = useSelector(actor, selectPhase);
  const open = useSelector(actor, selectOpenStep);
  const busy = useSelector(actor, selectBusy);
  const paymentOffers = useSelector(actor, selectPaymentOffers);
  // Stable for the page's life: steps save drafts in effects that depend on it.
  const send = useCallback((event: CheckoutEvent) => actor.send(event), [actor]);
  const heading = useFocusOnChange(String(open));
  const cartPath = buildRoutePath(services.country, 'cart') ?? '/';

  if (phase === 'waiting') return <p role="status">{t('checkout.waitingCart')}</p>;
  if (phase === 'unavailable') {
    return (
      <div role="alert" className="co-error">
        <p>{t('checkout.cartUnavailable')}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {t('checkout.reload')}
        </button>
      </div>
    );
  }
  if (phase === 'empty') {
    return (
      <div className="co-empty">
        <h2>{t('checkout.emptyTitle')}</h2>
        <p>{t('checkout.emptyText')}</p>
        <PageLink href={buildRoutePath(services.country, 'index') ?? '/'}>
          {t('checkout.emptyCta')}
        </PageLink>
      </div>
    );
  }
  const order = [...CHECKOUT_STEPS, 'review'] as const;
  const openIndex = open ? order.indexOf(open) : -1;
  const total = selectTotal(context);

  return (
    <div className="co-layout">
      <ol className="co-steps" onFocus={prefetchSteps} onPointerDown={prefetchSteps}>
        {order.map((step, index) => {
          const isOpen = step === open;
          const done =
            index < openIndex || (context.editing !== null && step !== 'review' && !isOpen);
          const titleKey = `step.${step}` as const;
          return (
            <li
              key={step}
              className={isOpen ? 'co-step co-step-open' : 'co-step'}
              aria-current={isOpen ? 'step' : undefined}
            >
              <section aria-labelledby={`co-step-${step}`}>
                <h2 id={`co-step-${step}`} ref={isOpen ? heading : undefined} tabIndex={-1}>
                  <span className="co-step-number">{index + 1}</span> {t(titleKey)}
                  <span className="co-visually-hidden">
                    {' '}
                    — {t('checkout.stepOf', { n: index + 1, total: order.length })}
                  </span>
                </h2>
                {!isOpen && done && step !== 'review' && (
                  <div className="co-recap">
                    <p>{stepRecap(step, context.session, i18n)}</p>
                    {busy === null && (
                      <button
                        type="button"
                        className="co-link"
                        aria-label={t('checkout.changeLabel', { step: t(titleKey) })}
                        onClick={() => send({ type: 'step.edit', step })}
                      >
                        {t('checkout.change')}
                      </button>
                    )}
                  </div>
                )}
                {isOpen &&
                  step !== 'review' &&
                  (step !== 'payment' || paymentOffers === 'ready') && (
                    <StepView step={step} context={context} send={send} />
                  )}
                {isOpen && step === 'payment' && context.problem === 'payment-unavailable' && (
                  <p role="alert" className="co-form-alert">
                    {t('problem.payment-unavailable')}
                  </p>
                )}
                {isOpen && step === 'payment' && paymentOffers === 'loading' && (
                  <p role="status">{t('payment.loading')}</p>
                )}
                {isOpen && step === 'payment' && paymentOffers === 'failed' && (
                  <RetryAlert
                    message={t('problem.summary-failed')}
                    onRetry={() => send({ type: 'retry' })}
                  />
                )}
                {isOpen && step === 'review' && (
                  <Chunk name="review">
                    {(ReviewStep) => <ReviewStep context={context} send={send} busy={busy} />}
                  </Chunk>
                )}
              </section>
            </li>
          );
        })}
      </ol>
      <aside className="co-aside" aria-labelledby="co-summary-title">
        <h2 id="co-summary-title">{t('summary.title')}</h2>
        <p>{t('summary.items', { count: context.cart?.itemCount ?? 0 })}</p>
        <p className="co-total">
          {t('summary.total')}: <strong>{formatPrice(total)}</strong>
        </p>
        <PageLink href={cartPath}>{t('checkout.backToCart')}</PageLink>
      </aside>
    </div>
  );
}

export function CheckoutPage() {
  const services = useCheckoutServices();
  const { t } = useCheckoutI18n();
  return (
    <div className="co-page">
      <h1>{t('checkout.title')}</h1>
      <Steps services={services} />
    </div>
  );
}
