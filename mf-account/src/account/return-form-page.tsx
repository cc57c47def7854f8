/**
 * The return form (spec section 2, `account-return-form`; issue 7) for the order in `?order=`.
 * shop-api says whether its return window is open and whether a request already exists: a
 * request is shown as it stands, a closed window says why (period over on which day, or not paid
 * or delivered yet), else the form. A request sent shows its number and what happens next; a
 * refusal says what the person can do.
 */
import type {
  AccountOrder,
  CreateReturnRequest,
  OrderReturnResponse,
  ReturnRequest,
} from '@refurb/shared-contracts/api/account';
import type { ApiFailure, ApiResult } from '@refurb/shared-contracts/runtime';
import { PageLink, useApi } from '@refurb/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useAccountServices } from '../app/account-context';
import { useAccountI18n } from '../i18n/i18n';
import type { AccountApi } from '../ports/account-api';
import { lineNames, ReturnRequestDetails } from './order-parts';
import { AccountPageFrame, ApiView } from './page-states';
import { ReturnForm } from './return-form';
import { useSubmit } from './use-submit';

type Returnable =
  | { readonly kind: 'unknown' }
  | ({ readonly kind: 'found'; readonly order: AccountOrder } & OrderReturnResponse);

/** The order and its return state; an order that is not the person's (404) is `unknown`. */
async function loadReturnable(api: AccountApi, orderId: string): Promise<ApiResult<Returnable>> {
  const [order, state] = await Promise.all([api.order(orderId), api.orderReturn(orderId)]);
  const unknown: ApiResult<Returnable> = { ok: true, data: { kind: 'unknown' } };
  if (!order.ok) return order.error.status === 404 ? unknown : order;
  if (!state.ok) return state.error.status === 404 ? unknown : state;
  return { ok: true, data: { kind: 'found', order: order.data, ...state.data } };
}

function ToPage({ route }: { readonly route: 'account-purchases' | 'account-return' }) {
  const { t } = useAccountI18n();
  const { path } = useAccountServices();
  const label = route === 'account-return' ? 'returnForm.toReturns' : 'returnForm.toPurchases';
  return (
    <p>
      <PageLink href={path(route)}>{t(label)}</PageLink>
    </p>
  );
}

function NoOrder({ orderId }: { readonly orderId: string | null }) {
  const { t } = useAccountI18n();
  return (
    <div className="ac-panel">
      <p>{orderId ? t('returnForm.unknownOrder', { orderId }) : t('returnForm.noOrder')}</p>
      <ToPage route="account-purchases" />
    </div>
  );
}

function Closed({ period }: { readonly period: OrderReturnResponse['window'] }) {
  const { t, formatDate } = useAccountI18n();
  const { path } = useAccountServices();
  return (
    <div className="ac-panel">
      {period.refusal === 'period-over' ? (
        <>
          <p>
            {t('returnForm.periodOver', { days: period.days, lastDay: formatDate(period.lastDay) })}
          </p>
          <p>
            {t('returnForm.periodOverHelp')}{' '}
            <PageLink href={path('account-send-in-warranty')}>
              {t('section.account-send-in-warranty')}
            </PageLink>
          </p>
        </>
      ) : (
        <p>
          {t(
            period.refusal === 'not-delivered-yet'
              ? 'returnForm.notDelivered'
              : 'returnForm.notAvailable',
          )}
        </p>
      )}
      <ToPage route="account-purchases" />
    </div>
  );
}

/** What happens next, with focus on it: the form the person was in is gone. */
function Sent({ request }: { readonly request: ReturnRequest }) {
  const { t } = useAccountI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="ac-panel" role="status">
      <h2 ref={heading} tabIndex={-1} className="ac-subtitle">
        {t('returnForm.doneTitle')}
      </h2>
      <p>{t('returnForm.doneId', { id: request.id })}</p>
      <p>{t('returnForm.doneNext')}</p>
      <ToPage route="account-return" />
    </div>
  );
}

function Refusal({ failure, lastDay }: { readonly failure: ApiFailure; readonly lastDay: string }) {
  const { t, formatDate } = useAccountI18n();
  const text = (() => {
    if (failure.status === 404) return t('returnForm.refused.notFound');
    switch (failure.code) {
      case 'return_period_over':
        return t('returnForm.refused.periodOver', { lastDay: formatDate(lastDay) });
      case 'return_not_available':
        return t('returnForm.refused.notAvailable');
      case 'return_already_requested':
        return t('returnForm.refused.already');
      default:
        return t('returnForm.refused.unknown');
    }
  })();
  const route =
    failure.code === 'return_already_requested'
      ? 'account-return'
      : failure.status === 404
        ? 'account-purchases'
        : null;
  return (
    <div role="alert" className="ac-alert">
      <p>{text}</p>
      {route && <ToPage route={route} />}
    </div>
  );
}

function ReturnOrder({ found }: { readonly found: Extract<Returnable, { kind: 'found' }> }) {
  const { t, formatDate } = useAccountI18n();
  const { api } = useAccountServices();
  const { order, window: period, request } = found;
  const send = useSubmit((body: CreateReturnRequest) => api.requestReturn(order.orderId, body));
  const intro = (
    <p className="ac-intro">
      {t('returnForm.intro', { orderId: order.orderId, date: formatDate(order.placedAt) })}
    </p>
  );
  if (send.done && send.result) return <Sent request={send.result} />;
  if (request) {
    return (
      <>
        {intro}
        <div className="ac-panel">
          <h2 className="ac-subtitle">{t('returnForm.existingTitle')}</h2>
          <ReturnRequestDetails request={request} lineName={lineNames([order])} />
          <ToPage route="account-return" />
        </div>
      </>
    );
  }
  if (!period.open) {
    return (
      <>
        {intro}
        <Closed period={period} />
      </>
    );
  }
  return (
    <>
      {intro}
      <p className="ac-note">{t('returnForm.deadline', { lastDay: formatDate(period.lastDay) })}</p>
      <ReturnForm
        order={order}
        busy={send.busy}
        failure={send.failure && <Refusal failure={send.failure} lastDay={period.lastDay} />}
        onSubmit={send.submit}
      />
    </>
  );
}

export function ReturnFormPage() {
  const { t } = useAccountI18n();
  const { api } = useAccountServices();
  // The page is mounted per route: the order it is for is read once.
  const [orderId] = useState(
    () => new URLSearchParams(window.location.search).get('order')?.trim() || null,
  );
  const state = useApi(orderId && `return-form:${orderId}`, () =>
    loadReturnable(api, orderId ?? ''),
  );
  return (
    <AccountPageFrame title={t('section.account-return-form')}>
      {orderId === null ? (
        <NoOrder orderId={null} />
      ) : (
        <ApiView state={state} failed={t('returnForm.loadFailed')}>
          {(data) =>
            data.kind === 'unknown' ? <NoOrder orderId={orderId} /> : <ReturnOrder found={data} />
          }
        </ApiView>
      )}
    </AccountPageFrame>
  );
}
