import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SavedAddress } from '#shared/orders/saved-address';
import { useSavedAddresses } from './api/saved-addresses-api';

const line = ({ address }: SavedAddress) =>
  `${address.firstName} ${address.surname}, ${address.street} ${address.buildingNumber}${
    address.flatNumber ? `/${address.flatNumber}` : ''
  }, ${address.zipCode} ${address.city}`;

/** The address form's data for a saved address: every field as its input holds it. */
const formDataOf = ({ address }: SavedAddress): Record<string, string> =>
  Object.fromEntries(Object.entries(address).map(([name, value]) => [name, value ?? '']));

/**
 * A signed-in customer's saved delivery addresses (the clients group's): choosing one fills the
 * contact and delivery form, which stays editable.
 */
export const SavedAddressPicker = ({
  signedIn,
  selectedId,
  onChoose,
}: {
  signedIn: boolean;
  selectedId: string | null;
  onChoose: (id: string, data: Record<string, string>) => void;
}) => {
  const id = useId();
  const addresses = useSavedAddresses(signedIn).data?.addresses ?? [];
  if (addresses.length === 0) return null;
  return (
    <div className="form-field">
      <label htmlFor={id}>
        <FormattedMessage id="checkout.address.saved" />
      </label>
      <select
        id={id}
        value={selectedId ?? ''}
        onChange={(event) => {
          const chosen = addresses.find((saved) => saved.id === event.target.value);
          if (chosen) onChoose(chosen.id, formDataOf(chosen));
        }}
      >
        <option value="">—</option>
        {addresses.map((saved) => (
          <option key={saved.id} value={saved.id}>
            {line(saved)}
          </option>
        ))}
      </select>
    </div>
  );
};
