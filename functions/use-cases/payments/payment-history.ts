import type { PaymentHistoryPage } from '../../lib/table/payments';
import { ok, type Result } from '../result';
import type { PaymentPorts } from './deps';

export const historyPageSize = 10;

/**
 * A customer's payment history (spec section 3's payment history entry): the payments booked to their
 * orders, newest first, ten a page, with where the next page starts. A guest has no history.
 */
export const listPaymentHistoryOf = async (
  ports: Pick<PaymentPorts, 'listPaymentHistory'>,
  { sub, cursor }: { sub: string; cursor?: string },
): Promise<Result<PaymentHistoryPage>> => ok(await ports.listPaymentHistory(sub, cursor, historyPageSize));
