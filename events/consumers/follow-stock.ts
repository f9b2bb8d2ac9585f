import { followStock } from '#functions/use-cases/catalogue/follow-stock';
import { stockFollowDeps } from '#functions/use-cases/catalogue/stock-follow-deps';
import { orderPartReturned } from '../contracts/order-part-returned';
import { orderPlaced } from '../contracts/order-placed';
import { orderStatusChanged } from '../contracts/order-status-changed';
import { consumersByDetailType, sqsConsumer } from './sqs-consumer';

// A counted product's shown availability follows its units: an order placed took some, a cancelled or
// returned one, or part of one returned, gave them back (only events naming such products reach this
// queue). The use case reads the stock and announces a product sold out or back
// (`catalogue.figures-changed`); a redelivered event finds the announcement made and announces nothing
// twice, so no record of the event is kept (`repeatable`). The three events share one queue.

const follow = async ({ data }: { data: { stockProductIds?: string[] | undefined } }) => {
  const ports = stockFollowDeps();
  for (const productId of data.stockProductIds ?? []) await followStock(ports, productId);
};

const onPlaced = sqsConsumer(orderPlaced, follow, { repeatable: true });
const onStatusChanged = sqsConsumer(orderStatusChanged, follow, { repeatable: true });
const onPartReturned = sqsConsumer(orderPartReturned, follow, { repeatable: true });

export const handler = consumersByDetailType(
  {
    [orderPlaced.name]: onPlaced,
    [orderStatusChanged.name]: onStatusChanged,
    [orderPartReturned.name]: onPartReturned,
  },
  onStatusChanged,
);
