/**
 * Step 4: how to pay (spec sections 3, 5, 7 and 9), chosen with paymentMethodMachine: the methods
 * of the country and delivery that the site's flags allow (the Greek tbi flag), each shown as
 * spec section 3's payment-method entity (payment-method.entity.ts): its icon (the mobile icon on
 * narrow screens), title, subtitle and disclaimer, enabled or disabled with the reason, judged on
 * the total the person will pay with it (a cash-type method's fee included); cash-type methods say
 * the cash-on-delivery fee they add. Oney offers 3 or 4 installments inside the checkout
 * placeholder its widget options call named (ONEY_CHECKOUT_PLACEHOLDER), with the provider's
 * figures when its call answered (nothing is shown when it failed; its error callback reports it).
 *
 * The radio's accessible name is the method's title alone (the icon is decorative); its
 * description is the subtitle, then the reason, the plan and the fee. The inputs keep their ids and
 * values (`co-method-<key>`, `name="co-payment-method"`), which the journeys use.
 */
import { type OneyOption } from '@refurb/shared-contracts/api/payment';
import {
  cofidisPromoDuration,
  financingPlan,
  type PaymentData,
} from '@refurb/shared-contracts/checkout';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useCheckoutServices } from '../app/checkout-context';
import { reportError } from '../app/effects';
import { StepActions } from '../checkout/step-actions';
import type { StepProps } from '../checkout/step-props';
import { useCheckoutI18n, type CheckoutI18n } from '../i18n/i18n';
import { paymentMethodMachine } from './payment-method.machine';
import { methodView, type MethodView } from './payment-method.view';
import { paymentMethodEntity } from './payment-method.entity';
import { MOBILE_ICON_MEDIA } from './method-icons';
import { ONEY_PLACEHOLDER_ID } from './oney-widget';
import { RetryAlert } from '../forms/retry-alert';

function reasonText(view: MethodView, { t, formatPrice }: CheckoutI18n): string | null {
  switch (view.reason) {
    case 'total-below-minimum':
      return t('payment.belowMinimum', { limit: formatPrice(view.limit ?? 0) });
    case 'total-above-maximum':
      return t('payment.aboveMaximum', { limit: formatPrice(view.limit ?? 0) });
    case 'too-many-products':
      return t('payment.tooManyProducts', { limit: view.limit ?? 0 });
    default:
      return null;
  }
}

function providerText(view: MethodView, total: number, i18n: CheckoutI18n): string | null {
  const { t, formatPrice } = i18n;
  const plan = financingPlan(view.key, total);
  const installments = plan
    ? ` ${t('payment.planDetail', { count: plan.numberOfInstallments, monthly: formatPrice(plan.monthlyPayment) })}`
    : '';
  if (view.provider === 'tbi') return `${t('payment.tbiDetail')}${installments}`;
  if (view.provider === 'cofidis') {
    const months = cofidisPromoDuration(view.key);
    return `${months ? t('payment.cofidisPromo', { months }) : t('payment.cofidisDetail')}${installments}`;
  }
  return null;
}

function OneyChoice({
  options,
  chosen,
  onChoose,
}: {
  options: readonly OneyOption[];
  chosen: number;
  onChoose: (count: 3 | 4) => void;
}) {
  const i18n = useCheckoutI18n();
  const { t, formatPrice } = i18n;
  // The checkout placeholder the widget options call named: the provider's options go in it.
  return (
    <div id={ONEY_PLACEHOLDER_ID} className="co-oney-options">
      <fieldset className="co-fieldset co-choices co-nested">
        <legend>{t('payment.installments')}</legend>
        {([3, 4] as const).map((count) => {
          const option = options.find((o) => o.number_of_installments === count);
          return (
            <label key={count} className="co-choice">
              <input
                type="radio"
                name="co-oney-installments"
                value={count}
                checked={chosen === count}
                onChange={() => onChoose(count)}
              />
              <span>
                {t('payment.installmentsOption', { count })}
                {option && (
                  <>
                    <br />
                    <small>
                      {t('payment.oneyDetail', {
                        count,
                        first: formatPrice(option.installments[0] ?? 0),
                        next: formatPrice(option.installments[1] ?? 0),
                      })}
                    </small>
                  </>
                )}
              </span>
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}

export function PaymentStep({ context, send }: StepProps) {
  const i18n = useCheckoutI18n();
  const { t } = i18n;
  const { api, country, flags } = useCheckoutServices();
  const summary = context.summary;
  const [tried, setTried] = useState(false);
  const actor = useActorRef(
    paymentMethodMachine.provide({
      actors: {
        loadMethods: fromPromise(({ input }) => api.paymentMethods(input.country, input.delivery)),
        getOneyOptions: fromPromise(({ input }) => api.oneyOptions(input)),
      },
      actions: {
        report: (_, { message, tags }) => reportError(message, tags),
        rememberChoice: (_, { paymentData }) => {
          if (paymentData) send({ type: 'draft', key: 'paymentMethod', value: paymentData });
        },
      },
    }),
    {
      input: {
        country,
        delivery: context.session.deliveryMethod?.kind ?? 'courier',
        total: summary?.summary.total ?? 0,
        productCount: summary?.summary.productCount ?? 0,
        chosen: context.session.paymentMethod ?? null,
        flags,
      },
    },
  );
  const state = useSelector(actor, (s) => s);
  const chosen: PaymentData | null = state.context.paymentData;
  // The summary is summed before a method is chosen (no fee yet): each offer says what it adds.
  const methods = state.context.offers.map((offer) => {
    const view = methodView(offer, state.context);
    return { view, entity: paymentMethodEntity(offer, view, i18n) };
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (chosen) send({ type: 'step.submit', step: 'payment' });
        else
          document.querySelector<HTMLElement>('#co-payment-methods input:not([disabled])')?.focus();
      }}
    >
      {state.matches('loading') && <p role="status">{t('payment.loading')}</p>}
      {state.matches('failed') && (
        <RetryAlert message={t('payment.failed')} onRetry={() => actor.send({ type: 'retry' })} />
      )}
      {methods.length > 0 && (
        <fieldset
          id="co-payment-methods"
          className="co-fieldset co-choices"
          aria-describedby={tried && !chosen ? 'co-payment-error' : undefined}
        >
          <legend>{t('payment.title')}</legend>
          {methods.map(({ view, entity }) => {
            const reason = reasonText(view, i18n);
            const detail = providerText(view, state.context.total, i18n);
            const id = `co-method-${view.key}`;
            const info = reason || detail || entity.codFeeDisclaimer;
            return (
              <div
                key={view.key}
                className={entity.isEnabled ? 'co-method' : 'co-method co-method-disabled'}
              >
                <div className="co-choice">
                  <input
                    id={id}
                    type="radio"
                    name="co-payment-method"
                    value={view.key}
                    checked={chosen?.type === view.key}
                    disabled={!entity.isEnabled}
                    aria-describedby={info ? `${id}-subtitle ${id}-info` : `${id}-subtitle`}
                    onChange={() => actor.send({ type: 'method.choose', key: view.key })}
                  />
                  <label htmlFor={id}>
                    <picture className="co-method-icon">
                      <source media={MOBILE_ICON_MEDIA} srcSet={entity.mobileIcon} />
                      <img src={entity.icon} alt="" height={32} />
                    </picture>
                    <strong>{entity.title}</strong>
                  </label>
                </div>
                <p id={`${id}-subtitle`} className="co-method-subtitle">
                  {entity.subtitle}
                </p>
                {info && (
                  <p id={`${id}-info`} className="co-method-info">
                    {reason && <span className="co-method-reason">{reason} </span>}
                    {detail && <span>{detail} </span>}
                    {entity.codFeeDisclaimer && <span>{entity.codFeeDisclaimer}</span>}
                  </p>
                )}
                <p className="co-method-disclaimer">
                  <small>{entity.disclaimer}</small>
                </p>
                {view.key === 'oney' && chosen?.type === 'oney' && (
                  <OneyChoice
                    options={state.context.oneyOptions}
                    chosen={chosen.oneyInstallments?.installmentsNo ?? 3}
                    onChoose={(count) => actor.send({ type: 'oney.choose', installments: count })}
                  />
                )}
              </div>
            );
          })}
          {tried && !chosen && (
            <p id="co-payment-error" className="co-field-error">
              {t('payment.chooseError')}
            </p>
          )}
        </fieldset>
      )}
      <StepActions editing={context.editing !== null} invalidCount={chosen ? 0 : 1} tried={tried} />
    </form>
  );
}
