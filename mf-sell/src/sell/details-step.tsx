/**
 * Step 4: who is selling and where the money goes — name, e-mail and phone (a signed-in seller's
 * filled in), the bank account (an IBAN of the site's country, checked with its check digits) and
 * its holder — and how the device travels: a courier picks it up at an address on a chosen working
 * day, or the person leaves it at a locker or an office from the courier's lists. A visitor is
 * asked to log in or register first; what they entered waits for them here (except the IBAN,
 * which is never stored). Every wrong field says what is wrong; the first gets the focus.
 */
import { FIELD_MAX_LENGTH } from '@refurb/shared-contracts';
import { type PickupPoint } from '@refurb/shared-contracts/api/delivery';
import { sellPickupDates, type SellDetailsDraft } from '@refurb/shared-contracts/sell';
import {
  AddressFields,
  PageLink,
  RetryAlert,
  TextField,
  addressWordsFor,
  useApi,
} from '@refurb/web-kit';
import { useState, type FormEvent } from 'react';
import { useSellServices } from '../app/sell-context';
import { useSellI18n } from '../i18n/i18n';
import { firstProblem, type DetailsField } from './details.rules';
import { StepHeading } from './step-heading';
import { useSell, useSellActor } from './sell-actor-context';
import { currentDetailsProblems } from './sell.machine';

const SHIPPING: readonly SellDetailsDraft['shipping'][] = ['courier-pickup', 'locker', 'office'];

function PickupPoints({
  kind,
  error,
}: {
  readonly kind: 'locker' | 'office';
  readonly error: string | null;
}) {
  const { t } = useSellI18n();
  const { api, country } = useSellServices();
  const actor = useSellActor();
  const chosen = useSell((snapshot) => snapshot.context.progress.details.pickupPointId);
  const points = useApi<PickupPoint[]>(`${country}|${kind}`, () => api.pickupPoints(kind));
  if (points.kind === 'failed') {
    return (
      <RetryAlert
        message={t('details.pointsFailed')}
        retryLabel={t('error.retry')}
        onRetry={points.retry}
        classPrefix="se"
      />
    );
  }
  return (
    <div className={`se-field${error ? ' se-field-invalid' : ''}`}>
      <label htmlFor="se-pickupPoint">
        {t(kind === 'locker' ? 'details.locker' : 'details.office')}
      </label>
      <select
        id="se-pickupPoint"
        value={chosen}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'se-pickupPoint-error' : undefined}
        aria-busy={points.kind !== 'ready'}
        onChange={(event) => {
          const point =
            points.kind === 'ready'
              ? points.data.find((p) => p.id === event.target.value)
              : undefined;
          actor.send({
            type: 'details.edit',
            patch: {
              pickupPointId: point?.id ?? '',
              pickupPointName: point ? `${point.name}, ${point.address}` : '',
            },
          });
        }}
      >
        <option value="">
          {points.kind === 'ready' ? t('details.choosePoint') : t('sell.loading')}
        </option>
        {points.kind === 'ready' &&
          points.data.map((point) => (
            <option key={point.id} value={point.id}>
              {point.name} — {point.address} ({point.openingHours})
            </option>
          ))}
      </select>
      {error && (
        <p id="se-pickupPoint-error" className="se-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

const SELL_FIELD_MAX = {
  name: FIELD_MAX_LENGTH.personName,
  email: FIELD_MAX_LENGTH.email,
  phone: FIELD_MAX_LENGTH.phone,
  holder: FIELD_MAX_LENGTH.accountHolder,
} as const;

export function DetailsStep() {
  const { t, formatDate } = useSellI18n();
  const services = useSellServices();
  const actor = useSellActor();
  const context = useSell((snapshot) => snapshot.context);
  const needsAccount = useSell((snapshot) => snapshot.matches({ details: 'needsAccount' }));
  const submitting = useSell((snapshot) => snapshot.matches({ details: 'submitting' }));
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const leave = (field: string) => setLeft((before) => new Set(before).add(field));
  const draft = context.progress.details;
  const problems = currentDetailsProblems(context);
  const shows = (field: DetailsField) => context.showProblems || left.has(field);
  const error = (field: DetailsField): string | null => {
    const problem = problems[field];
    return problem && shows(field) ? t(`problem.${problem}`) : null;
  };
  const edit = (patch: Partial<SellDetailsDraft>) => actor.send({ type: 'details.edit', patch });
  const dates = sellPickupDates(services.country, context.now());
  // Only the drop-offs the country's couriers offer; if that cannot be read, both are offered
  // and the sell service checks the point chosen.
  const kinds = useApi(`${services.country}|drop-off`, () => services.api.dropOffKinds());
  const shipping = SHIPPING.filter(
    (kind) => kind === 'courier-pickup' || kinds.kind !== 'ready' || kinds.data.includes(kind),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'details.submit' });
    // A refused attempt: the first wrong field gets the focus.
    const after = actor.getSnapshot();
    if (after.matches({ details: 'editing' }) && after.context.showProblems) {
      const wrong = firstProblem(currentDetailsProblems(after.context));
      if (wrong) document.getElementById(`se-${wrong}`)?.focus();
    }
  };
  const here = services.path('sell-step', { step: 'details' });
  const redirect = `?redirect=${encodeURIComponent(here)}`;
  const count = Object.keys(problems).length;
  const field = (
    name: 'name' | 'email' | 'phone' | 'holder',
    extra: Record<string, string> = {},
  ) => (
    <TextField
      id={`se-${name}`}
      label={t(`details.${name}`)}
      value={draft[name]}
      onValue={(value) => edit({ [name]: value })}
      onBlur={() => leave(name)}
      error={error(name)}
      need={t('form.required')}
      classPrefix="se"
      maxLength={SELL_FIELD_MAX[name]}
      {...extra}
    />
  );

  return (
    <section>
      <StepHeading>{t('details.title')}</StepHeading>
      <form noValidate onSubmit={submit} aria-busy={submitting}>
        {context.showProblems && count > 0 && (
          <p role="alert" className="se-field-error">
            {t('form.fixErrors', { count })}
          </p>
        )}
        <fieldset>
          <legend>{t('details.contact')}</legend>
          {field('name', { autoComplete: 'name' })}
          {field('email', { type: 'email', autoComplete: 'email' })}
          {field('phone', { type: 'tel', autoComplete: 'tel', hint: t('details.phoneHint') })}
        </fieldset>
        <fieldset>
          <legend>{t('details.payout')}</legend>
          <TextField
            id="se-iban"
            label={t('details.iban')}
            value={context.iban}
            onValue={(iban) => actor.send({ type: 'details.iban', iban })}
            onBlur={() => leave('iban')}
            error={error('iban')}
            hint={t('details.ibanHint', { code: services.country.toUpperCase() })}
            need={t('form.required')}
            classPrefix="se"
            maxLength={FIELD_MAX_LENGTH.iban}
            autoComplete="off"
            spellCheck={false}
          />
          {field('holder')}
        </fieldset>
        <fieldset className="se-choice">
          <legend>{t('details.shipping')}</legend>
          {shipping.map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name="se-shipping"
                checked={draft.shipping === kind}
                onChange={() => edit({ shipping: kind, pickupPointId: '', pickupPointName: '' })}
              />
              <span>
                {t(`shipping.${kind}`)}{' '}
                <span className="se-note">{t(`shipping.${kind}.hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {draft.shipping === 'courier-pickup' ? (
          <>
            <AddressFields
              address={draft.address}
              onChange={(address) => edit({ address })}
              showAll={context.showProblems}
              left={left}
              onLeave={leave}
              idPrefix="se"
              classPrefix="se"
              country={services.country}
              words={addressWordsFor(services.country, {
                retry: t('error.retry'),
                required: t('form.required'),
                optional: t('form.optional'),
              })}
              lists={{
                key: services.country,
                counties: () => services.api.counties(),
                localities: (countyId) => services.api.localities(countyId),
              }}
            />
            <fieldset
              className={`se-choice${error('pickupDate') ? ' se-field-invalid' : ''}`}
              aria-describedby={error('pickupDate') ? 'se-pickupDate-error' : undefined}
            >
              <legend>{t('details.pickupDate')}</legend>
              {dates.map((date, index) => (
                <label key={date}>
                  <input
                    id={index === 0 ? 'se-pickupDate' : undefined}
                    type="radio"
                    name="se-pickupDate"
                    checked={draft.pickupDate === date}
                    onChange={() => edit({ pickupDate: date })}
                  />
                  {formatDate(date)}
                </label>
              ))}
              {error('pickupDate') && (
                <p id="se-pickupDate-error" className="se-field-error">
                  {t('details.pickupDateMissing')}
                </p>
              )}
            </fieldset>
          </>
        ) : (
          <PickupPoints kind={draft.shipping} error={error('pickupPoint')} />
        )}

        {needsAccount && (
          <div role="alert" className="se-notice">
            <p>
              {t(
                context.notice === 'session-ended'
                  ? 'details.sessionEnded'
                  : 'details.needsAccount',
              )}
            </p>
            <p className="se-actions">
              <PageLink className="se-primary" href={`${services.path('login')}${redirect}`}>
                {t('details.login')}
              </PageLink>
              <PageLink className="se-secondary" href={`${services.path('register')}${redirect}`}>
                {t('details.register')}
              </PageLink>
            </p>
          </div>
        )}
        {context.failure && !needsAccount && (
          <p role="alert" className="se-field-error">
            {t('details.failed')}
          </p>
        )}
        <p className="se-note">{t('details.terms')}</p>
        <div className="se-actions">
          <button
            type="button"
            className="se-secondary"
            onClick={() => actor.send({ type: 'step.go', step: 'offer' })}
          >
            {t('action.back')}
          </button>
          <button type="submit" className="se-primary" disabled={submitting}>
            {submitting ? t('details.sending') : t('details.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
