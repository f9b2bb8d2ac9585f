import type { putOrderSearchTerms } from '../../lib/table/order-search';
import type { findOrder } from '../../lib/table/orders';

export interface OrderSearchPorts {
  findOrder: typeof findOrder;
  putOrderSearchTerms: typeof putOrderSearchTerms;
}

/**
 * Input: a placed order's id. Output: how many terms it can now be found by. Course: the order read
 * by its id, its terms (number, e-mails, names, tax number: shared/orders/order-search.ts) put under
 * it; done again, the same items are put again. An order not found (not committed) finds none.
 */
export const indexOrderForSearch = async (ports: OrderSearchPorts, orderId: string): Promise<number> => {
  const order = await ports.findOrder(orderId);
  return order ? ports.putOrderSearchTerms(order) : 0;
};
