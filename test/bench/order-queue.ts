import { ulid } from 'ulid';
import { tableName } from '#functions/lib/dynamo';
import { orderSearchKeys } from '#functions/lib/table/order-search';
import { type Order, orderItems, orderKeys } from '#functions/lib/table/orders';
import { deps } from '#functions/use-cases/orders/deps';
import { listOrdersForStaff } from '#functions/use-cases/orders/list-orders';
import { sampleOrder } from '#functions/use-cases/testing/fake-order-ports';
import { orderNumberOf } from '#shared/orders/order-number';
import { staffOrdersQuerySchema } from '#shared/orders/order-requests';
import type { OrderStatus } from '#shared/orders/order-states';
import { signedInDemoOperations } from './demo-customer';
import { useShopTable } from './guest-shopper';
import { putAll } from './renewal-fixture';
import { median, percentile } from './stats';

// The operations queue's targets (the back office): 20,000 orders in the shop's table (put straight in,
// as placement writes them, over six months, in every status, method and delivery; each findable by its
// number and e-mail as the `order-search` consumer makes it), then through the local gateway with the
// demo operations member's token: the first page and each filter change p99 ≤ 100 ms (one query on an
// index per filter, never a scan), a search by order number or e-mail p99 ≤ 50 ms. Each query is asked
// `rounds` times one after another (a member clicking), after a few unmeasured ones, through the gateway
// and then as the same use case in this process: DynamoDB Local's floor, which the ratio compares to.

const orderCount = 20_000;
const rounds = 200;
const warmUp = 10;
const year = '2031';

/** Where the seeded orders stand: half finished, a fifth waiting for payment, some to send or cancelled. */
const statusCycle: readonly OrderStatus[] = [
  'finished',
  'finished',
  'finished',
  'finished',
  'unpaid',
  'unpaid',
  'toSend',
  'toSend',
  'cancelled',
  'finished',
];

/** The n-th order: a few new (awaiting availability) or returned, the rest by the cycle. */
const statusOf = (n: number): OrderStatus =>
  n % 97 === 0 ? 'new' : n % 113 === 0 ? 'returned' : (statusCycle[n % statusCycle.length] ?? 'finished');

const seededOrder = (n: number): Order => {
  const status = statusOf(n);
  const createdAt = new Date(Date.parse(`${year}-01-01T08:00:00Z`) + n * 780_000).toISOString();
  const email = `kupujacy${n}@example.pl`;
  const order = sampleOrder({
    id: ulid(Date.parse(createdAt)),
    number: orderNumberOf(year, n + 1),
    status,
    payment: status === 'finished' || status === 'toSend' || status === 'returned' ? 'done' : 'waiting',
    createdAt,
    updatedAt: createdAt,
    email,
    // Independent of the delivery's cycle (n % 3, n % 7), so every method meets every delivery.
    paymentMethod: [2, 5, 9, 13, 1, 4][Math.floor(n / 5) % 6] ?? 2,
    shippingMethod: n % 3 === 0 ? 'parcel-locker' : n % 7 === 0 ? 'electronic' : 'courier',
  });
  return { ...order, details: { ...order.details, contact: { ...order.details.contact, email } } };
};

/** The order's items as placement writes them, and its number's and e-mail's search items. */
const itemsOf = (order: Order): Record<string, unknown>[] => {
  const { pk: orderPk, sk: orderSk } = orderKeys.item(order.owner, order.id);
  const placed = orderItems.placed(order).map((item) => item.Put?.Item as Record<string, unknown>);
  const terms = [
    { kind: 'number', value: order.number },
    { kind: 'email', value: order.email },
  ] as const;
  return [
    ...placed,
    ...terms.map((term) => ({ ...orderSearchKeys.of(term, order), orderId: order.id, orderPk, orderSk })),
  ];
};

/** Milliseconds of a query's rounds, sorted. */
interface Timing {
  p50: number;
  p99: number;
}

export interface QueueQuery {
  name: string;
  query: string;
  target: number;
  /** Through the local gateway, with the token: what the member's browser waits for. */
  gateway: Timing;
  /** The same use case in the bench's own process: DynamoDB Local's time and the query code, the floor here. */
  direct: Timing;
  found: number;
}

export interface OrderQueueBench {
  orders: number;
  seedSeconds: number;
  queries: QueueQuery[];
}

export const benchOrderQueue = async (port: number, dataDir: string): Promise<OrderQueueBench> => {
  useShopTable(port);
  const seedStarted = performance.now();
  const orders = Array.from({ length: orderCount }, (_, n) => seededOrder(n));
  await putAll(tableName(), orders.flatMap(itemsOf));
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const token = await signedInDemoOperations(port, dataDir);
  const ask = async (query: string) => {
    const started = performance.now();
    const answer = await fetch(`http://127.0.0.1:${port}/api/orders/staff/orders?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await answer.json()) as { orders?: unknown[] };
    if (answer.status !== 200) throw new Error(`queue ${query}: ${answer.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, found: body.orders?.length ?? 0 };
  };
  const middle = orders[Math.floor(orderCount / 2)] as Order;
  const filters: [string, string, number][] = [
    ['first page, every order', '', 100],
    ['status: to send', 'status=toSend', 100],
    ['status: new (awaiting availability)', 'status=new', 100],
    ['unpaid by transfer', 'status=unpaid&method=2', 100],
    ['parcel lockers, payment waiting', 'shipping=parcel-locker&payment=waiting', 100],
    ['finished in March', `status=finished&from=${year}-03-01&to=${year}-03-31`, 100],
    ['BLIK, courier, in a week', `method=13&shipping=courier&from=${year}-04-01&to=${year}-04-07`, 100],
    ['search: order number', `q=${encodeURIComponent(middle.number.replace(/\/0+/, '/'))}`, 50],
    ['search: e-mail', `q=${encodeURIComponent(middle.email)}`, 50],
  ];
  const direct = async (query: string) => {
    const started = performance.now();
    const page = await listOrdersForStaff(
      deps(),
      staffOrdersQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
    );
    if (!page.ok) throw new Error(`queue ${query}: ${page.code}`);
    return { ms: performance.now() - started, found: page.value.orders.length };
  };
  const timed = async (run: (query: string) => Promise<{ ms: number; found: number }>, query: string) => {
    for (let i = 0; i < warmUp; i++) await run(query);
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < rounds; i++) {
      const answer = await run(query);
      times.push(answer.ms);
      found = answer.found;
    }
    times.sort((a, b) => a - b);
    return { timing: { p50: median(times), p99: percentile(times, 99) }, found };
  };
  const queries: QueueQuery[] = [];
  for (const [name, query, target] of filters) {
    const gateway = await timed(ask, query);
    const floor = await timed(direct, query);
    queries.push({
      name,
      query,
      target,
      gateway: gateway.timing,
      direct: floor.timing,
      found: gateway.found,
    });
  }
  return { orders: orderCount, seedSeconds, queries };
};

export const noteOrderQueue = (note: (line?: string) => void, bench: OrderQueueBench) => {
  note(
    `## Back office: the order queue over ${bench.orders.toLocaleString('en')} orders (targets: a page or filter p99 ≤ 100 ms, a search p99 ≤ 50 ms)`,
  );
  note();
  note(
    `${bench.orders.toLocaleString('en')} orders put into the shop's table in ${bench.seedSeconds.toFixed(0)} s; each query asked ${rounds} times one after another through the local gateway with the demo operations member's token (after ${warmUp} unmeasured).`,
  );
  note();
  note(
    "The same use case called in the bench's own process (no gateway, no token, no JSON over HTTP) is the floor DynamoDB Local sets on this machine; the ratio is the gateway's p99 over it.",
  );
  note();
  note(
    '| query | parameters | orders on the page | gateway p50 / p99 ms | direct p50 / p99 ms | p99 ratio | target p99 |',
  );
  note('|---|---|---|---|---|---|---|');
  const ms = ({ p50, p99 }: Timing) => `${p50.toFixed(1)} / ${p99.toFixed(1)}`;
  for (const q of bench.queries)
    note(
      `| ${q.name} | \`${q.query || '(none)'}\` | ${q.found} | ${ms(q.gateway)} | ${ms(q.direct)} | ${(q.gateway.p99 / q.direct.p99).toFixed(2)} | ≤ ${q.target} ms |`,
    );
  note();
};
