import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documents, tableName } from '../dynamo';
import type { TransactItem } from './transaction';

// Order numbers (shared/orders/order-number.ts): one counter per year, `ORDER_NUMBER#<year>` /
// `COUNTER` `{ last }`. A number is taken in the SAME transaction as its order: the counter moves from
// the value it was read with to the next one only if no other order took it meanwhile, so a year's
// numbers have no gap and no repeat (functions/use-cases/orders/commit-numbered-order.ts).

export const orderNumberKeys = {
  counter: (year: string) => ({ pk: `ORDER_NUMBER#${year}`, sk: 'COUNTER' }),
};

/** The last place taken in the year's sequence (0 before its first order), read consistently. */
export const lastOrderSequence = async (year: string): Promise<number> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: orderNumberKeys.counter(year), ConsistentRead: true }),
  );
  return typeof Item?.last === 'number' ? Item.last : 0;
};

/** The counter moved from `sequence - 1` to `sequence`; the condition fails when another order took it. */
export const orderNumberTaken = (year: string, sequence: number): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...orderNumberKeys.counter(year), last: sequence },
    ConditionExpression: sequence === 1 ? 'attribute_not_exists(pk)' : '#last = :previous',
    ...(sequence === 1
      ? {}
      : {
          ExpressionAttributeNames: { '#last': 'last' },
          ExpressionAttributeValues: { ':previous': sequence - 1 },
        }),
  },
});
