import { describe, expect, it } from 'vitest';
import { compilePattern } from '#infra/local/eventbridge/pattern';
import { rules } from '#infra/wiring/event-rules';
import { orderStatuses } from '#shared/orders/order-states';
import { paymentMethodIds } from '#shared/orders/payment-methods';

// Consumers whose rule lets through only the events they act on (issue 38: an invocation, three SQS
// requests and two writes spared for every event they would have dropped): the rule still brings
// every event the consumer acts on.

const matches = (ruleName: string, source: string, detailType: string, data: object) => {
  const rule = rules.find(({ name }) => name === ruleName);
  if (!rule) throw new Error(`no rule ${ruleName}`);
  return compilePattern(rule.pattern)({ source, 'detail-type': detailType, detail: { data } });
};

describe('the rules that filter what their consumer acts on', () => {
  it('issue-invoice: every settled payment and refunded surplus, and of placed orders only those on deferred payment', () => {
    expect(matches('issue-invoice', 'shop.payments', 'payment.settled', { orderId: 'o' })).toBe(true);
    expect(matches('issue-invoice', 'shop.payments', 'payment.surplus-refunded', { orderId: 'o' })).toBe(
      true,
    );
    const placed = (paymentMethod: number) =>
      matches('issue-invoice', 'shop.orders', 'order.placed', { orderId: 'o', paymentMethod });
    expect(placed(paymentMethodIds.deferred)).toBe(true);
    expect(placed(paymentMethodIds.blik)).toBe(false);
    expect(placed(paymentMethodIds.marketplace)).toBe(false);
    expect(matches('issue-invoice', 'shop.orders', 'order.status-changed', { to: 'toSend' })).toBe(false);
  });

  it('order-refunds: an order moved to cancelled or returned, no other move', () => {
    const queued = orderStatuses.filter((to) =>
      matches('order-refunds', 'shop.orders', 'order.status-changed', { to }),
    );
    expect(queued).toEqual(['cancelled', 'returned']);
  });
});
