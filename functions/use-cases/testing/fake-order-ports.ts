import { searchTermsOf } from '#shared/orders/order-search';
import { type PlaceOrderInput, placeOrderInputSchema } from '#shared/orders/place-order-input';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';
import type { Order, OrderOwner } from '../../lib/table/orders';
import type { TransactItem } from '../../lib/table/transaction';
import type { OrderPorts } from '../orders/deps';
import { fakeTablePorts, fixedNow } from './fake-table-ports';

/** A guest's checkout (shared/orders' sample) by transfer and courier, as the schema leaves it. */
export const samplePlacement: PlaceOrderInput = placeOrderInputSchema.parse({
  ...sampleGuestOrderInput,
  shippingMethod: 'courier',
  parcelLockerId: undefined,
});

/** A stored order for the order use cases' tests: a guest's unpaid transfer order unless told otherwise. */
export const sampleOrder = (changes: Partial<Order> = {}): Order => ({
  id: '01JORDER0000000000000000AA',
  number: '2026/000001',
  owner: { kind: 'guest' },
  status: 'unpaid',
  payment: 'waiting',
  createdAt: fixedNow.toISOString(),
  updatedAt: fixedNow.toISOString(),
  email: samplePlacement.contact.email,
  language: 'pl',
  currency: 'PLN',
  vatBuyer: { country: 'PL', kind: 'consumer', vatIdConfirmed: false },
  exchangeRate: null,
  lines: [
    {
      productId: 'laptop-1',
      name: 'Laptop',
      kind: 'hardware',
      quantity: 1,
      unitNet: 100_00,
      total: { net: 100_00, vat: 23_00, gross: 123_00 },
      vatTreatment: { case: 'domestic', rate: 2300, country: 'PL' },
    },
  ],
  totals: {
    goods: { net: 100_00, vat: 23_00, gross: 123_00 },
    discount: { net: 0, vat: 0, gross: 0 },
    shipping: { net: 0, vat: 0, gross: 0 },
    total: { net: 100_00, vat: 23_00, gross: 123_00 },
  },
  discountCode: null,
  paymentMethod: 2,
  shippingMethod: 'courier',
  details: samplePlacement,
  linkTokenHash: 'hash:good-token',
  ...changes,
});

const sameOwner = (a: OrderOwner, b: OrderOwner) =>
  a.kind === b.kind && (a.kind === 'guest' || (b.kind === 'client' && a.sub === b.sub));

/**
 * In-memory order ports over the `orders` given: reads find them by owner and id, items are labelled
 * records, a token's hash is `hash:<token>`, `commit` refuses the `failing` guards.
 */
export const fakeOrderPorts = (orders: Order[], failing: string[] = []) => {
  const table = fakeTablePorts(failing);
  const label = (name: string, ...args: unknown[]) => ({ [name]: args }) as unknown as TransactItem;
  const page = (found: Order[]) => ({ orders: found.slice(0, 10) });
  const ports: OrderPorts = {
    ...table.ports,
    orderItems: {
      move: (order, to, now, { payment = order.payment, payBy, shipment } = {}) =>
        label(
          'moveOrder',
          order.id,
          order.status,
          to,
          payment,
          now.toISOString(),
          ...(payBy ? [payBy] : []),
          ...(shipment ? [shipment.carrier, shipment.trackingNumber] : []),
        ),
      logged: (orderId, record) =>
        record.kind === 'move'
          ? label(
              'logMove',
              orderId,
              record.action,
              record.actor,
              ...(record.staffEmail ? [record.staffEmail] : []),
              ...(record.booked ? [record.booked] : []),
              ...(record.shipment ? [record.shipment] : []),
            )
          : label(
              'logReturn',
              orderId,
              record.returnId,
              record.lines,
              ...(record.staffEmail ? [record.staffEmail] : []),
            ),
      partReturned: (order, partReturn) => label('partReturned', order.id, partReturn.id, partReturn.lines),
      paymentReminded: (order, now) => label('paymentReminded', order.id, now.toISOString()),
      giveStockBack: ({ productId, units }) => label('giveStockBack', productId, units),
      declineFinancing: (order, declined, payBy) => label('declineFinancing', order.id, declined, payBy),
      numberTaken: (year, last, count) => label('orderNumberTaken', year, last, count),
      placed: (order) => [
        label('putOrder', order),
        ...(order.partnerId && order.owner.kind === 'client'
          ? [label('listForPartner', order.partnerId, order.id, order.owner.sub)]
          : []),
      ],
    },
    getOrder: async (owner, id) => orders.find((order) => order.id === id && sameOwner(order.owner, owner)),
    findOrder: async (id) => orders.find((order) => order.id === id),
    listClientOrders: async (sub, filter) =>
      page(
        orders.filter(
          (order) =>
            sameOwner(order.owner, { kind: 'client', sub }) &&
            (filter.status === undefined || order.status === filter.status),
        ),
      ),
    listOrdersInStatus: async (status) => page(orders.filter((order) => order.status === status)),
    listOrderQueue: async (filter) =>
      page(orders.filter((order) => filter.status === undefined || order.status === filter.status)),
    countOrdersInStatus: async (status) => orders.filter((order) => order.status === status).length,
    ordersFoundBy: async (term) =>
      page(
        orders.filter((order) =>
          searchTermsOf(order).some((kept) => kept.kind === term.kind && kept.value === term.value),
        ),
      ),
    linkTokenHashOf: (token) => `hash:${token}`,
    lastOrderSequence: async () => 0,
  };
  return { ports, commits: table.commits };
};
