import { type SearchTerm, searchTermsOf } from '#shared/orders/order-search';
import { getAll } from './batch-get';
import { putAll } from './batch-write';
import { type Order, type OrderPage, orderKeys, orderOf } from './orders';
import { partitionPage } from './partition-page';

// The staff's order search (shared/orders/order-search.ts): one item per term of an order, under the
// term's partition, sorted by the order's creation, naming the order's own key. Put after placement by
// the `order-search` consumer (a put again writes the same items), so a search is one Query on the
// term and one BatchGet of the orders it names, read as they are now.

const partitionOf = ({ kind, value }: SearchTerm) => `ORDERSEARCH#${kind}#${value}`;

export const orderSearchKeys = {
  of: (term: SearchTerm, order: Pick<Order, 'createdAt' | 'id'>) => ({
    pk: partitionOf(term),
    sk: `${order.createdAt}#${order.id}`,
  }),
};

/** Puts the order's search items (a put again writes the same). */
export const putOrderSearchTerms = async (order: Order): Promise<number> => {
  const { pk: orderPk, sk: orderSk } = orderKeys.item(order.owner, order.id);
  const terms = searchTermsOf(order);
  await putAll(
    terms.map((term) => ({ ...orderSearchKeys.of(term, order), orderId: order.id, orderPk, orderSk })),
  );
  return terms.length;
};

/** The orders a term names, newest first, `limit` a page. */
export const ordersFoundBy = async (
  term: SearchTerm,
  cursor: string | undefined,
  limit: number,
): Promise<OrderPage> => {
  const page = await partitionPage(partitionOf(term), cursor, limit, { descending: true });
  const keys = page.items.map((item) => ({ pk: String(item.orderPk), sk: String(item.orderSk) }));
  const read = new Map(
    (await getAll(keys)).map((item) => {
      const order = orderOf(item) as Order;
      return [order.id, order];
    }),
  );
  const orders = page.items.flatMap((item) => read.get(String(item.orderId)) ?? []);
  return page.cursor ? { orders, cursor: page.cursor } : { orders };
};
