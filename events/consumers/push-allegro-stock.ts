import { shopAllegro } from '#functions/lib/allegro/shop-allegro';
import { readConnection } from '#functions/lib/table/marketplace';
import { unitsOf } from '#functions/lib/table/stock';
import { syncOfferStock } from '#functions/use-cases/marketplace/sync-offer-stock';
import { orderPartReturned } from '../contracts/order-part-returned';
import { orderPlaced } from '../contracts/order-placed';
import { orderStatusChanged } from '../contracts/order-status-changed';
import { consumersByDetailType, sqsConsumer } from './sqs-consumer';

// A counted product's units changed with an order (placed, cancelled, returned, part returned): its
// Allegro offers show the new units at once (only events naming such products reach this queue).
// Nothing to do while the shop account is not connected; the schedule `sync-allegro-stock` catches up.
// An offer is set to the units read now, so an event delivered again sets the same: no record of the
// event is kept (`repeatable`).

const push = async ({ data }: { data: { stockProductIds?: string[] | undefined } }) => {
  if ((await readConnection('allegro'))?.state !== 'connected') return { skipped: true };
  return syncOfferStock({ allegro: shopAllegro().seller, unitsOf }, data.stockProductIds ?? []);
};

const onStatusChanged = sqsConsumer(orderStatusChanged, push, { repeatable: true });

export const handler = consumersByDetailType(
  {
    [orderPlaced.name]: sqsConsumer(orderPlaced, push, { repeatable: true }),
    [orderStatusChanged.name]: onStatusChanged,
    [orderPartReturned.name]: sqsConsumer(orderPartReturned, push, { repeatable: true }),
  },
  onStatusChanged,
);
