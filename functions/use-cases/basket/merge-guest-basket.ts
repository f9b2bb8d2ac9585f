import type { BasketView } from '#shared/basket/basket-view';
import { mergeBaskets } from '#shared/basket/merge-baskets';
import type { BasketOwner } from '../../lib/table/baskets';
import type { Result } from '../result';
import type { BasketBuyer } from './basket-buyer';
import type { BasketPorts } from './deps';
import { changedMeanwhile, updateBasket } from './update-basket';

/**
 * Input: the signed-in buyer and the guest basket's owner (the cookie's id).
 * Output: the account's priced basket with the merge's messages.
 * Course: shared/basket's `mergeBaskets` joins the guest's lines into the account's (quantities added
 * within the stock and line limits, every rule re-applied for the signed-in role; the guest's code,
 * entered last, wins); a consent given in either basket stays given; the account's basket is written
 * and the guest's deleted in one transaction, both conditional on the revisions read.
 */
export const mergeGuestBasket = (
  ports: BasketPorts,
  buyer: BasketBuyer,
  guestOwner: BasketOwner,
): Promise<Result<BasketView>> =>
  updateBasket(ports, buyer, async () => {
    const guest = await ports.readBasket(guestOwner, ports.clock());
    return {
      productIds: guest.basket.lines.map((line) => line.productId),
      ...(guest.basket.discountCode === undefined ? {} : { discountCode: guest.basket.discountCode }),
      step: ({ stored, context }) => {
        const { basket, messages } = mergeBaskets(guest.basket, stored.basket, context);
        const newsletter = stored.consents.newsletter || guest.consents.newsletter;
        return {
          state: { ...stored, basket, consents: { ...stored.consents, newsletter } },
          messages,
          alsoCommit:
            guest.revision === undefined
              ? []
              : [
                  {
                    item: ports.basketItems.delete(guestOwner, guest.revision),
                    whenConditionFails: changedMeanwhile,
                  },
                ],
        };
      },
    };
  });
