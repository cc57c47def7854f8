/**
 * What the sales pages say about a sale: its device on one line, the amount that counts (the
 * confirmed one once there is one, else the offer), and on the details page each part of the
 * sale in words: the condition answers, the offer and how it was reached, the payout, the
 * shipping and the status timeline.
 */
import type { Sale, SaleConditionAnswers, SaleShipping } from '@refurb/shared-contracts';
import { Fragment, type ReactNode } from 'react';
import { useAccountI18n } from '../i18n/i18n';
import { addressLine } from './account-address-fields';

export const saleDeviceName = (sale: Pick<Sale, 'device'>) =>
  `${sale.device.brand} ${sale.device.model} ${sale.device.storage}`;

/** Newest first, whatever order the list came in. */
export const newestFirst = (sales: readonly Sale[]) =>
  [...sales].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

function Part({
  id,
  title,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <section className="ac-panel" aria-labelledby={id}>
      <h2 id={id} className="ac-subtitle">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The answers by question key: the sell flow owns the questions and their words, so the key is
 * shown as sent (yes/no answers in words).
 */
function Answers({ answers }: { readonly answers: SaleConditionAnswers }) {
  const { t } = useAccountI18n();
  const entries = Object.entries(answers);
  if (entries.length === 0) return null;
  return (
    <>
      <h3>{t('sale.conditionTitle')}</h3>
      <dl className="ac-meta ac-answers">
        {entries.map(([question, answer]) => (
          <Fragment key={question}>
            <dt>{question}</dt>
            <dd>{typeof answer === 'boolean' ? t(answer ? 'sale.yes' : 'sale.no') : answer}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}

function Shipping({ shipping }: { readonly shipping: SaleShipping }) {
  const { t, formatDate } = useAccountI18n();
  switch (shipping.kind) {
    case 'courier-pickup':
      return (
        <p>
          {t('sale.shipping.courier-pickup', {
            address: addressLine(shipping.address),
            date: formatDate(shipping.pickupDate),
          })}
        </p>
      );
    case 'locker':
    case 'office':
      return <p>{t(`sale.shipping.${shipping.kind}`, { name: shipping.name })}</p>;
  }
}

export function SaleFacts({ sale }: { readonly sale: Sale }) {
  const { t, formatPrice, formatDate } = useAccountI18n();
  const { offer } = sale;
  return (
    <>
      <Part id="ac-sale-device" title={t('sale.deviceTitle')}>
        <p>{saleDeviceName(sale)}</p>
        <Answers answers={sale.conditionAnswers} />
      </Part>
      <Part id="ac-sale-offer" title={t('sale.offerTitle')}>
        <ul className="ac-lines">
          {offer.breakdown.map((line, index) => (
            <li key={`${index}-${line.label}`}>
              <span>{line.label}</span> <span>{formatPrice(line.amount)}</span>
            </li>
          ))}
          <li>
            <strong>{t('sale.offerTotal')}</strong> <strong>{formatPrice(offer.amount)}</strong>
          </li>
        </ul>
        <p className="ac-note">
          {t('sale.offerValidUntil', { date: formatDate(offer.validUntil) })}
        </p>
        {sale.confirmedAmount !== null && (
          <p>{t('sale.confirmedAmount', { amount: formatPrice(sale.confirmedAmount) })}</p>
        )}
      </Part>
      <Part id="ac-sale-payout" title={t('sale.payoutTitle')}>
        <p>{t('sale.payout', { iban: sale.payout.iban, holder: sale.payout.holder })}</p>
      </Part>
      <Part id="ac-sale-shipping" title={t('sale.shippingTitle')}>
        <Shipping shipping={sale.shipping} />
      </Part>
      <Part id="ac-sale-timeline" title={t('sale.timelineTitle')}>
        <ol className="ac-timeline">
          {sale.timeline.map((step, index) => (
            <li key={`${index}-${step.status}`}>
              <span>{t(`saleStatus.${step.status}`)}</span>{' '}
              <time dateTime={step.at}>{formatDate(step.at)}</time>
            </li>
          ))}
        </ol>
      </Part>
    </>
  );
}
