import { createHash } from 'node:crypto';
import { ProviderError } from '../../lib/payment-provider/provider-error';
import type { Payment } from '../../lib/table/payments';
import type { PaymentPorts } from './deps';

/** Przelewy24's `refundsUuid` (at most 35 characters), derived from the request so a retry sends the same. */
const refundsUuidOf = (requestId: string) =>
  createHash('sha256').update(`refunds:${requestId}`).digest('hex').slice(0, 32);

/** The provider already holds this refund request: an earlier attempt got through before its record. */
const alreadyAsked = (error: unknown) =>
  error instanceof ProviderError &&
  (error.status === 400 || error.status === 409) &&
  /already exists/i.test(error.message);

/**
 * `amount` of a payment (an order's, or a card verification's) asked back at the provider under
 * `requestId` (the same request on a retry:
 * its refunds uuid is derived from it, and the provider's "request already exists" counts as asked).
 * Any other provider failure is thrown: the caller records nothing and is delivered again.
 */
export const askRefund = async (
  ports: Pick<PaymentPorts, 'provider'>,
  payment: Pick<Payment, 'paymentId' | 'providerOrderId'>,
  refund: { requestId: string; amount: number; description: string; urlStatus: string },
): Promise<void> => {
  try {
    await ports.provider.refund({
      requestId: refund.requestId,
      refundsUuid: refundsUuidOf(refund.requestId),
      providerOrderId: payment.providerOrderId as number,
      sessionId: payment.paymentId,
      amount: refund.amount,
      description: refund.description.slice(0, 35),
      urlStatus: refund.urlStatus,
    });
  } catch (error) {
    if (!alreadyAsked(error)) throw error;
  }
};
