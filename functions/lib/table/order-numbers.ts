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

/**
 * The counter moved to `last` from where `count` orders before it left it (`last - count`: one order
 * by default, several numbered together); the condition fails when another order took a number meanwhile.
 */
export const orderNumberTaken = (year: string, last: number, count = 1): TransactItem => {
  const previous = last - count;
  return {
    Put: {
      TableName: tableName(),
      Item: { ...orderNumberKeys.counter(year), last },
      ConditionExpression: previous === 0 ? 'attribute_not_exists(pk)' : '#last = :previous',
      ...(previous === 0
        ? {}
        : {
            ExpressionAttributeNames: { '#last': 'last' },
            ExpressionAttributeValues: { ':previous': previous },
          }),
    },
  };
};
