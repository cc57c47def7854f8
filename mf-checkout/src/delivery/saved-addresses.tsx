/**
 * A logged-in person's saved addresses (spec sections 3 and 6): one of them, or a new one. The
 * selection is a saved address id, and `-1` (the first saved one) until the person picks, as the
 * spec's selected delivery address says. A visitor never sees this.
 */
import { FIRST_SAVED_ADDRESS_ID } from '@refurb/shared-contracts';
import { addressLine, type DeliveryAddressServer } from '@refurb/shared-contracts/checkout';
import { useCheckoutI18n } from '../i18n/i18n';

export const NEW_ADDRESS = 0;

/** The saved address a selection means (-1: the first), or null for a new address. */
export function resolveSaved(
  addresses: readonly DeliveryAddressServer[],
  selected: number | undefined,
): DeliveryAddressServer | null {
  if (selected === undefined || selected === NEW_ADDRESS) return null;
  if (selected === FIRST_SAVED_ADDRESS_ID) return addresses[0] ?? null;
  return addresses.find((a) => a.id === selected) ?? null;
}

export function SavedAddresses({
  addresses,
  selected,
  onSelect,
}: {
  addresses: readonly DeliveryAddressServer[];
  selected: number;
  onSelect: (id: number) => void;
}) {
  const { t } = useCheckoutI18n();
  const chosen = resolveSaved(addresses, selected);
  return (
    <fieldset className="co-fieldset co-choices">
      <legend>{t('address.saved')}</legend>
      {addresses.map((address) => (
        <label key={address.id} className="co-choice">
          <input
            type="radio"
            name="co-saved-address"
            value={address.id}
            checked={chosen?.id === address.id}
            onChange={() => onSelect(address.id)}
          />
          <span>{addressLine(address)}</span>
        </label>
      ))}
      <label className="co-choice">
        <input
          type="radio"
          name="co-saved-address"
          value={NEW_ADDRESS}
          checked={chosen === null}
          onChange={() => onSelect(NEW_ADDRESS)}
        />
        <span>{t('address.new')}</span>
      </label>
    </fieldset>
  );
}
