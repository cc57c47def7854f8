/**
 * The courier address (spec sections 3 and 5): county and locality picked from the courier
 * service's lists (their ids are the form's ids; -1 until chosen), the postal code filled from
 * the locality and editable, street and number required, details optional.
 */
import {
  UNSET_OPTION_ID,
  validateAddress,
  type AddressForm,
  type County,
  type Locality,
} from '@refurb/shared-contracts';
import { useCheckoutServices } from '../app/checkout-context';
import { useApi, type ApiState } from '@refurb/web-kit';
import { describedBy, FieldFrame, TextField } from '../forms/text-field';
import { useCheckoutI18n } from '../i18n/i18n';
import { RetryAlert } from '../forms/retry-alert';

export interface AddressFieldsProps {
  readonly address: AddressForm;
  readonly onChange: (address: AddressForm) => void;
  /** Whether to show errors of fields not left yet (after a submit attempt). */
  readonly showAll: boolean;
  readonly left: ReadonlySet<string>;
  readonly onLeave: (field: string) => void;
}

function withValidity(address: AddressForm): AddressForm {
  const { fields } = validateAddress(address);
  return {
    ...address,
    county: { ...address.county, isValid: fields.county },
    locality: { ...address.locality, isValid: fields.locality },
    street: { ...address.street, isValid: fields.street },
    number: { ...address.number, isValid: fields.number },
    postalCode: { ...address.postalCode, isValid: fields.postalCode },
    details: { ...address.details, isValid: true },
  };
}

function OptionSelect<T extends { id: number; name: string }>({
  id,
  label,
  state,
  value,
  error,
  placeholder,
  onPick,
  onBlur,
}: {
  id: string;
  label: string;
  state: ApiState<T[]>;
  value: number;
  error: string | null;
  placeholder: string;
  onPick: (item: T | null) => void;
  onBlur: () => void;
}) {
  const { t } = useCheckoutI18n();
  const items = state.kind === 'ready' ? state.data : [];
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        name={id}
        required
        value={value === UNSET_OPTION_ID ? '' : String(value)}
        disabled={state.kind !== 'ready'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error })}
        aria-busy={state.kind === 'loading' || undefined}
        onBlur={onBlur}
        onChange={(event) =>
          onPick(items.find((item) => String(item.id) === event.target.value) ?? null)
        }
      >
        <option value="">{state.kind === 'loading' ? t('address.loading') : placeholder}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
      {state.kind === 'failed' && (
        <RetryAlert message={t('address.listFailed')} onRetry={state.retry} />
      )}
    </FieldFrame>
  );
}

export function AddressFields({ address, onChange, showAll, left, onLeave }: AddressFieldsProps) {
  const { t } = useCheckoutI18n();
  const { api, country } = useCheckoutServices();
  // Counties read in the site's language where the courier service has a native name.
  const counties = useApi<County[]>(`counties:${country}`, async () => {
    const answer = await api.counties(country);
    return answer.ok
      ? { ok: true, data: answer.data.map((c) => ({ ...c, name: c.nativeName ?? c.name })) }
      : answer;
  });
  const countyId = address.county.id;
  const localities = useApi<Locality[]>(
    countyId === UNSET_OPTION_ID ? null : `localities:${country}:${countyId}`,
    () => api.localities(country, countyId),
  );
  const { fields } = validateAddress(address);
  const shows = (field: keyof typeof fields) => !fields[field] && (showAll || left.has(field));
  const update = (patch: Partial<AddressForm>) => onChange(withValidity({ ...address, ...patch }));
  const text = (key: 'street' | 'number' | 'postalCode' | 'details') => ({
    id: `co-address-${key}`,
    value: address[key].value,
    onValue: (value: string) => update({ [key]: { value, isValid: false } }),
    onBlur: () => onLeave(key),
  });
  return (
    <fieldset className="co-fieldset">
      <OptionSelect<County>
        id="co-address-county"
        label={t('address.county')}
        state={counties}
        value={address.county.id}
        placeholder={t('address.choose')}
        error={shows('county') ? t('address.countyError') : null}
        onBlur={() => onLeave('county')}
        onPick={(county) =>
          update({
            county: {
              value: county?.name ?? '',
              id: county?.id ?? UNSET_OPTION_ID,
              isValid: false,
            },
            locality: { value: '', id: UNSET_OPTION_ID, isValid: false },
            postalCode: { value: '', isValid: false },
          })
        }
      />
      <OptionSelect<Locality>
        id="co-address-locality"
        label={t('address.locality')}
        state={countyId === UNSET_OPTION_ID ? { kind: 'ready', data: [] } : localities}
        value={address.locality.id}
        placeholder={t(
          countyId === UNSET_OPTION_ID ? 'address.chooseCountyFirst' : 'address.choose',
        )}
        error={shows('locality') ? t('address.localityError') : null}
        onBlur={() => onLeave('locality')}
        onPick={(locality) =>
          update({
            locality: {
              value: locality?.name ?? '',
              id: locality?.id ?? UNSET_OPTION_ID,
              isValid: false,
            },
            postalCode: { value: locality?.postalCode ?? '', isValid: false },
          })
        }
      />
      <TextField
        {...text('street')}
        label={t('address.street')}
        autoComplete="address-line1"
        error={shows('street') ? t('address.streetError') : null}
      />
      <TextField
        {...text('number')}
        label={t('address.number')}
        error={shows('number') ? t('address.numberError') : null}
      />
      <TextField
        {...text('details')}
        label={t('address.details')}
        optional
        autoComplete="address-line2"
      />
      <TextField
        {...text('postalCode')}
        label={t('address.postalCode')}
        autoComplete="postal-code"
        inputMode="numeric"
        error={shows('postalCode') ? t('address.postalCodeError') : null}
      />
    </fieldset>
  );
}
