import { type BankTransfer, bankTransferFor } from '../payments/bank-transfer';
import type { PlacedOrder } from './order-view';
import { paymentMethodIds } from './payment-methods';

// The bank transfer an order still waits for (its status page, its account details, its confirmation
// mail): account, amount, title and the złoty QR code (shared/payments/bank-transfer.ts).

/** Methods the buyer pays by a transfer of their own into the shop's account: before the goods leave, or after (deferred). */
const ownTransferMethods: readonly number[] = [paymentMethodIds.transfer, paymentMethodIds.deferred];

/** Whether the buyer pays an order of this method by a transfer of their own. */
export const paidByOwnTransfer = (paymentMethodId: number): boolean =>
  ownTransferMethods.includes(paymentMethodId);

/** The transfer that pays the order, while it waits for one (not once paid, cancelled or returned). */
export const transferToPay = (
  order: Pick<PlacedOrder, 'number' | 'paymentMethod' | 'payment' | 'status' | 'totals' | 'currency'>,
): BankTransfer | undefined =>
  paidByOwnTransfer(order.paymentMethod) &&
  order.payment === 'waiting' &&
  order.status !== 'cancelled' &&
  order.status !== 'returned'
    ? bankTransferFor(order.number, { amount: order.totals.total.gross, currency: order.currency })
    : undefined;
