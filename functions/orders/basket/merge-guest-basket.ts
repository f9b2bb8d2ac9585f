import { withCookies } from '../../lib/http/cookies';
import type { Route } from '../../lib/http/http-handler';
import { replyOf } from '../../lib/http/reply-of';
import { deps } from '../../use-cases/basket/deps';
import { mergeGuestBasket } from '../../use-cases/basket/merge-guest-basket';
import { readBasket } from '../../use-cases/basket/read-basket';
import { customerCaller } from './basket-callers';
import { clearedGuestBasketCookie, guestBasketIdOf } from './guest-basket-cookie';

/**
 * POST /api/orders/me/basket/merge (at sign-in): the cookie's guest basket joins the account's, the
 * guest's is deleted and the cookie cleared; answers the account's basket with the merge's messages.
 */
export const postBasketMerge: Route = async (request) => {
  const { buyer } = customerCaller(request);
  const guestId = guestBasketIdOf(request.event);
  const result =
    guestId === undefined
      ? await readBasket(deps(), buyer)
      : await mergeGuestBasket(deps(), buyer, { kind: 'guest', id: guestId });
  return withCookies(replyOf(result, 200), [clearedGuestBasketCookie]);
};
