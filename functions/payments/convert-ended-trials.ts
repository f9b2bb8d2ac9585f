import { logger } from '../lib/logger';
import { notificationUrl } from '../lib/payment-provider/notification-urls';
import { paymentProvider } from '../lib/payment-provider/payment-provider';
import { getOrder, orderItems } from '../lib/table/orders';
import { listEndedTrials, trialItems } from '../lib/table/trials';
import { type ConvertedTrials, convertEndedTrials } from '../use-cases/payments/convert-ended-trials';
import { offSessionDeps } from '../use-cases/payments/off-session-deps';
import { returnUrlOf } from './payment-callers';

/** The trials ended by `clock()` converted (the integration test runs it a month ahead). */
export const convertTrialsBy = async (clock: () => Date): Promise<ConvertedTrials> => {
  const converted = await convertEndedTrials(
    { ...offSessionDeps(paymentProvider()), clock, getOrder, orderItems, listEndedTrials, trialItems },
    { urlReturn: returnUrlOf({ kind: 'client', sub: '' }), urlStatus: notificationUrl() },
  );
  if (converted.charged + converted.chargeFailed + converted.ended > 0)
    logger.info('free trials converted', { ...converted });
  return converted;
};

/**
 * The `convert-ended-trials` schedule (every hour): each free trial whose month has ended gets its next
 * month as an order, charged to the buyer's default saved card.
 */
export const handler = (): Promise<ConvertedTrials> => convertTrialsBy(() => new Date());
