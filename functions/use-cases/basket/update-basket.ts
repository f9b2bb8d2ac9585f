import { isDeepStrictEqual } from 'node:util';
import type { BasketContext, BasketMessage } from '#shared/basket/basket';
import { applyBasketRules } from '#shared/basket/basket-rules';
import type { BasketMessageView, BasketView } from '#shared/basket/basket-view';
import { type DiscountCode, discountRefusal } from '#shared/basket/discount-codes';
import type { BasketState, StoredBasket } from '../../lib/table/baskets';
import type { ProductsWithStock } from '../../lib/table/stock';
import type { GuardedItem } from '../../lib/table/transaction';
import { type Failure, ok, type Result } from '../result';
import type { BasketBuyer } from './basket-buyer';
import { basketView } from './basket-view';
import { type BuyerVatTerms, buyerVatTerms } from './buyer-vat-terms';
import type { BasketPorts } from './deps';

// The one course of every basket use case: read the basket, the catalogue's products and stock of its
// lines and the discount codes involved; let the use case's step decide the new state; apply every
// basket rule and re-check the code (shared/basket); write the state when it changed, conditional on
// the revision read; answer the priced basket. A write that finds the basket changed meanwhile starts
// over from a fresh read.

/** What a step sees: the basket read, the rules' context and the discount codes read. */
export interface LoadedBasket {
  stored: StoredBasket;
  context: BasketContext;
  discountOf: (code: string | undefined) => DiscountCode | undefined;
  now: Date;
}

/** The step's decision: the new state, its messages, items to commit with it, and a failure to answer after. */
export interface Stepped {
  state: BasketState;
  messages: BasketMessage[];
  alsoCommit?: GuardedItem<typeof changedMeanwhile>[];
  answer?: Failure;
}

export interface BasketChange {
  /** Products the step needs besides the basket's lines (the one being added). */
  productIds?: readonly string[];
  /** A code the step needs besides the basket's own (the one being applied). */
  discountCode?: string;
  /** The new state, or a refusal that leaves the basket as it was. */
  step: (loaded: LoadedBasket) => Stepped | Failure;
}

/** A guarded item's outcome when the basket changed since it was read: the course starts over. */
export const changedMeanwhile = 'changed_meanwhile';
const maxAttempts = 5;

const flatten = (messages: readonly BasketMessage[]): BasketMessageView[] =>
  messages.flatMap(({ code, productIds }) =>
    productIds.length ? productIds.map((productId) => ({ code, productId })) : [{ code }],
  );

/** Every basket rule, and the code dropped with its message when it no longer applies. */
const normalized = (state: BasketState, loaded: LoadedBasket, buyer: BasketBuyer) => {
  const { basket, messages } = applyBasketRules(state.basket, loaded.context);
  const { discountCode, lines } = basket;
  const discount = loaded.discountOf(discountCode);
  const refusal =
    discountCode === undefined
      ? null
      : discountRefusal(discount, {
          currency: buyer.shopper.currency,
          productIds: lines.map((line) => line.productId),
          now: loaded.now.toISOString(),
        });
  if (refusal === null) return { state: { ...state, basket }, messages: flatten(messages), discount };
  return {
    state: { ...state, basket: { lines } },
    messages: [...flatten(messages), { code: refusal }],
    discount: undefined,
  };
};

const load = async (
  ports: BasketPorts,
  buyer: BasketBuyer,
  change: BasketChange,
  vatTerms: Promise<BuyerVatTerms>,
): Promise<LoadedBasket & { catalogue: ProductsWithStock; vat: BuyerVatTerms }> => {
  const { readBasket, productsWithStock, getDiscountCode, clock } = ports;
  const now = clock();
  const [stored, vat] = await Promise.all([readBasket(buyer.owner, now), vatTerms]);
  const codes = [...new Set([change.discountCode, stored.basket.discountCode])].filter(
    (code): code is string => code !== undefined,
  );
  const [catalogue, discounts] = await Promise.all([
    productsWithStock([...stored.basket.lines.map((line) => line.productId), ...(change.productIds ?? [])]),
    Promise.all(codes.map(getDiscountCode)),
  ]);
  return {
    stored,
    catalogue,
    vat,
    now,
    context: {
      role: buyer.role,
      productOf: (id) => catalogue.products.get(id),
      stockOf: (id) => catalogue.units.get(id),
    },
    discountOf: (code) => (code === undefined ? undefined : discounts[codes.indexOf(code)]),
  };
};

const stateOf = ({ basket, consents, discountGuesses }: BasketState): BasketState => ({
  basket,
  consents,
  discountGuesses,
});

const attempt = async (
  ports: BasketPorts,
  buyer: BasketBuyer,
  change: BasketChange,
  vatTerms: Promise<BuyerVatTerms>,
): Promise<Result<BasketView> | typeof changedMeanwhile> => {
  const loaded = await load(ports, buyer, change, vatTerms);
  const stepped = change.step(loaded);
  if ('ok' in stepped) return stepped;
  const next = normalized(stepped.state, loaded, buyer);
  const { stored, now } = loaded;
  const items = [
    ...(isDeepStrictEqual(stateOf(next.state), stateOf(stored))
      ? []
      : [
          {
            item: ports.basketItems.put(buyer.owner, next.state, stored.revision, now),
            whenConditionFails: changedMeanwhile,
          },
        ]),
    ...(stepped.alsoCommit ?? []),
  ];
  if (items.length > 0 && !(await ports.commit(items)).ok) return changedMeanwhile;
  if (stepped.answer) return stepped.answer;
  return ok(
    basketView({
      buyer,
      vat: loaded.vat,
      state: next.state,
      catalogue: loaded.catalogue,
      discount: next.discount,
      messages: [...flatten(stepped.messages), ...next.messages],
      now,
    }),
  );
};

/**
 * Input: the buyer and the change (`prepare` may read what the change needs, e.g. the guest basket to
 * merge). Output: the priced basket with its messages, or the step's failure.
 */
export const updateBasket = async (
  ports: BasketPorts,
  buyer: BasketBuyer,
  prepare: () => BasketChange | Promise<BasketChange>,
): Promise<Result<BasketView>> => {
  // The VAT terms depend on the buyer alone, not on the basket: asked once (beside the first basket
  // read), not again when a write found the basket changed and the course starts over.
  const vatTerms = buyerVatTerms(ports, buyer);
  // Its failure is answered where a load awaits it; a `prepare` failing first must not leave it unhandled.
  vatTerms.catch(() => undefined);
  for (let attempts = 1; attempts <= maxAttempts; attempts++) {
    const outcome = await attempt(ports, buyer, await prepare(), vatTerms);
    if (outcome !== changedMeanwhile) return outcome;
  }
  throw new Error(`the basket changed during each of ${maxAttempts} attempts`);
};
