/**
 * The courier address form (spec sections 3 and 5), shared by checkout's delivery step, the
 * account's saved addresses and the sell flow's pickup address: county and town picked from the
 * courier service's lists by typing (PlaceCombobox: either script, with or without diacritics;
 * their ids are the form's ids, -1 until chosen), the postal code in the country's format (filled
 * from the town when the courier's data has it), street and number required, details optional,
 * each within ADDRESS_LIMITS. Its words in the site's language are in address-words.ts
 * (`addressWordsFor`), with the remote's own "retry", "(required)" and "(optional)".
 */
import { UNSET_OPTION_ID, type Country } from '@refurb/shared-contracts';
import { type County, type Locality } from '@refurb/shared-contracts/api/delivery';
import {
  ADDRESS_LIMITS,
  normalizePostalCode,
  validateAddress,
  type AddressForm,
} from '@refurb/shared-contracts/checkout';
import { type ApiResult } from '@refurb/shared-contracts/runtime';
import { PlaceCombobox, type PlaceOption } from './place-combobox';
import { TextField } from './text-field';
import { useApi, type ApiState } from './use-api';

export const ADDRESS_WORDS = [
  'county',
  'locality',
  'street',
  'number',
  'postalCode',
  'postalCodeHint',
  'details',
  'chooseCountyFirst',
  'typeToSearch',
  'matchCount',
  'noMatch',
  'typeMore',
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
  readonly country: Country;
}

export function withAddressValidity(address: AddressForm, country: Country): AddressForm {
  const { fields } = validateAddress(address, country);
  return {
    ...address,
    county: { ...address.county, isValid: fields.county },
    locality: { ...address.locality, isValid: fields.locality },
    street: { ...address.street, isValid: fields.street },
    number: { ...address.number, isValid: fields.number },
    postalCode: { ...address.postalCode, isValid: fields.postalCode },
    details: { ...address.details, isValid: fields.details },
  };
}

function PlaceField<T extends PlaceOption>(props: {
  id: string;
  label: string;
  state: ApiState<T[]>;
  value: number;
  name: string;
  error: string | null;
  placeholder: string;
  words: AddressWords;
  classPrefix: string;
  country: Country;
  disabled: boolean;
  onPick: (item: T | null) => void;
  onBlur: () => void;
}) {
  const { state, words } = props;
  const items = state.kind === 'ready' ? state.data : [];
  return (
    <>
      <PlaceCombobox<T>
        id={props.id}
        label={props.label}
        items={items}
        chosen={items.find((item) => item.id === props.value) ?? null}
        chosenName={props.value === UNSET_OPTION_ID ? '' : props.name}
        placeholder={state.kind === 'loading' ? words.loading : props.placeholder}
        disabled={props.disabled || state.kind !== 'ready'}
        busy={state.kind === 'loading'}
        error={props.error}
        need={words.required}
        classPrefix={props.classPrefix}
        country={props.country}
        words={words}
        onPick={props.onPick}
        onBlur={props.onBlur}
      />
      {state.kind === 'failed' && (
        <p role="alert" className={`${props.classPrefix}-field-error`}>
          {words.listFailed}{' '}
          <button type="button" className={`${props.classPrefix}-link`} onClick={state.retry}>
            {words.retry}
          </button>
        </p>
      )}
    </>
  );
}

type CountyOption = County & PlaceOption;
type LocalityOption = Locality & PlaceOption;

export function AddressFields(props: AddressFieldsProps) {
  const { address, onChange, showAll, left, onLeave, lists, words, idPrefix, classPrefix } = props;
  const { country } = props;
  const counties = useApi<CountyOption[]>(`counties:${lists.key}`, async () => {
    const answer = await lists.counties();
    return answer.ok
      ? { ok: true, data: answer.data.map((c) => ({ ...c, detail: c.region })) }
      : answer;
  });
  const countyId = address.county.id;
  const localities = useApi<LocalityOption[]>(
    countyId === UNSET_OPTION_ID ? null : `localities:${lists.key}:${countyId}`,
    () => lists.localities(countyId),
  );
  const { fields } = validateAddress(address, country);
  const shows = (field: keyof typeof fields) => !fields[field] && (showAll || left.has(field));
  const update = (patch: Partial<AddressForm>) =>
    onChange(withAddressValidity({ ...address, ...patch }, country));
  const text = (key: 'street' | 'number' | 'postalCode' | 'details') => ({
    id: `${idPrefix}-${key}`,
    value: address[key].value,
    onValue: (value: string) => update({ [key]: { value, isValid: false } }),
    onBlur: () => onLeave(key),
    classPrefix,
    maxLength: ADDRESS_LIMITS[key],
    need: key === 'details' ? words.optional : words.required,
  });
  const place = { words, classPrefix, country };
  return (
    <fieldset className={`${classPrefix}-fieldset`}>
      <PlaceField<CountyOption>
        {...place}
        id={`${idPrefix}-county`}
        label={words.county}
        state={counties}
        value={address.county.id}
        name={address.county.value}
        placeholder={words.typeToSearch}
        disabled={false}
        error={shows('county') ? words.countyError : null}
        onBlur={() => onLeave('county')}
        onPick={(county) => {
          if ((county?.id ?? UNSET_OPTION_ID) === address.county.id) return;
          update({
            county: {
              value: county?.name ?? '',
              id: county?.id ?? UNSET_OPTION_ID,
              isValid: false,
            },
            locality: { value: '', id: UNSET_OPTION_ID, isValid: false },
          });
        }}
      />
      <PlaceField<LocalityOption>
        {...place}
        id={`${idPrefix}-locality`}
        label={words.locality}
        state={countyId === UNSET_OPTION_ID ? { kind: 'ready', data: [] } : localities}
        value={address.locality.id}
        name={address.locality.value}
        placeholder={countyId === UNSET_OPTION_ID ? words.chooseCountyFirst : words.typeToSearch}
        disabled={countyId === UNSET_OPTION_ID}
        error={shows('locality') ? words.localityError : null}
        onBlur={() => onLeave('locality')}
        onPick={(locality) =>
          update({
            locality: {
              value: locality?.name ?? '',
              id: locality?.id ?? UNSET_OPTION_ID,
              isValid: false,
            },
            ...(locality?.postalCode
              ? { postalCode: { value: locality.postalCode, isValid: false } }
              : {}),
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
        hint={words.postalCodeHint}
        autoComplete="postal-code"
        inputMode="numeric"
        onBlur={() => {
          const normal = normalizePostalCode(country, address.postalCode.value);
          if (normal !== address.postalCode.value)
            update({ postalCode: { value: normal, isValid: false } });
          onLeave('postalCode');
        }}
        error={shows('postalCode') ? words.postalCodeError : null}
      />
    </fieldset>
  );
}
