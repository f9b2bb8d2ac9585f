import { ulid } from 'ulid';
import { addressesOf, addressItems } from '../../lib/table/addresses';
import { type TablePorts, tablePorts } from '../table-ports';

/** The ports of the saved-address use cases: the client's addresses, their change items and new ids. */
export interface AddressPorts extends TablePorts {
  addressesOf: typeof addressesOf;
  addressItems: typeof addressItems;
  newAddressId: (now: Date) => string;
}

export const addressDeps = (): AddressPorts => ({
  ...tablePorts(),
  addressesOf,
  addressItems,
  newAddressId: (now) => ulid(now.getTime()),
});
