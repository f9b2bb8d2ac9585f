import type { Payment } from '../../lib/table/payments';
import type { PaymentPorts } from './deps';
import { settlePayment } from './settle-payment';

/** Payments reconciled per run of the schedule; the next run (5 minutes later) takes the rest. */
export const reconcileBatch = 50;

export interface Reconciled {
  settled: number;
  expired: number;
  unchanged: number;
}

/**
 * Reconciliation (the `reconcile-payments` schedule): every payment still registered
 * past its time limit is asked for its status at the provider. Paid with our amount and currency: it
 * is verified and settled once (its notification was lost or late); otherwise it expires. Each change
 * is conditional on the state read, so a notification racing the run, or arriving after it, books the
 * payment at most once (an expired payment may still settle: the money is the customer's).
 */
export const reconcilePayments = async (ports: PaymentPorts): Promise<Reconciled> => {
  const counts: Reconciled = { settled: 0, expired: 0, unchanged: 0 };
  const reconcile = async (payment: Payment): Promise<keyof Reconciled> => {
    const status = await ports.provider.status(payment.paymentId);
    const ours = status.amount === payment.amount && status.currency === payment.currency;
    if (status.state === 'paid' && status.providerOrderId !== undefined && ours) {
      const { providerOrderId } = status;
      await ports.provider.verify({
        sessionId: payment.paymentId,
        providerOrderId,
        amount: payment.amount,
        currency: payment.currency,
      });
      return (await settlePayment(ports, payment, providerOrderId)) === 'settled' ? 'settled' : 'unchanged';
    }
    if (status.state === 'paid') ports.warn('provider status refused', { paymentId: payment.paymentId });
    const expired = await ports.commit([
      {
        item: ports.paymentItems.move(payment, 'expire', ports.clock()),
        whenConditionFails: 'payment_not_expirable' as const,
      },
    ]);
    return expired.ok ? 'expired' : 'unchanged';
  };
  for (const payment of await ports.listOverduePayments(ports.clock(), reconcileBatch)) {
    counts[await reconcile(payment)] += 1;
  }
  return counts;
};
