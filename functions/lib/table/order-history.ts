import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type {
  OrderHistoryRecord,
  OrderMailRecord,
  OrderMoveRecord,
  OrderReturnRecord,
} from '#shared/orders/order-history';
import { documents, tableName } from '../dynamo';
import { queryAll } from './query-all';
import type { TransactItem } from './transaction';

// An order's history (shared/orders/order-history.ts): `ORDERLOG#<orderId>` / `<at>#<kind>#<what>`, a
// move or a part's return put in its own transaction, a mail once its consumer sent it (keyed by the
// event, so a redelivered event writes the same item again). Keys, items and their reads only.

export const orderHistoryKeys = {
  of: (orderId: string) => ({ pk: `ORDERLOG#${orderId}` }),
  change: (orderId: string, record: OrderMoveRecord | OrderReturnRecord) => ({
    pk: `ORDERLOG#${orderId}`,
    sk:
      record.kind === 'move'
        ? `${record.at}#move#${record.action}`
        : `${record.at}#return#${record.returnId}`,
  }),
  mail: (orderId: string, record: OrderMailRecord, eventId: string) => ({
    pk: `ORDERLOG#${orderId}`,
    sk: `${record.at}#mail#${eventId}`,
  }),
};

/** A move's or a return's record, committed with it (the change's own condition keeps it single). */
export const orderChangeLogged = (
  orderId: string,
  record: OrderMoveRecord | OrderReturnRecord,
): TransactItem => ({
  Put: { TableName: tableName(), Item: { ...orderHistoryKeys.change(orderId, record), ...record } },
});

/** A sent mail's record; the same event writes the same item. */
export const logOrderMail = async (
  orderId: string,
  eventId: string,
  record: OrderMailRecord,
): Promise<void> => {
  await documents().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...orderHistoryKeys.mail(orderId, record, eventId), ...record },
    }),
  );
};

/** The order's history, oldest first. */
export const listOrderHistory = async (orderId: string): Promise<OrderHistoryRecord[]> => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': orderHistoryKeys.of(orderId).pk },
  });
  return items.map(({ pk, sk, ...record }) => record as unknown as OrderHistoryRecord);
};
