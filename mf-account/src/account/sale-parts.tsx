/**
 * What the sales pages say about a sale: its device on one line, the amount that counts (the
 * confirmed one once there is one, else the offer), and on the details page each part of the
 * sale in words: the condition answers (named with the sell service's questions), the offer and
 * how it was reached, the payout, the shipping and the status timeline.
 */
import { modelTitle } from '@refurb/shared-contracts';
import {
  type Sale,
  type SaleConditionAnswers,
  type SaleShipping,
  type SellQuestionnaireResponse,
  type SellQuestionOption,
} from '@refurb/shared-contracts/api/sell';
import type { ApiState } from '@refurb/web-kit';
import { Fragment, type ReactNode } from 'react';
import { useAccountI18n } from '../i18n/i18n';
import { addressLine } from './account-address-fields';

export const saleDeviceName = (sale: Pick<Sale, 'device'>) =>
  `${modelTitle(sale.device.brand, sale.device.model)} ${sale.device.storage}`;

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

type Answer = SaleConditionAnswers[string];

/** One answer as people read it: the question, then what was chosen. */
interface NamedAnswer {
  readonly key: string;
  readonly question: string;
  readonly answer: string;
}

/**
 * The answers in words: a question is named by its label and the chosen options by theirs (in the
 * questionnaire's order, an option it does not know as sent), questions in the questionnaire's
 * order and answers it does not know (a question since retired) as sent at the end.
 */
function namedAnswers(
  answers: SaleConditionAnswers,
  questionnaire: SellQuestionnaireResponse,
  words: { readonly yes: string; readonly no: string; readonly none: string },
): NamedAnswer[] {
  const text = (answer: Answer, options: readonly SellQuestionOption[] = []): string => {
    if (typeof answer === 'boolean') return answer ? words.yes : words.no;
    if (typeof answer === 'number') return String(answer);
    const label = (key: string) => options.find((option) => option.key === key)?.label ?? key;
    if (typeof answer === 'string') return label(answer);
    if (answer.length === 0) return words.none;
    const known = options.filter((option) => answer.includes(option.key)).map((o) => o.label);
    const unknown = answer.filter((key) => !options.some((option) => option.key === key));
    return [...known, ...unknown].join(', ');
  };
  const { questions } = questionnaire;
  const asked = questions
    .filter((question) => Object.hasOwn(answers, question.key))
    .map((question) => ({
      key: question.key,
      question: question.label,
      answer: text(answers[question.key] as Answer, question.options),
    }));
  const rest = Object.entries(answers)
    .filter(([key]) => !questions.some((question) => question.key === key))
    .map(([key, answer]) => ({ key, question: key, answer: text(answer) }));
  return [...asked, ...rest];
}

/**
 * The condition answers, named with the sell service's questions. Until they are here the part
 * says so, and if they cannot be loaded it says that with a retry: a shopper is never shown the
 * answers' keys (`powersOn: yes`) in their place. The rest of the sale never waits on them.
 */
function Answers({
  answers,
  questions,
}: {
  readonly answers: SaleConditionAnswers;
  readonly questions: ApiState<SellQuestionnaireResponse>;
}) {
  const { t } = useAccountI18n();
  if (Object.keys(answers).length === 0) return null;
  const title = <h3>{t('sale.conditionTitle')}</h3>;
  if (questions.kind === 'failed') {
    return (
      <>
        {title}
        <p className="ac-note">
          {t('sale.answersUnavailable')}{' '}
          <button type="button" className="ac-link" onClick={questions.retry}>
            {t('error.retry')}
          </button>
        </p>
      </>
    );
  }
  if (questions.kind !== 'ready') {
    return (
      <>
        {title}
        <p className="ac-note" role="status">
          {t('sale.answersLoading')}
        </p>
      </>
    );
  }
  const entries = namedAnswers(answers, questions.data, {
    yes: t('sale.yes'),
    no: t('sale.no'),
    none: t('sale.none'),
  });
  return (
    <>
      {title}
      <dl className="ac-meta ac-answers">
        {entries.map(({ key, question, answer }) => (
          <Fragment key={key}>
            <dt>{question}</dt>
            <dd>{answer}</dd>
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

/** Every part of the sale; `questions` is the sell service's questions for its device. */
export function SaleFacts({
  sale,
  questions,
}: {
  readonly sale: Sale;
  readonly questions: ApiState<SellQuestionnaireResponse>;
}) {
  const { t, formatPrice, formatDate } = useAccountI18n();
  const { offer } = sale;
  return (
    <>
      <Part id="ac-sale-device" title={t('sale.deviceTitle')}>
        <p>{saleDeviceName(sale)}</p>
        <Answers answers={sale.conditionAnswers} questions={questions} />
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
