import { logger } from '../lib/logger';
import { paymentProvider } from '../lib/payment-provider/payment-provider';
import { paymentDeps } from '../use-cases/payments/deps';
import { type Reconciled, reconcilePayments } from '../use-cases/payments/reconcile-payments';

/**
 * The `reconcile-payments` schedule (every 5 minutes): payments still registered past their time limit
 * are asked for their status at the provider and settled or expired.
 */
export const handler = async (): Promise<Reconciled> => {
  const reconciled = await reconcilePayments(paymentDeps(paymentProvider()));
  if (reconciled.settled + reconciled.expired + reconciled.unchanged > 0)
    logger.info('payments reconciled', { ...reconciled });
  return reconciled;
};
