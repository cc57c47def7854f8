/**
 * Step 2: how the order travels (spec sections 3 and 9). The kinds the country offers come from
 * the courier service with their cost: courier to an address, a locker or an office (easybox in
 * RO, econt in BG, GLS in HU and GR). The address and the chosen point are both kept while the
 * person switches kinds, so nothing typed is lost.
 */
import { FIRST_SAVED_ADDRESS_ID, type DeliveryKind } from '@refurb/shared-contracts';
import { type DeliveryOptionsResponse } from '@refurb/shared-contracts/api/delivery';
import {
  emptyAddressForm,
  fromServerAddress,
  toServerAddress,
  validateAddress,
  type AddressForm,
  type DeliveryAddressServer,
  type LockerSelection,
} from '@refurb/shared-contracts/checkout';
import { useState } from 'react';
import { useCheckoutServices } from '../app/checkout-context';
import { reportError } from '../app/effects';
import { useApi } from '@refurb/web-kit';
import { useSessionUser } from '../app/use-session-user';
import { StepActions } from '../checkout/step-actions';
import type { StepProps } from '../checkout/step-props';
import { useCheckoutI18n } from '../i18n/i18n';
import { AddressFields } from './address-fields';
import { estimateDays, OrderWithin, useCheckoutEstimate } from './delivery-estimate';
import { PickupPointPicker } from './pickup-point-picker';
import { NEW_ADDRESS, resolveSaved, SavedAddresses } from './saved-addresses';
import { RetryAlert } from '../forms/retry-alert';

const KIND_LABEL = {
  courier: 'delivery.courier',
  locker: 'delivery.locker',
  office: 'delivery.office',
} as const;

/** When this kind arrives ("livrare joi, 3 decembrie"), under its cost; nothing without it. */
function DaysLine({ days }: { days: string | null }) {
  const { t } = useCheckoutI18n();
  if (!days) return null;
  return (
    <>
      <br />
      <small>{t('delivery.estimate', { dates: days })}</small>
    </>
  );
}

export function DeliveryStep({ context, send }: StepProps) {
  const i18n = useCheckoutI18n();
  const { t, formatPrice } = i18n;
  const { api, country } = useCheckoutServices();
  const options = useApi<DeliveryOptionsResponse>(`delivery:${country}`, () =>
    api.deliveryOptions(country),
  );
  const estimate = useCheckoutEstimate();
  const [method, setMethod] = useState(context.session.deliveryMethod);
  // The new address the person types (a stored form that was a saved address is not theirs to edit).
  const [address, setAddress] = useState<AddressForm>(
    context.session.deliveryDetails?.savedAddressId === undefined
      ? (context.session.deliveryDetails?.address ?? emptyAddressForm())
      : emptyAddressForm(),
  );
  const [pickup, setPickup] = useState<LockerSelection | undefined>(
    context.session.deliveryDetails?.pickupPoint,
  );
  const [tried, setTried] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  // A logged-in person picks a saved address (-1, the first, until they pick) or types a new one.
  const user = useSessionUser();
  const saved = useApi<DeliveryAddressServer[]>(user ? `saved:${user.id}` : null, () =>
    api.savedAddresses(),
  );
  const savedList = saved.kind === 'ready' ? saved.data : [];
  const [selected, setSelected] = useState<number>(
    context.session.deliveryDetails?.savedAddressId ??
      (context.session.deliveryDetails?.address ? NEW_ADDRESS : FIRST_SAVED_ADDRESS_ID),
  );
  const [remember, setRemember] = useState(true);
  const [saving, setSaving] = useState(false);
  const picked = resolveSaved(savedList, selected);
  // A saved address the rule book finds incomplete (no postal code) is completed in the form.
  const savedAddress =
    picked && validateAddress(fromServerAddress(picked), country).valid ? picked : null;
  const [completing, setCompleting] = useState<number | null>(null);
  if (picked && !savedAddress && completing !== picked.id) {
    setCompleting(picked.id);
    setAddress(fromServerAddress(picked));
  }

  const saveDetails = (next: {
    address: AddressForm;
    pickupPoint: LockerSelection | undefined;
    savedAddressId?: number;
  }) =>
    send({
      type: 'draft',
      key: 'deliveryDetails',
      value: {
        address: next.address,
        ...(next.pickupPoint ? { pickupPoint: next.pickupPoint } : {}),
        ...(next.savedAddressId !== undefined && next.savedAddressId !== NEW_ADDRESS
          ? { savedAddressId: next.savedAddressId }
          : {}),
      },
    });

  const choose = (kind: DeliveryKind) => {
    if (options.kind !== 'ready') return;
    const option = options.data.options.find((o) => o.kind === kind);
    if (!option) return;
    const next = { kind, subType: option.subType };
    setMethod(next);
    send({ type: 'draft', key: 'deliveryMethod', value: next });
    // A point of another kind is not a point of this one.
    if (pickup && method?.kind !== kind) {
      setPickup(undefined);
      saveDetails({ address, pickupPoint: undefined });
    }
  };

  const kind = method?.kind;
  const problems = [
    !kind ? 'kind' : null,
    kind === 'courier' && !savedAddress && !validateAddress(address, country).valid
      ? 'address'
      : null,
    kind && kind !== 'courier' && !pickup ? 'pickup' : null,
  ].filter(Boolean);

  /** The step's last word: a saved address as chosen, or a new one (kept in the account if asked). */
  const finish = async () => {
    if (kind === 'courier' && savedAddress) {
      saveDetails({
        address: fromServerAddress(savedAddress),
        pickupPoint: pickup,
        savedAddressId: savedAddress.id,
      });
    } else if (kind === 'courier' && user && remember) {
      setSaving(true);
      const answer = await api.saveAddress(toServerAddress(address));
      setSaving(false);
      // Not kept in the account: the order still goes to this address; the failure is reported.
      if (answer.ok) saveDetails({ address, pickupPoint: pickup, savedAddressId: answer.data.id });
      else
        reportError(`saving an address failed: ${answer.error.message}`, {
          area: 'checkout',
          reason: 'save-address',
          status: String(answer.error.status),
        });
    }
    send({ type: 'step.submit', step: 'delivery' });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (problems.length === 0) {
          void finish();
          return;
        }
        const fields = validateAddress(address, country).fields;
        const wrong = (['county', 'locality', 'street', 'number', 'postalCode'] as const).find(
          (field) => !fields[field],
        );
        const target = !kind
          ? 'co-delivery-kind-first'
          : kind === 'courier'
            ? `co-address-${wrong ?? 'county'}`
            : 'co-pickup-search';
        document.getElementById(target)?.focus();
      }}
    >
      {options.kind === 'loading' && <p role="status">{t('delivery.loading')}</p>}
      {options.kind === 'failed' && (
        <RetryAlert message={t('delivery.optionsFailed')} onRetry={options.retry} />
      )}
      {options.kind === 'ready' && (
        <fieldset
          id="co-delivery-kinds"
          className="co-fieldset co-choices"
          aria-describedby={tried && !kind ? 'co-delivery-kind-error' : undefined}
        >
          <legend>{t('delivery.kind')}</legend>
          {options.data.options.length === 0 && <p>{t('delivery.none')}</p>}
          {options.data.options.length > 0 && <OrderWithin estimate={estimate} />}
          {options.data.options.map((option, index) => (
            <label key={option.kind} className="co-choice">
              <input
                {...(index === 0 ? { id: 'co-delivery-kind-first' } : {})}
                type="radio"
                name="co-delivery-kind"
                value={option.kind}
                checked={kind === option.kind}
                onChange={() => choose(option.kind)}
              />
              <span>
                <strong>{t(KIND_LABEL[option.kind])}</strong> · {option.provider}
                <br />
                <small>
                  {option.cost === 0
                    ? t('delivery.free')
                    : `${t('delivery.cost', { price: formatPrice(option.cost) })} · ${t(
                        'delivery.freeFrom',
                        {
                          price: formatPrice(options.data.freeShippingThreshold),
                        },
                      )}`}
                </small>
                <DaysLine days={estimateDays(estimate, option.kind, i18n)} />
              </span>
            </label>
          ))}
          {tried && !kind && (
            <p id="co-delivery-kind-error" className="co-field-error">
              {t('delivery.kindError')}
            </p>
          )}
        </fieldset>
      )}
      {kind === 'courier' && savedList.length > 0 && (
        <SavedAddresses
          addresses={savedList}
          selected={selected}
          onSelect={(id) => {
            setSelected(id);
            const picked = resolveSaved(savedList, id);
            if (picked) {
              saveDetails({
                address: fromServerAddress(picked),
                pickupPoint: pickup,
                savedAddressId: id,
              });
            } else {
              // Back to the new address: what the person typed is still there.
              saveDetails({ address, pickupPoint: pickup });
            }
          }}
        />
      )}
      {kind === 'courier' && user && !savedAddress && saved.kind !== 'loading' && (
        <label className="co-check">
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />{' '}
          {t('address.remember')}
        </label>
      )}
      {kind === 'courier' && !savedAddress && saved.kind !== 'loading' && (
        <AddressFields
          address={address}
          showAll={tried}
          left={left}
          onLeave={(field) => setLeft((previous) => new Set(previous).add(field))}
          onChange={(next) => {
            setAddress(next);
            saveDetails({ address: next, pickupPoint: pickup });
          }}
        />
      )}
      {(kind === 'locker' || kind === 'office') && (
        <PickupPointPicker
          kind={kind}
          chosen={pickup}
          error={tried && !pickup ? t('pickup.error') : null}
          onChoose={(point) => {
            const next = { lockerId: point.id, name: point.name, address: point.address };
            setPickup(next);
            saveDetails({ address, pickupPoint: next });
          }}
        />
      )}
      <StepActions
        editing={context.editing !== null}
        invalidCount={problems.length}
        tried={tried}
        busy={saving}
      />
    </form>
  );
}
