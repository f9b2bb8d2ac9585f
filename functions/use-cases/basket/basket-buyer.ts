import type * as z from 'zod/mini';
import type { VatId } from '#shared/basket/vat-id';
import type { shopperQuerySchema } from '#shared/catalogue/listing';
import { type AccountTypeId, isBusinessGroup } from '#shared/identity/account-types';
import type { Role } from '#shared/identity/roles';
import type { BasketOwner } from '../../lib/table/baskets';

/** Who the basket's prices are for: the language, currency and country of the request's query. */
export type BasketShopper = z.infer<typeof shopperQuerySchema>;

/**
 * The caller of a basket use case: the basket's owner (a guest's cookie id or the verified token's
 * sub), the role the rules apply (guest, customer, business), the account type that decides net or
 * gross pricing and the business VAT (none for a guest), the shopper's terms, and the VAT id the
 * checkout sent (the basket query's `vatId`, or the placement's company invoice data) and the country its
 * goods go to (the query's `deliveryCountry`, or the placement's address and shipping method).
 */
export interface BasketBuyer {
  owner: BasketOwner;
  role: Role;
  accountTypeId: AccountTypeId | null;
  shopper: BasketShopper;
  vatId?: VatId;
  /** Where the goods go (shared/basket/shipping.ts `deliveryCountryOf`): the buyer's country until the checkout knows. */
  deliveryCountry?: string;
}

/** A business or partner account: priced net, and a business for VAT. */
export const isBusinessBuyer = ({ accountTypeId }: BasketBuyer): boolean =>
  accountTypeId !== null && isBusinessGroup(accountTypeId);
