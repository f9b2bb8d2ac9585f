import { paymentNotified } from '#events/contracts/payment-notified';
import { putEventNow } from '../../lib/event-bridge';
import type { PaymentNotice } from '../../lib/payment-provider/port';
import { outboxItem } from '../../lib/table/outbox';

/**
 * The notification route's own port: an accepted notification put on the bus for its settling
 * (`payment.notified`), one event id per notice.
 */
export interface NoticePorts {
  announceNotification: (body: Record<string, unknown>, notice: PaymentNotice) => Promise<void>;
}

export const noticeDeps = (): NoticePorts => ({
  announceNotification: (body, notice) =>
    putEventNow(
      outboxItem(
        paymentNotified,
        { provider: 'przelewy24', body },
        { eventId: `notice-${notice.sessionId}-${notice.providerOrderId}` },
      ),
    ),
});
