import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { Basket } from '#shared/basket/basket';
import { type BasketConsents, noBasketConsents } from '#shared/basket/basket-route-bodies';
import { documents, tableName } from '../dynamo';
import type { TransactItem } from './transaction';

// Baskets (access pattern 11): one item per owner holding the lines, the discount code, the consents
// and the recent wrong discount codes. A guest's basket is `BASKET#G<id>` (the id only its cookie
// holds) and expires 30 days after its last change; a customer's is `BASKET#C<sub>`. Every write is
// conditional on the revision read, so two changes of one basket cannot overwrite each other. Keys,
// items and reads only: the decisions are functions/use-cases/basket/'s.

export type BasketOwner = { kind: 'guest'; id: string } | { kind: 'customer'; sub: string };

export const basketKeys = {
  of: (owner: BasketOwner) => ({
    pk: owner.kind === 'guest' ? `BASKET#G${owner.id}` : `BASKET#C${owner.sub}`,
    sk: 'BASKET',
  }),
};

/** A guest's basket lives 30 days after its last change (the cookie's Max-Age is the same). */
export const guestBasketTtlSeconds = 30 * 24 * 60 * 60;

export interface BasketState {
  basket: Basket;
  consents: BasketConsents;
  /** Epoch milliseconds of the recent wrong discount codes (the guessing limit's window). */
  discountGuesses: number[];
}

/** The state read, and the revision the next write is conditional on (none: no item yet). */
export interface StoredBasket extends BasketState {
  revision?: number;
}

const storedSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    lines: z.array(z.object({ productId: z.string(), quantity: z.int() })),
    discountCode: z.optional(z.string()),
    consents: z.object({ newsletter: z.boolean() }),
    discountGuesses: z.array(z.number()),
    revision: z.int(),
    expiresAt: z.optional(z.number()),
  }),
);

/**
 * The owner's basket, read consistently (a shopper reads right after a change); an empty one when
 * there is none, and an expired guest basket (TTL deletion may lag) reads as empty too.
 */
export const readBasket = async (owner: BasketOwner, now: Date): Promise<StoredBasket> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: basketKeys.of(owner), ConsistentRead: true }),
  );
  const parsed = storedSchema.safeParse(Item);
  const empty: BasketState = { basket: { lines: [] }, consents: noBasketConsents, discountGuesses: [] };
  if (!parsed.success) return Item ? { ...empty, revision: Number(Item.revision) || 0 } : empty;
  const { lines, discountCode, consents, discountGuesses, revision, expiresAt } = parsed.data;
  if (expiresAt !== undefined && expiresAt * 1000 <= now.getTime()) return { ...empty, revision };
  const basket = discountCode === undefined ? { lines } : { lines, discountCode };
  return { basket, consents, discountGuesses, revision };
};

/** The condition that the item is still at the revision read (or still absent). */
const atRevision = (revision: number | undefined) =>
  revision === undefined
    ? { ConditionExpression: 'attribute_not_exists(pk)' }
    : {
        ConditionExpression: 'revision = :revision',
        ExpressionAttributeValues: { ':revision': revision },
      };

export const basketItems = {
  /** The basket's new state; its condition fails when it changed since `revision` was read. */
  put: (owner: BasketOwner, state: BasketState, revision: number | undefined, now: Date): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: {
        ...basketKeys.of(owner),
        lines: state.basket.lines,
        discountCode: state.basket.discountCode,
        consents: state.consents,
        discountGuesses: state.discountGuesses,
        revision: (revision ?? 0) + 1,
        updatedAt: now.toISOString(),
        expiresAt:
          owner.kind === 'guest' ? Math.floor(now.getTime() / 1000) + guestBasketTtlSeconds : undefined,
      },
      ...atRevision(revision),
    },
  }),
  /** Removes the basket; its condition fails when it changed since `revision` was read. */
  delete: (owner: BasketOwner, revision: number): TransactItem => ({
    Delete: { TableName: tableName(), Key: basketKeys.of(owner), ...atRevision(revision) },
  }),
};
