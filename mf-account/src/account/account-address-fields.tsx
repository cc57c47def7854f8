/** The remotes' shared address form with the account's words, styles and courier lists. */
import type { AddressForm } from '@refurb/shared-contracts/checkout';
import { AddressFields, addressWordsFor } from '@refurb/web-kit';
import { useAccountServices } from '../app/account-context';
import { useAccountI18n } from '../i18n/i18n';

export function AccountAddressFields(props: {
  readonly address: AddressForm;
  readonly onChange: (address: AddressForm) => void;
  readonly showAll: boolean;
  readonly left: ReadonlySet<string>;
  readonly onLeave: (field: string) => void;
  readonly idPrefix: string;
}) {
  const { t } = useAccountI18n();
  const { api, country } = useAccountServices();
  const words = addressWordsFor(country, {
    retry: t('error.retry'),
    required: t('form.required'),
    optional: t('form.optional'),
  });
  return (
    <AddressFields
      {...props}
      country={country}
      words={words}
      classPrefix="ac"
      lists={{
        key: country,
        counties: () => api.counties(),
        localities: (countyId) => api.localities(countyId),
      }}
    />
  );
}

/** A saved address on one line: "Str. Memorandumului 28, Cluj-Napoca, Cluj". */
export function addressLine(address: {
  strada: string;
  nr: string;
  details: string | null;
  oras: string;
  judet: string;
}): string {
  return [`${address.strada} ${address.nr}`, address.details, address.oras, address.judet]
    .filter(Boolean)
    .join(', ');
}
