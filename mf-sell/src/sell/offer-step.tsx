/**
 * Step 3: the instant offer, in the site's currency, how long it holds, and how it was reached
 * (the base price and each deduction). A device still locked to its owner's account gets no offer:
 * the page says why and how to remove the lock, and the answers can be changed. A notice says why
 * the offer was made again (it changed on the server, or expired).
 */
import { modelTitle } from '@refurb/shared-contracts';
import { RetryAlert } from '@refurb/web-kit';
import { useSellI18n } from '../i18n/i18n';
import { StepHeading } from './step-heading';
import { useSell, useSellActor } from './sell-actor-context';

export function OfferStep() {
  const { t, formatPrice, formatDate } = useSellI18n();
  const actor = useSellActor();
  const quote = useSell((snapshot) => snapshot.context.progress.quote);
  const now = useSell((snapshot) => snapshot.context.now);
  const notice = useSell((snapshot) => snapshot.context.notice);
  const quoting = useSell((snapshot) => snapshot.matches({ offer: 'quoting' }));
  const failed = useSell((snapshot) => snapshot.matches({ offer: 'failed' }));
  const lockHelp = useSell(
    (snapshot) =>
      snapshot.context.questionnaire?.questions.find((question) => question.key === 'accountLock')
        ?.help,
  );
  const change = (
    <button
      type="button"
      className="se-secondary"
      onClick={() => actor.send({ type: 'step.go', step: 'condition' })}
    >
      {t('offer.change')}
    </button>
  );

  if (quoting || failed || !quote) {
    return (
      <section>
        <StepHeading>{t('offer.title')}</StepHeading>
        {failed ? (
          <RetryAlert
            message={t('offer.failed')}
            retryLabel={t('error.retry')}
            onRetry={() => actor.send({ type: 'step.retry' })}
            classPrefix="se"
          />
        ) : (
          <p role="status" className="se-note">
            {t('offer.quoting')}
          </p>
        )}
        <div className="se-actions">{change}</div>
      </section>
    );
  }

  const device = `${modelTitle(quote.device.brand, quote.device.model)}, ${quote.device.storage}`;
  if (quote.outcome === 'refused') {
    return (
      <section>
        <StepHeading>{t('offer.lockedTitle')}</StepHeading>
        <div role="alert" className="se-notice se-notice-warning">
          <p>{t('offer.locked', { device })}</p>
          {lockHelp && <p>{lockHelp}</p>}
        </div>
        <div className="se-actions">{change}</div>
      </section>
    );
  }

  const { offer } = quote;
  // Whole days left, counting today's remainder as one (an offer made now shows its full term).
  const days = Math.ceil((Date.parse(offer.validUntil) - now().getTime()) / 86_400_000);
  return (
    <section>
      <StepHeading>{t('offer.title')}</StepHeading>
      {notice && (
        <p role="alert" className="se-notice">
          {t(`notice.${notice}`)}
        </p>
      )}
      <div className="se-offer" aria-live="polite">
        <p className="se-note">{t('offer.for', { device })}</p>
        <p className="se-offer-amount">{formatPrice(offer.amount)}</p>
        <p>
          {days > 1
            ? t('offer.validUntil', { days, date: formatDate(offer.validUntil) })
            : t('offer.validOneDay', { date: formatDate(offer.validUntil) })}
        </p>
      </div>
      <table className="se-breakdown">
        <caption>{t('offer.breakdown')}</caption>
        <tbody>
          {offer.breakdown.map((line, index) => (
            <tr key={`${index}-${line.label}`}>
              <th scope="row">{line.label}</th>
              <td>
                {line.amount < 0 ? '−' : ''}
                {formatPrice(Math.abs(line.amount))}
              </td>
            </tr>
          ))}
          <tr className="se-breakdown-total">
            <th scope="row">{t('offer.total')}</th>
            <td>{formatPrice(offer.amount)}</td>
          </tr>
        </tbody>
      </table>
      <p className="se-note">{t('offer.inspection')}</p>
      <div className="se-actions">
        {change}
        <button
          type="button"
          className="se-primary"
          onClick={() => actor.send({ type: 'step.next' })}
        >
          {t('offer.accept')}
        </button>
      </div>
    </section>
  );
}
