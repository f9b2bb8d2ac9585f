import { shopAllegro } from '#functions/lib/allegro/shop-allegro';
import { findOrder } from '#functions/lib/table/orders';
import { reportFulfilment } from '#functions/use-cases/marketplace/report-fulfilment';
import { orderStatusChanged } from '../contracts/order-status-changed';
import { sqsConsumer } from './sqs-consumer';

// An Allegro order's move reported to Allegro (only marketplace orders' events reach this queue): sent
// with its carrier and tracking number, or cancelled. An Allegro outage is thrown, so SQS delivers the
// event again.

export const handler = sqsConsumer(orderStatusChanged, ({ data }) =>
  reportFulfilment({ allegro: shopAllegro().seller, findOrder }, data),
);
