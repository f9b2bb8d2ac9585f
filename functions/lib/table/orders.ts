import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { encodeTime } from 'ulid';
import type { PaymentState } from '#shared/orders/order-payment-states';
import type { OrderStatus } from '#shared/orders/order-states';
import type { PlacedOrder } from '#shared/orders/order-view';
import type { PartReturn } from '#shared/orders/part-return';
import type { Shipment } from '#shared/orders/shipment';
import { documents, tableName } from '../dynamo';
import { getAll } from './batch-get';
import { clientKeys } from './client-keys';
import { createdKeys, createdOn } from './created-by-day';
import { discountCodeKeys } from './discount-codes';
import { orderChangeLogged } from './order-history';
import { orderNumberTaken } from './order-numbers';
import { cursorOf, type Key, keyOfCursor } from './page-cursor';
import { queryPages } from './query-all';
import { stockKeys } from './stock';
import type { TransactItem } from './transaction';

// Orders (realizations; access patterns 13–15 and 31). A signed-in customer's order sits
// under `CLIENT#<sub>`, so the key is the ownership check; a guest's under `GUEST#<orderId>`, reached
// only with the order link's token, whose SHA-256 (`linkTokenHash`) is all the table keeps. Every
// order is findable by id (gsi1, staff), by status (gsi2, newest first), by the day it was created
// (gsi3) and among all orders (gsi4, the staff's queue); an order of a customer a business partner brought also under the partner (`PARTNER#<id>`).
// The use cases in `functions/use-cases/orders/` decide which items go together.

export type OrderOwner = { kind: 'client'; sub: string } | { kind: 'guest' };

const statusPartition = (status: OrderStatus) => `ORDERSTATUS#${status}`;

export const orderKeys = {
  /** A customer's order under the client's partition (`client-keys.ts`), a guest's under its own. */
  item: (owner: OrderOwner, orderId: string) =>
    owner.kind === 'client'
      ? clientKeys.order(owner.sub, orderId)
      : { pk: `GUEST#${orderId}`, sk: `ORDER#${orderId}` },
  byId: (orderId: string) => ({ gsi1pk: `ORDER#${orderId}`, gsi1sk: 'ORDER' }),
  byStatus: (status: OrderStatus, createdAt: string, orderId: string) => ({
    gsi2pk: statusPartition(status),
    gsi2sk: `${createdAt}#${orderId}`,
  }),
  byDay: (createdAt: string, orderId: string) => createdKeys('ORDER', createdAt, orderId),
  /** Every order, newest first, for the staff's queue without a status (gsi4; order-queue.ts). */
  inQueue: (createdAt: string, orderId: string) => ({ gsi4pk: 'ORDERS', gsi4sk: `${createdAt}#${orderId}` }),
  /** An order of a customer a business partner brought, listed under the partner (access pattern 39). */
  forPartner: (partnerId: string, orderId: string) => ({
    pk: `PARTNER#${partnerId}`,
    sk: `ORDER#${orderId}`,
  }),
  /** The partition and sort key prefix of the orders a partner's customers placed. */
  ofPartner: (partnerId: string) => ({ pk: `PARTNER#${partnerId}`, skPrefix: 'ORDER#' }),
};

/** An order as stored: what was placed (shared/orders/order-view.ts), its owner and the link's hash. */
export interface Order extends PlacedOrder {
  owner: OrderOwner;
  /** Guest orders: SHA-256 (base64url) of the order link's token. */
  linkTokenHash?: string;
  /**
   * The business partner who brought the customer (`partners.ts`): copied from her profile at placement
   * by the server, never from the request; the order is then listed under the partner too.
   */
  partnerId?: string;
  /**
   * The counted units the placement took, per stock (a device and its service share the device's):
   * what a cancellation or a return gives back, in the transaction of its move. Absent when none were
   * counted (and on orders placed before it was kept).
   */
  stockTaken?: readonly StockUnits[];
  /** When the buyer was reminded of the payment deadline (`payBy`), once. */
  paymentReminderSentAt?: string;
}

/** Units of one counted stock (`stock.ts`). */
export interface StockUnits {
  productId: string;
  units: number;
}

/** The order an item holds, its keys left out. */
export const orderOf = (item: Record<string, unknown> | undefined): Order | undefined => {
  if (!item) return undefined;
  const { pk, sk, gsi1pk, gsi1sk, gsi2pk, gsi2sk, gsi3pk, gsi3sk, gsi4pk, gsi4sk, ...order } = item;
  return order as unknown as Order;
};

/**
 * The order's item under the partner who brought its customer (`partnerId`, copied from her profile
 * at placement, or from the order a follow-up continues): put with the order; none without one.
 */
const partnerListing = (order: Order): TransactItem[] =>
  order.partnerId && order.owner.kind === 'client'
    ? [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...orderKeys.forPartner(order.partnerId, order.id),
              sub: order.owner.sub,
              orderId: order.id,
              createdAt: order.createdAt,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]
    : [];

/** The order item; its condition holds unless the id was taken (a bug, so it names no outcome). */
const orderItem = (order: Order): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...orderKeys.item(order.owner, order.id),
      ...orderKeys.byId(order.id),
      ...orderKeys.byStatus(order.status, order.createdAt, order.id),
      ...orderKeys.byDay(order.createdAt, order.id),
      ...orderKeys.inQueue(order.createdAt, order.id),
      ...order,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

export const orderItems = {
  /**
   * A new order's items, the only way an order is written: the order and, when its customer was
   * brought by a partner, its listing under her. Committed with `numberTaken` of its number.
   */
  placed: (order: Order): TransactItem[] => [orderItem(order), ...partnerListing(order)],
  /** The year's order number counter moved to `last` (order-numbers.ts), with the order or orders it numbers. */
  numberTaken: orderNumberTaken,
  /**
   * The order moved to `to` (and its payment marked, when given; its payment deadline set, when it
   * becomes payable; the shipment it left with, when sent); the condition fails when its status or
   * payment is no longer the one it was read with (someone else moved it or booked it meanwhile).
   */
  move: (
    order: Order,
    to: OrderStatus,
    now: Date,
    {
      payment = order.payment,
      payBy,
      shipment,
    }: { payment?: PaymentState; payBy?: string; shipment?: Shipment } = {},
  ): TransactItem => {
    const { gsi2pk, gsi2sk } = orderKeys.byStatus(to, order.createdAt, order.id);
    const extra = { ...(payBy ? { payBy } : {}), ...(shipment ? { shipment } : {}) };
    return {
      Update: {
        TableName: tableName(),
        Key: orderKeys.item(order.owner, order.id),
        UpdateExpression: [
          'SET #status = :to, #payment = :payment, updatedAt = :now, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk',
          ...Object.keys(extra).map((name) => `${name} = :${name}`),
        ].join(', '),
        ConditionExpression: '#status = :from AND #payment = :paymentBefore',
        ExpressionAttributeNames: { '#status': 'status', '#payment': 'payment' },
        ExpressionAttributeValues: {
          ':to': to,
          ':from': order.status,
          ':payment': payment,
          ':paymentBefore': order.payment,
          ':now': now.toISOString(),
          ':gsi2pk': gsi2pk,
          ':gsi2sk': gsi2sk,
          ...Object.fromEntries(Object.entries(extra).map(([name, value]) => [`:${name}`, value])),
        },
      },
    };
  },
  /**
   * Part of a delivered order taken back (shared/orders/part-return.ts): appended to its returns while
   * it is still finished and holds the returns it was read with, so two returns never both count the
   * same units.
   */
  partReturned: (order: Order, partReturn: PartReturn, now: Date): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: orderKeys.item(order.owner, order.id),
      UpdateExpression:
        'SET #returns = list_append(if_not_exists(#returns, :none), :return), updatedAt = :now',
      ConditionExpression: `#status = :finished AND ${
        order.returns?.length ? 'size(#returns) = :count' : 'attribute_not_exists(#returns)'
      }`,
      ExpressionAttributeNames: { '#returns': 'returns', '#status': 'status' },
      ExpressionAttributeValues: {
        ':none': [],
        ':return': [partReturn],
        ':now': now.toISOString(),
        ':finished': 'finished',
        ...(order.returns?.length ? { ':count': order.returns.length } : {}),
      },
    },
  }),
  /** A move's or a return's record in the order's history (order-history.ts), committed with it. */
  logged: orderChangeLogged,
  /** The buyer reminded of the payment deadline: once, while the order still waits unpaid. */
  paymentReminded: (order: Order, now: Date): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: orderKeys.item(order.owner, order.id),
      UpdateExpression: 'SET paymentReminderSentAt = :now',
      ConditionExpression:
        '#status = :unpaid AND #payment = :waiting AND attribute_not_exists(paymentReminderSentAt)',
      ExpressionAttributeNames: { '#status': 'status', '#payment': 'payment' },
      ExpressionAttributeValues: { ':now': now.toISOString(), ':unpaid': 'unpaid', ':waiting': 'waiting' },
    },
  }),
  /**
   * Gives units back to a counted stock, as the move that ends an order commits them (never alone, so
   * never twice: the move's condition holds once).
   */
  giveStockBack: ({ productId, units }: StockUnits): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: stockKeys.of(productId),
      UpdateExpression: 'SET #units = #units + :units',
      ExpressionAttributeNames: { '#units': 'units' },
      ExpressionAttributeValues: { ':units': units },
    },
  }),
  /**
   * The financing partner declined the order's credit or leasing: recorded once, with the payment
   * deadline of the online payment it now waits for, while the order still waits unpaid for the
   * decision; the condition fails when it was decided, paid or cancelled meanwhile.
   */
  declineFinancing: (
    order: Order,
    declined: NonNullable<Order['financingDeclined']>,
    payBy: string,
  ): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: orderKeys.item(order.owner, order.id),
      UpdateExpression: 'SET financingDeclined = :declined, payBy = :payBy, updatedAt = :now',
      ConditionExpression:
        '#status = :unpaid AND #payment = :waiting AND attribute_not_exists(financingDeclined)',
      ExpressionAttributeNames: { '#status': 'status', '#payment': 'payment' },
      ExpressionAttributeValues: {
        ':declined': declined,
        ':payBy': payBy,
        ':now': declined.decidedAt,
        ':unpaid': 'unpaid',
        ':waiting': 'waiting',
      },
    },
  }),
};

/** The owner's order (access pattern 13); undefined when the owner has no order of that id. */
export const getOrder = async (owner: OrderOwner, orderId: string): Promise<Order | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: orderKeys.item(owner, orderId), ConsistentRead: true }),
  );
  return orderOf(Item);
};

/** Any owner's order by its id (gsi1 finds the owner), read consistently: for staff. */
export const findOrder = async (orderId: string): Promise<Order | undefined> => {
  const { gsi1pk, gsi1sk } = orderKeys.byId(orderId);
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': gsi1pk, ':sk': gsi1sk },
    }),
  );
  const found = orderOf(Items[0]);
  return found && getOrder(found.owner, orderId);
};

/** Customers' orders by their keys, read consistently (BatchGet), in the keys' order; a key without an order is left out. */
export const getClientOrders = async (
  keys: readonly { sub: string; orderId: string }[],
): Promise<Order[]> => {
  const items =
    keys.length === 0 ? [] : await getAll(keys.map(({ sub, orderId }) => clientKeys.order(sub, orderId)));
  return keys.flatMap(({ sub, orderId }) => {
    const { pk, sk } = clientKeys.order(sub, orderId);
    const order = orderOf(items.find((item) => item.pk === pk && item.sk === sk));
    return order ? [order] : [];
  });
};

export interface OrderPage {
  orders: Order[];
  /** Where the next page starts; absent on the last page. */
  cursor?: string;
}

/**
 * Up to `limit` items of a query with a filter, newest first: DynamoDB limits before it filters, so
 * pages are read until the page is full or the query ends; the cursor is the last item read.
 */
const pageOf = async (
  query: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit'>,
  limit: number,
  start: Key | undefined,
): Promise<OrderPage> => {
  const orders: Order[] = [];
  let from = start;
  do {
    const { Items = [], LastEvaluatedKey } = await documents().send(
      new QueryCommand({
        ...query,
        TableName: tableName(),
        ScanIndexForward: false,
        Limit: limit - orders.length,
        ExclusiveStartKey: from,
      }),
    );
    orders.push(...Items.map((item) => orderOf(item) as Order));
    from = LastEvaluatedKey as Key | undefined;
  } while (from && orders.length < limit);
  const cursor = cursorOf(from);
  return cursor ? { orders, cursor } : { orders };
};

export interface ClientOrderFilter {
  status?: OrderStatus;
  /** ISO date-times bounding the creation time, inclusive. */
  from?: string;
  to?: string;
  cursor?: string;
}

/** The ULID prefix of a moment: the sort key bound of orders created then (ULIDs sort by time). */
const orderKeyAt = (prefix: string, moment: string, edge: 'first' | 'last') =>
  `${prefix}${encodeTime(Date.parse(moment), 10)}${edge === 'first' ? '' : '~'}`;

/**
 * A client's orders newest first (access pattern 14): the sort key between the ULIDs of `from` and
 * `to`, the status a filter on the client's own partition.
 */
export const listClientOrders = (
  sub: string,
  filter: ClientOrderFilter,
  limit: number,
): Promise<OrderPage> => {
  const { pk, skPrefix } = clientKeys.orders(sub);
  return pageOf(
    {
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ...(filter.status ? { FilterExpression: '#status = :status' } : {}),
      ...(filter.status ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
      ExpressionAttributeValues: {
        ':pk': pk,
        ':from': filter.from ? orderKeyAt(skPrefix, filter.from, 'first') : skPrefix,
        ':to': filter.to ? orderKeyAt(skPrefix, filter.to, 'last') : `${skPrefix}~`,
        ...(filter.status ? { ':status': filter.status } : {}),
      },
    },
    limit,
    keyOfCursor(filter.cursor, ['pk', pk]),
  );
};

/**
 * The orders of the customers a business partner brought, newest first (access pattern 39): the index
 * items between the ULIDs of `from` and `to`, each order then read by its owner's key (so its status is
 * today's), the status a filter; pages are read until `limit` match or the index ends, the cursor the
 * last index item read.
 */
export const listPartnerOrders = async (
  partnerId: string,
  filter: ClientOrderFilter,
  limit: number,
): Promise<OrderPage> => {
  const { pk, skPrefix } = orderKeys.ofPartner(partnerId);
  const orders: Order[] = [];
  let from: Key | undefined = keyOfCursor(filter.cursor, ['pk', pk]);
  do {
    const { Items = [], LastEvaluatedKey } = await documents().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': pk,
          ':from': filter.from ? orderKeyAt(skPrefix, filter.from, 'first') : skPrefix,
          ':to': filter.to ? orderKeyAt(skPrefix, filter.to, 'last') : `${skPrefix}~`,
        },
        ScanIndexForward: false,
        Limit: limit - orders.length,
        ExclusiveStartKey: from,
      }),
    );
    const read = await getClientOrders(
      Items.map((item) => ({ sub: String(item.sub), orderId: String(item.orderId) })),
    );
    orders.push(...read.filter((order) => !filter.status || order.status === filter.status));
    from = LastEvaluatedKey as Key | undefined;
  } while (from && orders.length < limit);
  const cursor = cursorOf(from);
  return cursor ? { orders, cursor } : { orders };
};

/** Orders in a status, newest first (access pattern 15, gsi2): the operations staff's list. */
export const listOrdersInStatus = (status: OrderStatus, cursor: string | undefined, limit: number) => {
  const gsi2pk = statusPartition(status);
  return pageOf(
    {
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi2pk },
    },
    limit,
    keyOfCursor(cursor, ['gsi2pk', gsi2pk]),
  );
};

/** The order link's token as the order keeps it: SHA-256, base64url. */
export const linkTokenHashOf = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/** A new order link token: 128 random bits, base64url. */
export const newLinkToken = (): string => randomBytes(16).toString('base64url');

export const placementItems = {
  /** Takes units from a counted stock; the condition fails when fewer are left. */
  takeStock: (productId: string, quantity: number): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: stockKeys.of(productId),
      UpdateExpression: 'SET #units = #units - :quantity',
      ConditionExpression: '#units >= :quantity',
      ExpressionAttributeNames: { '#units': 'units' },
      ExpressionAttributeValues: { ':quantity': quantity },
    },
  }),
  /** Counts one use of a discount code; the condition fails when a limited code has none left. */
  countDiscountUse: (code: string): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: discountCodeKeys.of(code),
      UpdateExpression: 'SET uses = uses + :one',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(maxUses) OR uses < maxUses)',
      ExpressionAttributeValues: { ':one': 1 },
    },
  }),
};

/**
 * The orders created on `day` (UTC) before `cut`, oldest first, a page at a time (gsi3, access pattern
 * 31): an export reads a day without holding it.
 */
export async function* ordersCreatedOn(day: string, cut: string): AsyncGenerator<Order[]> {
  for await (const page of queryPages(createdOn('ORDER', day, cut))) {
    yield page.map((item) => orderOf(item) as Order);
  }
}
