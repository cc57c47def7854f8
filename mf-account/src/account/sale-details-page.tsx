/**
 * A sale's details (spec section 2, `account-sale-details`, path parameter `saleId`; issue 7):
 * every part of the sale and its timeline. While the shop waits on a counter offer the person
 * accepts it or takes the device back; the sale as shop-api answers it then is shown. A decision
 * already taken elsewhere (409 `no_counter_offer`) is said, with the way to the sale as it is
 * now. A sale that is not the person's (404) is "not found". The condition answers are named with
 * the sell service's questions for the device's category, loaded beside the sale (shown as sent
 * until then, or if they cannot be loaded).
 */
import type { CounterOfferDecisionRequest, Sale } from '@refurb/shared-contracts/api/sell';
import type { ApiResult } from '@refurb/shared-contracts/runtime';
import { PageLink, useApi } from '@refurb/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useAccountServices } from '../app/account-context';
import { useAccountI18n } from '../i18n/i18n';
import type { AccountApi } from '../ports/account-api';
import { AccountPageFrame, ApiView } from './page-states';
import { SaleFacts } from './sale-parts';
import { useSubmit } from './use-submit';

type Decision = CounterOfferDecisionRequest['decision'];
type Found = { readonly kind: 'unknown' } | { readonly kind: 'found'; readonly sale: Sale };

async function loadSale(api: AccountApi, saleId: string): Promise<ApiResult<Found>> {
  const answer = await api.sale(saleId);
  if (answer.ok) return { ok: true, data: { kind: 'found', sale: answer.data } };
  return answer.error.status === 404 ? { ok: true, data: { kind: 'unknown' } } : answer;
}

function NotFound() {
  const { t } = useAccountI18n();
  const { path } = useAccountServices();
  return (
    <div className="ac-panel">
      <p>{t('sale.notFound')}</p>
      <p>
        <PageLink href={path('account-sales')}>{t('sale.toSales')}</PageLink>
      </p>
    </div>
  );
}

/** The answer to the counter offer, with focus on it: the buttons the person used are gone. */
function Decided({ sale }: { readonly sale: Sale }) {
  const { t, formatPrice } = useAccountI18n();
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => note.current?.focus(), []);
  const amount = formatPrice(sale.confirmedAmount ?? sale.counterOffer?.amount ?? 0);
  return (
    <p ref={note} tabIndex={-1} role="status" className="ac-panel">
      {sale.status === 'returned' ? t('sale.declined') : t('sale.accepted', { amount })}
    </p>
  );
}

function CounterOffer({
  sale,
  busy,
  onDecide,
}: {
  readonly sale: Sale;
  readonly busy: boolean;
  readonly onDecide: (decision: Decision) => void;
}) {
  const { t, formatPrice } = useAccountI18n();
  if (!sale.counterOffer) return null;
  return (
    <section className="ac-panel" aria-labelledby="ac-sale-counter">
      <h2 id="ac-sale-counter" className="ac-subtitle">
        {t('sale.counterTitle')}
      </h2>
      <p>
        {t('sale.counterText', {
          amount: formatPrice(sale.counterOffer.amount),
          offer: formatPrice(sale.offer.amount),
        })}
      </p>
      <p>{t('sale.counterReason', { reason: sale.counterOffer.reason })}</p>
      <div className="ac-actions">
        <button
          type="button"
          className="ac-primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => onDecide('accept')}
        >
          {t('sale.accept')}
        </button>
        <button
          type="button"
          className="ac-secondary"
          disabled={busy}
          onClick={() => onDecide('decline')}
        >
          {t('sale.decline')}
        </button>
      </div>
      {busy && (
        <p role="status" className="ac-note">
          {t('sale.busy')}
        </p>
      )}
    </section>
  );
}

function SaleView({ loaded, onReload }: { readonly loaded: Sale; readonly onReload: () => void }) {
  const { t, formatDate } = useAccountI18n();
  const { api } = useAccountServices();
  const decide = useSubmit((decision: Decision) => api.decideCounterOffer(loaded.id, decision));
  const sale = decide.result ?? loaded;
  // The questions name the answers; the page never waits on them.
  const { category } = loaded.device;
  const questions = useApi(`sell-questions:${category}`, () => api.sellQuestions(category));
  const answered = decide.failure?.code === 'no_counter_offer';
  return (
    <>
      <p className="ac-intro">
        {t('sale.intro', { reference: sale.reference, date: formatDate(sale.createdAt) })}
      </p>
      <dl className="ac-meta">
        <dt>{t('sale.status')}</dt>
        <dd>
          <span className="ac-status">{t(`saleStatus.${sale.status}`)}</span>
        </dd>
      </dl>
      {decide.done && decide.result && <Decided sale={decide.result} />}
      {sale.status === 'counter-offer' && !answered && (
        <CounterOffer sale={sale} busy={decide.busy} onDecide={decide.submit} />
      )}
      {decide.failure && (
        <div role="alert" className="ac-alert">
          <p>{t(answered ? 'sale.alreadyAnswered' : 'sale.decideFailed')}</p>
          {answered && (
            <button type="button" className="ac-link" onClick={onReload}>
              {t('sale.reload')}
            </button>
          )}
        </div>
      )}
      <SaleFacts sale={sale} questions={questions} />
    </>
  );
}

export function SaleDetailsPage({ saleId }: { readonly saleId?: string | undefined }) {
  const { t } = useAccountI18n();
  const { api } = useAccountServices();
  // A reload asks again (after a decision taken elsewhere): a new key is a new call.
  const [version, setVersion] = useState(0);
  const state = useApi(saleId ? `sale:${saleId}:${version}` : null, () =>
    loadSale(api, saleId ?? ''),
  );
  return (
    <AccountPageFrame title={t('section.account-sale-details')}>
      {saleId ? (
        <ApiView state={state} failed={t('sale.loadFailed')}>
          {(found) =>
            found.kind === 'unknown' ? (
              <NotFound />
            ) : (
              <SaleView loaded={found.sale} onReload={() => setVersion((n) => n + 1)} />
            )
          }
        </ApiView>
      ) : (
        <NotFound />
      )}
    </AccountPageFrame>
  );
}
