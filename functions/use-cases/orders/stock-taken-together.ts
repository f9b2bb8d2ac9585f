import type { StockUnits } from '../../lib/table/orders';

// The counted stock several new orders take in one transaction (placements that waited for one turn,
// commit-placements.ts; a marketplace page's orders, marketplace/import-allegro-orders.ts): DynamoDB
// takes one item per stock in a transaction, so their units are added up per product, and they go
// together only when each of them read enough units for the sum.

export interface StockTake {
  /** The counted units the order takes, per stock. */
  stockTaken: readonly StockUnits[];
  /** The units each stock held when the order read it. */
  unitsRead: ReadonlyMap<string, number>;
}

/** The units of each stock the orders take together. */
export const stockSum = (orders: readonly Pick<StockTake, 'stockTaken'>[]): StockUnits[] => {
  const sum = new Map<string, number>();
  for (const { stockTaken } of orders)
    for (const { productId, units } of stockTaken) sum.set(productId, (sum.get(productId) ?? 0) + units);
  return [...sum].map(([productId, units]) => ({ productId, units }));
};

/**
 * Whether every stock, as each order taking it read it, holds what they take together: orders that
 * read too few units for their sum (the last units of a sought product) are not worth a transaction
 * that would be refused.
 */
export const readsCoverSum = (orders: readonly StockTake[]): boolean =>
  stockSum(orders).every(({ productId, units }) =>
    orders.every(
      ({ stockTaken, unitsRead }) =>
        !stockTaken.some((taken) => taken.productId === productId) ||
        (unitsRead.get(productId) ?? 0) >= units,
    ),
  );
