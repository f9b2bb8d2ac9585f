import { recordOrderSubscriptions } from '#functions/use-cases/csp/record-order-subscriptions';
import { recordingDeps } from '#functions/use-cases/csp/recording-deps';
import { orderPlaced } from '../contracts/order-placed';
import { orderStatusChanged } from '../contracts/order-status-changed';
import { consumersByDetailType, sqsConsumer } from './sqs-consumer';

// An order's Microsoft 365 subscriptions: recorded when the order goes to realization,
// paid (order.status-changed) or placed on terms that pay later (order.placed), provisioning at once in
// the customer's only ready tenant. The use case reads the order and decides; a redelivered event
// records nothing twice. Both events share one queue, so a batch may mix them (`consumersByDetailType`).

const record = ({ data }: { data: { orderId: string } }) =>
  recordOrderSubscriptions(recordingDeps(), { orderId: data.orderId });

const onStatusChanged = sqsConsumer(orderStatusChanged, ({ data }) =>
  data.to === 'toSend' ? record({ data }) : Promise.resolve([]),
);
const onPlaced = sqsConsumer(orderPlaced, record);

export const handler = consumersByDetailType(
  { [orderPlaced.name]: onPlaced, [orderStatusChanged.name]: onStatusChanged },
  onStatusChanged,
);
