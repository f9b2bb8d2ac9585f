import { describe, expect, it } from 'vitest';
import { paymentDays } from '#shared/orders/payment-deadline';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { placeOrderInputSchema } from '#shared/orders/place-order-input';
import { sampleBusinessOrderInput } from '#shared/orders/sample-order-input';
import { fixtureFinancingPartner } from '../../lib/financing/fixture-partner';
import type { FinancingApplication, FinancingPartner } from '../../lib/financing/port';
import type { Order } from '../../lib/table/orders';
import { sampleOrder } from '../testing/fake-order-ports';
import { fakePaymentPorts } from '../testing/fake-payment-ports';
import { fixedNow } from '../testing/fake-table-ports';
import { applyForFinancing } from './apply-for-financing';

/** The financing ports over `orders`; the partner records what it was asked. */
const financingPorts = (orders: Order[], options: { failing?: string[]; after?: Order[] } = {}) => {
  const { ports, commits } = fakePaymentPorts({ orders, failing: options.failing ?? [] });
  const applications: FinancingApplication[] = [];
  const financing: FinancingPartner = {
    apply: async (application) => {
      applications.push(application);
      return fixtureFinancingPartner.apply(application);
    },
  };
  let reads = 0;
  const findOrder = async (id: string) =>
    (reads++ === 0 ? orders : (options.after ?? orders)).find((order) => order.id === id);
  return { ports: { ...ports, findOrder, financing }, commits, applications };
};

const creditOrder = (changes: Partial<Order> = {}) =>
  sampleOrder({ paymentMethod: paymentMethodIds.credit, owner: { kind: 'client', sub: 'anna' }, ...changes });

describe('an order of credit or leasing goes to the financing partner', () => {
  it('books an approved credit as the partner’s payment: paid payment, move to toSend, history, payment.settled', async () => {
    const order = creditOrder();
    const { ports, commits, applications } = financingPorts([order]);
    expect(await applyForFinancing(ports, { orderId: order.id })).toEqual({ ok: true, value: 'approved' });
    expect(applications).toEqual([
      {
        reference: order.id,
        kind: 'credit',
        amount: 123_00,
        currency: 'PLN',
        applicant: { email: order.email, name: 'Jan Kowalski' },
      },
    ]);
    expect(commits[0]?.items.map(({ item }) => item)).toEqual([
      { putPayment: ['new-pay-1', 'paid', 123_00] },
      { moveOrder: [order.id, 'unpaid', 'toSend', 'done', fixedNow.toISOString()] },
      { logMove: [order.id, 'bookPayment', 'financing'] },
      { history: ['anna', 'new-pay-1', 'accountPln', 123_00] },
    ]);
    const events = commits[0]?.events.map((event) => JSON.parse(event.detail)) ?? [];
    expect(events[1]).toMatchObject({ data: { method: 'credit', source: 'accountPln' } });
  });

  it('applies for leasing with the company and its tax number', async () => {
    const details = placeOrderInputSchema.parse(sampleBusinessOrderInput);
    const order = creditOrder({ paymentMethod: paymentMethodIds.leasing, details });
    const { ports, applications } = financingPorts([order]);
    expect(await applyForFinancing(ports, { orderId: order.id })).toEqual({ ok: true, value: 'approved' });
    expect(applications[0]).toMatchObject({
      kind: 'leasing',
      applicant: { name: details.invoice?.companyName, taxNumber: details.invoice?.taxNumber },
    });
  });

  it('records a refusal on the order, with the deadline of the online payment it now waits for and order.financing-declined on its live topic, booking nothing', async () => {
    const order = creditOrder({ email: 'jan+odmowa@example.pl' });
    const { ports, commits } = financingPorts([order]);
    expect(await applyForFinancing(ports, { orderId: order.id })).toEqual({ ok: true, value: 'declined' });
    expect(commits).toHaveLength(1);
    expect(commits[0]?.items.map(({ item }) => item)).toEqual([
      {
        declineFinancing: [
          order.id,
          { applicationId: expect.stringMatching(/^FIN-/), decidedAt: fixedNow.toISOString() },
          new Date(fixedNow.getTime() + paymentDays.online * 86_400_000).toISOString(),
        ],
      },
    ]);
    expect(commits[0]?.events.map((event) => [event.detailType, JSON.parse(event.detail)])).toMatchObject([
      [
        'order.financing-declined',
        { topics: [`order:${order.id}`], data: { orderId: order.id, email: order.email, guest: false } },
      ],
    ]);
  });

  it.each([
    ['a transfer order', { paymentMethod: paymentMethodIds.transfer }],
    [
      'an order decided before',
      { financingDeclined: { applicationId: 'FIN-1', decidedAt: '2026-11-01T00:00:00Z' } },
    ],
    ['an order paid meanwhile', { status: 'toSend', payment: 'done' }],
    ['an order cancelled meanwhile', { status: 'cancelled' }],
  ] as const)('does nothing for %s, asking no partner', async (_, changes) => {
    const order = creditOrder(changes as Partial<Order>);
    const { ports, commits, applications } = financingPorts([order]);
    expect(await applyForFinancing(ports, { orderId: order.id })).toEqual({ ok: true, value: 'nothing' });
    expect(applications).toEqual([]);
    expect(commits).toEqual([]);
  });

  it('counts a decision that lost to the customer’s cancellation as done', async () => {
    const order = creditOrder();
    const { ports } = financingPorts([order], {
      failing: ['order_changed'],
      after: [{ ...order, status: 'cancelled' }],
    });
    expect(await applyForFinancing(ports, { orderId: order.id })).toEqual({ ok: true, value: 'nothing' });
  });

  it('fails, for the event to come again, when the commit failed and the order still waits', async () => {
    const order = creditOrder();
    const { ports } = financingPorts([order], { failing: ['order_changed'] });
    expect(await applyForFinancing(ports, { orderId: order.id })).toEqual({
      ok: false,
      code: 'order_changed',
    });
  });

  it('answers order_not_found for an unknown order', async () => {
    const { ports } = financingPorts([]);
    expect(await applyForFinancing(ports, { orderId: 'nope' })).toEqual({
      ok: false,
      code: 'order_not_found',
    });
  });
});
