/**
 * The courier address of the delivery step: the remotes' shared address form with checkout's
 * words, styles and the courier lists of checkout's API.
 */
import { AddressFields as KitAddressFields, type AddressWords } from '@refurb/web-kit';
import type { AddressForm } from '@refurb/shared-contracts';
import { useCheckoutServices } from '../app/checkout-context';
import { useCheckoutI18n } from '../i18n/i18n';

export interface AddressFieldsProps {
  readonly address: AddressForm;
  readonly onChange: (address: AddressForm) => void;
  readonly showAll: boolean;
  readonly left: ReadonlySet<string>;
  readonly onLeave: (field: string) => void;
}

export function AddressFields(props: AddressFieldsProps) {
  const { t } = useCheckoutI18n();
  const { api, country } = useCheckoutServices();
  const words: AddressWords = {
    county: t('address.county'),
    locality: t('address.locality'),
    street: t('address.street'),
    number: t('address.number'),
    postalCode: t('address.postalCode'),
    details: t('address.details'),
    choose: t('address.choose'),
    chooseCountyFirst: t('address.chooseCountyFirst'),
    loading: t('address.loading'),
    listFailed: t('address.listFailed'),
    retry: t('error.retry'),
    countyError: t('address.countyError'),
    localityError: t('address.localityError'),
    streetError: t('address.streetError'),
    numberError: t('address.numberError'),
    postalCodeError: t('address.postalCodeError'),
    required: t('checkout.required'),
    optional: t('checkout.optional'),
  };
  return (
    <KitAddressFields
      {...props}
      words={words}
      idPrefix="co-address"
      classPrefix="co"
      lists={{
        key: country,
        counties: () => api.counties(country),
        localities: (countyId) => api.localities(country, countyId),
      }}
    />
  );
}
