import type { Runtime } from '#infra/local/runtime';
import { scanTable } from './scan-table';

/**
 * The payment.settled events the outbox holds for a payment, once the outbox caught up (a test may
 * scan; a route never does): how the payments tests count settlements.
 */
export const settledEventsOf = async (runtime: Runtime, paymentId: string) => {
  await runtime.outboxCaughtUp();
  return scanTable({
    FilterExpression: 'detailType = :type AND contains(detail, :payment)',
    ExpressionAttributeValues: { ':type': 'payment.settled', ':payment': `"paymentId":"${paymentId}"` },
  });
};
