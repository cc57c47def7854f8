/**
 * Step 5: the sale is recorded. Its reference, what happens next (pack the device; the courier
 * comes on the chosen day, or the person leaves it at the chosen point before the offer expires;
 * the shop inspects it and pays, or makes a counter offer the person decides on in their account),
 * links to the sale in the account, and a way to sell another device.
 */
import { PageLink } from '@refurb/web-kit';
import { useSellServices } from '../app/sell-context';
import { useSellI18n } from '../i18n/i18n';
import { StepHeading } from './step-heading';
import { useSell, useSellActor } from './sell-actor-context';

export function DoneStep() {
  const { t, formatDate } = useSellI18n();
  const services = useSellServices();
  const actor = useSellActor();
  const progress = useSell((snapshot) => snapshot.context.progress);
  const { submitted, details, quote } = progress;
  if (!submitted) return null;
  const validUntil = quote?.outcome === 'offer' ? quote.offer.validUntil : null;
  return (
    <section>
      <StepHeading>{t('done.title')}</StepHeading>
      <p className="se-offer">
        {t('done.reference')} <strong className="se-reference">{submitted.reference}</strong>
      </p>
      <h2 className="se-subtitle">{t('done.next')}</h2>
      <ol className="se-how">
        <li>{t('done.pack')}</li>
        <li>
          {details.shipping === 'courier-pickup'
            ? t('done.pickup', { date: formatDate(details.pickupDate) })
            : t('done.dropOff', {
                point: details.pickupPointName,
                date: validUntil ? formatDate(validUntil) : '',
              })}
        </li>
        <li>{t('done.inspect')}</li>
      </ol>
      <p className="se-note">{t('done.email', { email: details.email })}</p>
      <div className="se-actions">
        <PageLink
          className="se-primary"
          href={services.path('account-sale-details', { saleId: submitted.saleId })}
        >
          {t('done.details')}
        </PageLink>
        <PageLink className="se-secondary" href={services.path('account-sales')}>
          {t('done.sales')}
        </PageLink>
        <button
          type="button"
          className="se-secondary"
          onClick={() => actor.send({ type: 'sale.restart' })}
        >
          {t('done.another')}
        </button>
      </div>
    </section>
  );
}
