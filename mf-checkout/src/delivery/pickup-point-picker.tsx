/**
 * A locker or office picked from the courier service's list (spec section 3: a locker selection
 * carries its `lockerId`): the points of the chosen kind are filtered as the person types a
 * locality (or a word of the point's name or address), in either script and without diacritics
 * ("София" or "Sofia"); each is a button that says whether it is the chosen one.
 */
import { type PickupPoint } from '@refurb/shared-contracts/api/delivery';
import { findPlaces, type LockerSelection } from '@refurb/shared-contracts/checkout';
import { useState } from 'react';
import { useCheckoutServices } from '../app/checkout-context';
import { useApi } from '@refurb/web-kit';
import { useCheckoutI18n } from '../i18n/i18n';
import { RetryAlert } from '../forms/retry-alert';

const MAX_SHOWN = 30;

export function PickupPointPicker({
  kind,
  chosen,
  onChoose,
  error,
}: {
  kind: 'locker' | 'office';
  chosen: LockerSelection | undefined;
  onChoose: (point: PickupPoint) => void;
  error: string | null;
}) {
  const { t } = useCheckoutI18n();
  const { api, country } = useCheckoutServices();
  const [search, setSearch] = useState('');
  const points = useApi<PickupPoint[]>(`points:${country}:${kind}`, () =>
    api.pickupPoints({ country, kind }),
  );
  const searchId = 'co-pickup-search';
  const matching =
    points.kind === 'ready'
      ? findPlaces(
          search,
          points.data.map((point) => ({
            point,
            name: `${point.locality} ${point.name} ${point.address}`,
            latinName: point.localityLatinName,
          })),
          points.data.length,
        ).map((found) => found.point)
      : [];
  return (
    <fieldset className="co-fieldset" aria-describedby={error ? 'co-pickup-error' : undefined}>
      <legend>{t(kind === 'locker' ? 'pickup.lockerTitle' : 'pickup.officeTitle')}</legend>
      {chosen && (
        <p className="co-chosen" role="status">
          {t('pickup.chosen', { name: chosen.name ?? chosen.lockerId })}
        </p>
      )}
      <div className="co-field">
        <label htmlFor={searchId}>{t('pickup.search')}</label>
        <input
          id={searchId}
          type="search"
          value={search}
          aria-describedby={`${searchId}-hint`}
          onChange={(event) => setSearch(event.target.value)}
        />
        <p id={`${searchId}-hint`} className="co-field-hint">
          {t('pickup.searchHint')}
        </p>
      </div>
      {error && (
        <p id="co-pickup-error" className="co-field-error">
          {error}
        </p>
      )}
      {points.kind === 'loading' && <p role="status">{t('pickup.loading')}</p>}
      {points.kind === 'failed' && (
        <RetryAlert message={t('pickup.failed')} onRetry={points.retry} />
      )}
      {points.kind === 'ready' && (
        <>
          <p className="co-note" aria-live="polite">
            {matching.length === 0
              ? t('pickup.none')
              : t('pickup.results', { count: matching.length })}
          </p>
          <ul className="co-points">
            {matching.slice(0, MAX_SHOWN).map((point) => (
              <li
                key={point.id}
                className={chosen?.lockerId === point.id ? 'co-point co-point-chosen' : 'co-point'}
              >
                <div>
                  <strong>{point.name}</strong>
                  <br />
                  {point.address}
                  <br />
                  <small>{t('pickup.hours', { hours: point.openingHours })}</small>
                </div>
                <button
                  type="button"
                  aria-pressed={chosen?.lockerId === point.id}
                  aria-label={t('pickup.chooseLabel', { name: point.name })}
                  onClick={() => onChoose(point)}
                >
                  {t('pickup.choose')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
}
