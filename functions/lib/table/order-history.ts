import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderHistoryRecord, OrderMailRecord, OrderMoveRecord } from '#shared/orders/order-history';
import { documents, tableName } from '../dynamo';
import { queryAll } from './query-all';
import type { TransactItem } from './transaction';

// An order's history (shared/orders/order-history.ts): `ORDERLOG#<orderId>` / `<at>#<kind>#<what>`, a
// move put in the transaction of the move itself, a mail once its consumer sent it (keyed by the
// event, so a redelivered event writes the same item again). Keys, items and their reads only.

export const orderHistoryKeys = {
  of: (orderId: string) => ({ pk: `ORDERLOG#${orderId}` }),
  move: (orderId: string, record: OrderMoveRecord) => ({
    pk: `ORDERLOG#${orderId}`,
    sk: `${record.at}#move#${record.action}`,
  }),
  mail: (orderId: string, record: OrderMailRecord, eventId: string) => ({
    pk: `ORDERLOG#${orderId}`,
    sk: `${record.at}#mail#${eventId}`,
  }),
};

/** A move's record, committed with the move (the move's own condition keeps it single). */
export const orderMoveLogged = (orderId: string, record: OrderMoveRecord): TransactItem => ({
  Put: { TableName: tableName(), Item: { ...orderHistoryKeys.move(orderId, record), ...record } },
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
