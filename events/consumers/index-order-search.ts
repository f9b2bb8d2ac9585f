import { putOrderSearchTerms } from '#functions/lib/table/order-search';
import { findOrder } from '#functions/lib/table/orders';
import { indexOrderForSearch } from '#functions/use-cases/orders/index-order-search';
import { orderPlaced } from '../contracts/order-placed';
import { sqsConsumer } from './sqs-consumer';

// A placed order becomes findable by the operations staff: by its number, e-mail, the buyer's names
// and the company's tax number (functions/lib/table/order-search.ts). The items are puts: writing them
// twice leaves the same items, so no record of the event is kept (`repeatable`).

export const handler = sqsConsumer(
  orderPlaced,
  ({ data }) => indexOrderForSearch({ findOrder, putOrderSearchTerms }, data.orderId),
  { repeatable: true },
);
