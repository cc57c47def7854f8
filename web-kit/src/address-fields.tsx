/**
 * The courier address form (spec sections 3 and 5), shared by checkout's delivery step, the
 * account's saved addresses and the sell flow's pickup address: county and locality picked from the courier service's lists (their
 * ids are the form's ids; -1 until chosen; counties read in the site's language where the service
 * has a native name), the postal code filled from the locality and editable, street and number
 * required, details optional. Its words in the site's language are in address-words.ts
 * (`addressWordsFor`), with the remote's own "retry", "(required)" and "(optional)".
 */
import {
  UNSET_OPTION_ID,
  validateAddress,
  type AddressForm,
  type ApiResult,
  type County,
  type Locality,
} from '@refurb/shared-contracts';
import { describedBy, FieldFrame, TextField } from './text-field';
import { useApi, type ApiState } from './use-api';

export const ADDRESS_WORDS = [
  'county',
  'locality',
  'street',
  'number',
  'postalCode',
  'details',
  'choose',
  'chooseCountyFirst',
  'loading',
  'listFailed',
  'retry',
  'countyError',
  'localityError',
  'streetError',
  'numberError',
  'postalCodeError',
  'required',
  'optional',
] as const;
export type AddressWords = Readonly<Record<(typeof ADDRESS_WORDS)[number], string>>;

/** The words of the form itself, in `ADDRESS_CATALOGUES` (the rest are the remote's own). */
export type AddressWordKey = Exclude<
  (typeof ADDRESS_WORDS)[number],
  'retry' | 'required' | 'optional'
>;

export interface AddressLists {
  /** Names the lists' source (the site): a new key loads them again. */
  readonly key: string;
  counties(): Promise<ApiResult<County[]>>;
  localities(countyId: number): Promise<ApiResult<Locality[]>>;
}

export interface AddressFieldsProps {
  readonly address: AddressForm;
  readonly onChange: (address: AddressForm) => void;
  /** Whether to show errors of fields not left yet (after a submit attempt). */
  readonly showAll: boolean;
  readonly left: ReadonlySet<string>;
  readonly onLeave: (field: string) => void;
  readonly lists: AddressLists;
  readonly words: AddressWords;
  readonly idPrefix: string;
  readonly classPrefix: string;
}

export function withAddressValidity(address: AddressForm): AddressForm {
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

function OptionSelect<T extends { id: number; name: string }>(props: {
  id: string;
  label: string;
  state: ApiState<T[]>;
  value: number;
  error: string | null;
  placeholder: string;
  words: AddressWords;
  classPrefix: string;
  onPick: (item: T | null) => void;
  onBlur: () => void;
}) {
  const { id, label, state, value, error, placeholder, words, classPrefix } = props;
  const items = state.kind === 'ready' ? state.data : [];
  return (
    <FieldFrame id={id} label={label} error={error} need={words.required} classPrefix={classPrefix}>
      <select
        id={id}
        name={id}
        required
        value={value === UNSET_OPTION_ID ? '' : String(value)}
        disabled={state.kind !== 'ready'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error })}
        aria-busy={state.kind === 'loading' || undefined}
        onBlur={props.onBlur}
        onChange={(event) =>
          props.onPick(items.find((item) => String(item.id) === event.target.value) ?? null)
        }
      >
        <option value="">{state.kind === 'loading' ? words.loading : placeholder}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
      {state.kind === 'failed' && (
        <p role="alert" className={`${classPrefix}-field-error`}>
          {words.listFailed}{' '}
          <button type="button" className={`${classPrefix}-link`} onClick={state.retry}>
            {words.retry}
          </button>
        </p>
      )}
    </FieldFrame>
  );
}

export function AddressFields(props: AddressFieldsProps) {
  const { address, onChange, showAll, left, onLeave, lists, words, idPrefix, classPrefix } = props;
  const counties = useApi<County[]>(`counties:${lists.key}`, async () => {
    const answer = await lists.counties();
    return answer.ok
      ? { ok: true, data: answer.data.map((c) => ({ ...c, name: c.nativeName ?? c.name })) }
      : answer;
  });
  const countyId = address.county.id;
  const localities = useApi<Locality[]>(
    countyId === UNSET_OPTION_ID ? null : `localities:${lists.key}:${countyId}`,
    () => lists.localities(countyId),
  );
  const { fields } = validateAddress(address);
  const shows = (field: keyof typeof fields) => !fields[field] && (showAll || left.has(field));
  const update = (patch: Partial<AddressForm>) =>
    onChange(withAddressValidity({ ...address, ...patch }));
  const text = (key: 'street' | 'number' | 'postalCode' | 'details') => ({
    id: `${idPrefix}-${key}`,
    value: address[key].value,
    onValue: (value: string) => update({ [key]: { value, isValid: false } }),
    onBlur: () => onLeave(key),
    classPrefix,
    need: key === 'details' ? words.optional : words.required,
  });
  return (
    <fieldset className={`${classPrefix}-fieldset`}>
      <OptionSelect<County>
        id={`${idPrefix}-county`}
        label={words.county}
        state={counties}
        value={address.county.id}
        placeholder={words.choose}
        words={words}
        classPrefix={classPrefix}
        error={shows('county') ? words.countyError : null}
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
        id={`${idPrefix}-locality`}
        label={words.locality}
        state={countyId === UNSET_OPTION_ID ? { kind: 'ready', data: [] } : localities}
        value={address.locality.id}
        placeholder={countyId === UNSET_OPTION_ID ? words.chooseCountyFirst : words.choose}
        words={words}
        classPrefix={classPrefix}
        error={shows('locality') ? words.localityError : null}
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
        label={words.street}
        autoComplete="address-line1"
        error={shows('street') ? words.streetError : null}
      />
      <TextField
        {...text('number')}
        label={words.number}
        error={shows('number') ? words.numberError : null}
      />
      <TextField {...text('details')} label={words.details} optional autoComplete="address-line2" />
      <TextField
        {...text('postalCode')}
        label={words.postalCode}
        autoComplete="postal-code"
        inputMode="numeric"
        error={shows('postalCode') ? words.postalCodeError : null}
      />
    </fieldset>
  );
}
