import { ulid } from 'ulid';
import { logger } from '../../lib/logger';
import type { PaymentProvider } from '../../lib/payment-provider/port';
import { lastOrderSequence } from '../../lib/table/order-numbers';
import { newPaymentId, paymentItems } from '../../lib/table/payments';
import { listSavedCards } from '../../lib/table/saved-cards';
import { tablePorts } from '../table-ports';

/**
 * The ports of an order placed and charged to a saved card without the customer (a trial's next month,
 * a subscription's next term): the table, the provider and the cards, the payment's items, and a new
 * order's id and number. Not the payments' whole set (deps.ts), so the schedules that charge carry no
 * refunds' repository.
 */
export const offSessionDeps = (provider: PaymentProvider) => ({
  ...tablePorts(),
  provider,
  warn: (message: string, fields: Record<string, unknown>) => logger.warn(message, fields),
  paymentItems,
  newPaymentId,
  listSavedCards,
  newOrderId: (now: Date) => ulid(now.getTime()),
  lastOrderSequence,
});
