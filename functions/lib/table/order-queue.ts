import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ShippingMethod } from '#shared/basket/shipping';
import type { PaymentState } from '#shared/orders/order-payment-states';
import type { OrderStatus } from '#shared/orders/order-states';
import { documents, tableName } from '../dynamo';
import { countUpTo } from './count-up-to';
import { type Order, type OrderPage, orderKeys, orderOf } from './orders';
import { cursorOf, type Key, keyOfCursor } from './page-cursor';

// The operations staff's order queue (access pattern 15): one Query on one index per request, newest
// first. A status reads its own partition of gsi2, no status every order's on gsi4 (`ORDERS`), both
// sorted by `<createdAt>#<id>`, so a creation range is the key condition; the payment state, payment
// method and shipping method filter what that query reads. A page reads on until it holds `limit`
// orders or has read `readBudget` items, and its cursor is the key of the last order it holds (or of
// the last item read, when the budget ran out first): the next page goes on from there.

export interface QueueFilter {
  status?: OrderStatus;
  payment?: PaymentState;
  paymentMethod?: number;
  shippingMethod?: ShippingMethod;
  /** ISO date-times bounding the creation time, inclusive. */
  from?: string;
  to?: string;
  cursor?: string;
}

/** Items one page may read to fill itself under selective filters: about a dozen reads of the index. */
export const readBudget = 1200;

const indexOf = (status: OrderStatus | undefined) =>
  status
    ? { name: 'gsi2', pk: 'gsi2pk', sk: 'gsi2sk', value: orderKeys.byStatus(status, '', '').gsi2pk }
    : { name: 'gsi4', pk: 'gsi4pk', sk: 'gsi4sk', value: orderKeys.inQueue('', '').gsi4pk };

/** The filters besides status and range, as the item's attributes they compare. */
const filterOf = ({ payment, paymentMethod, shippingMethod }: QueueFilter) => {
  const wanted = Object.entries({ payment, paymentMethod, shippingMethod }).filter(
    ([, value]) => value !== undefined,
  );
  if (wanted.length === 0) return {};
  return {
    FilterExpression: wanted.map(([name]) => `#${name} = :${name}`).join(' AND '),
    ExpressionAttributeNames: Object.fromEntries(wanted.map(([name]) => [`#${name}`, name])),
    values: Object.fromEntries(wanted.map(([name, value]) => [`:${name}`, value])),
  };
};

/** The key of an order's item on the index: where the next page starts after it. */
const keyAfter = (item: Record<string, unknown>, index: ReturnType<typeof indexOf>): Key => ({
  pk: String(item.pk),
  sk: String(item.sk),
  [index.pk]: String(item[index.pk]),
  [index.sk]: String(item[index.sk]),
});

export const listOrderQueue = async (filter: QueueFilter, limit: number): Promise<OrderPage> => {
  const index = indexOf(filter.status);
  const { FilterExpression, ExpressionAttributeNames, values } = filterOf(filter);
  const orders: Order[] = [];
  let from = keyOfCursor(filter.cursor, [index.pk, index.value]);
  let read = 0;
  let last: Key | undefined;
  do {
    const pageLimit = Math.min(200, readBudget - read);
    const { Items = [], LastEvaluatedKey } = await documents().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index.name,
        KeyConditionExpression: `#pk = :pk AND #sk BETWEEN :from AND :to`,
        ...(FilterExpression ? { FilterExpression } : {}),
        ExpressionAttributeNames: { '#pk': index.pk, '#sk': index.sk, ...ExpressionAttributeNames },
        ExpressionAttributeValues: {
          ':pk': index.value,
          // Sort keys start with the creation time: '0' comes before every one.
          ':from': filter.from ?? '0',
          ':to': `${filter.to ?? '9999'}~`,
          ...values,
        },
        ScanIndexForward: false,
        Limit: pageLimit,
        ExclusiveStartKey: from,
      }),
    );
    read += pageLimit;
    const room = limit - orders.length;
    const taken = Items.slice(0, room);
    orders.push(...taken.map((item) => orderOf(item) as Order));
    const lastTaken = taken.at(-1);
    // More matched than the page holds: it ends at its last order, the rest come next.
    if (Items.length > room && lastTaken) {
      last = keyAfter(lastTaken, index);
      break;
    }
    from = LastEvaluatedKey as Key | undefined;
    last = from;
  } while (from && orders.length < limit && read < readBudget);
  const cursor = cursorOf(last);
  return cursor ? { orders, cursor } : { orders };
};

/** Orders counted per status at most: one more stands for "more than this", so a count never reads a year of history. */
export const countCap = 1000;

/** How many orders are in a status (gsi2, counted by DynamoDB, items not returned), at most `countCap`. */
export const countOrdersInStatus = async (status: OrderStatus): Promise<number> => {
  const index = indexOf(status);
  return countUpTo(
    {
      TableName: tableName(),
      IndexName: index.name,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': index.pk },
      ExpressionAttributeValues: { ':pk': index.value },
    },
    countCap,
  );
};
