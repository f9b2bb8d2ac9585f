import type { BasketView } from '#shared/basket/basket-view';
import { ok, type Result } from '../result';
import type { BasketBuyer } from './basket-buyer';
import type { BasketPorts } from './deps';
import { type LoadedBasket, updateBasket } from './update-basket';

/** A read changes nothing itself: the basket rules alone may (see `updateBasket`). */
const unchanged = ({ stored }: LoadedBasket) => ({ state: stored, messages: [] });

/**
 * Input: the buyer. Output: the priced basket (an empty one when there is none).
 * Course: the basket rules run on every read, so a product that went inactive, lost its stock or that
 * the buyer may not buy is removed (and written so) with its message; a code that stopped applying is
 * dropped with its message.
 */
export const readBasket = (ports: BasketPorts, buyer: BasketBuyer): Promise<Result<BasketView>> =>
  updateBasket(ports, buyer, () => ({ step: unchanged }));

/** The priced basket with what its placement's transaction is conditional on, from the same read. */
export interface BasketToPlace {
  basket: BasketView;
  /** The basket item's revision after the read (none: no item), which its deletion requires. */
  revision: number | undefined;
  /** The counted units of a product as read (undefined: its stock is not counted). */
  stockOf: (productId: string) => number | undefined;
}

/**
 * Input: the buyer. Output: the basket as `readBasket` prices it, with the revision and the stock of
 * that one read, so placement reads neither again. A read whose rules rewrote the basket leaves it
 * at the next revision (`basketItems.put`'s).
 */
export const readBasketToPlace = async (
  ports: BasketPorts,
  buyer: BasketBuyer,
): Promise<Result<BasketToPlace>> => {
  const seen: { read?: LoadedBasket; rewritten?: boolean } = {};
  const priced = await updateBasket(
    {
      ...ports,
      commit: async (items, events) => {
        const committed = await ports.commit(items, events);
        seen.rewritten = committed.ok;
        return committed;
      },
    },
    buyer,
    () => ({
      step: (loaded) => {
        seen.read = loaded;
        return unchanged(loaded);
      },
    }),
  );
  if (!priced.ok) return priced;
  const { read, rewritten } = seen;
  if (!read) throw new Error('the basket was priced without being read');
  const { revision } = read.stored;
  return ok({
    basket: priced.value,
    revision: rewritten ? (revision ?? 0) + 1 : revision,
    stockOf: read.context.stockOf,
  });
};
