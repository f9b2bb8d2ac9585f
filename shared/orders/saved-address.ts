import * as z from 'zod/mini';
import { fieldMessages } from '../validation';
import { type DeliveryAddress, deliveryAddressSchema } from './delivery-address';

// A signed-in customer's saved delivery addresses (spec sections 3 and 5: the checkout offers them and
// the order client state keeps the selected address id). The body of an add or an edit is the
// delivery address itself (`deliveryAddressSchema`, strict); the server gives the id.

/** At most this many addresses per customer; one more is `address_limit_reached`. */
export const maxSavedAddresses = 20;

/** An address id: a ULID. */
export const addressIdSchema = /* @__PURE__ */ z.lazy(() =>
  z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, fieldMessages.invalidValue)),
);

/** One saved address as the API answers it (and as the repository reads it back). */
export const savedAddressSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({ id: addressIdSchema, address: deliveryAddressSchema }),
);
export interface SavedAddress {
  id: string;
  address: DeliveryAddress;
}

/** `GET /api/clients/me/addresses` and `DELETE …/{id}`: the customer's addresses, oldest first. */
export interface SavedAddresses {
  addresses: SavedAddress[];
}
