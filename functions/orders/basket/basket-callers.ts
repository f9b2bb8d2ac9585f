import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { basketQuerySchema } from '#shared/basket/vat-id';
import { accountTypeOfGroups } from '#shared/identity/account-types';
import { roleOf } from '#shared/identity/roles';
import { AppError } from '../../lib/errors';
import type { Request } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-query';
import type { BasketBuyer } from '../../use-cases/basket/basket-buyer';
import { guestBasketCookie, guestBasketIdOf, newGuestBasketId } from './guest-basket-cookie';

/** Who calls a basket route, and the cookies a write answers with. */
export interface BasketCaller {
  buyer: BasketBuyer;
  cookies: string[];
}

export type CallerOf = (request: Request) => BasketCaller;

/** The query's shopper terms and the checkout's VAT id and delivery country, when it sent them. */
const termsOf = (
  event: APIGatewayProxyEventV2,
): Pick<BasketBuyer, 'shopper' | 'vatId' | 'deliveryCountry'> => {
  const { vatId, deliveryCountry, ...shopper } = parseQuery(event, basketQuerySchema);
  return { shopper, ...(vatId ? { vatId } : {}), ...(deliveryCountry ? { deliveryCountry } : {}) };
};

/**
 * A guest: the basket of the cookie's id, or of a new id the write's cookie hands out (a read of a new
 * id finds an empty basket). Prices for a consumer in the `country` parameter (PL by default), or
 * for the business of the `vatId` parameter.
 */
export const guestCaller: CallerOf = ({ event }) => {
  const id = guestBasketIdOf(event) ?? newGuestBasketId();
  return {
    buyer: {
      owner: { kind: 'guest', id },
      role: 'guest',
      accountTypeId: null,
      ...termsOf(event),
    },
    cookies: [guestBasketCookie(id)],
  };
};

/** A signed-in customer: the basket of the verified token's sub; the account type from its groups claim. */
export const customerCaller: CallerOf = ({ event, identity }) => {
  // The JWT authorizer guards these routes; without its identity the caller is nobody.
  if (!identity) throw new AppError('unauthenticated');
  return {
    buyer: {
      owner: { kind: 'customer', sub: identity.sub },
      role: roleOf(identity.groups),
      accountTypeId: accountTypeOfGroups(identity.groups),
      ...termsOf(event),
    },
    cookies: [],
  };
};
