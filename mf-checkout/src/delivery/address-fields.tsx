/**
 * The courier address of the delivery step: the remotes' shared address form with checkout's
 * words, styles and the courier lists of checkout's API.
 */
import { AddressFields as KitAddressFields, addressWordsFor } from '@refurb/web-kit';
import type { AddressForm } from '@refurb/shared-contracts/checkout';
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
  const words = addressWordsFor(country, {
    retry: t('error.retry'),
    required: t('checkout.required'),
    optional: t('checkout.optional'),
  });
  return (
    <KitAddressFields
      {...props}
      country={country}
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
