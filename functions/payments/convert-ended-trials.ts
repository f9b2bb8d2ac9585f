import { ulid } from 'ulid';
import { logger } from '../lib/logger';
import { notificationUrl } from '../lib/payment-provider/notification-urls';
import { paymentProvider } from '../lib/payment-provider/payment-provider';
import { lastOrderSequence } from '../lib/table/order-numbers';
import { getOrder, orderItems } from '../lib/table/orders';
import { listEndedTrials, trialItems } from '../lib/table/trials';
import { savedCardRepository } from '../use-cases/payments/card-deps';
import { type ConvertedTrials, convertEndedTrials } from '../use-cases/payments/convert-ended-trials';
import { paymentDeps } from '../use-cases/payments/deps';
import { returnUrlOf } from './payment-callers';

/** The trials ended by `clock()` converted (the integration test runs it a month ahead). */
export const convertTrialsBy = async (clock: () => Date): Promise<ConvertedTrials> => {
  const payments = paymentDeps(paymentProvider());
  const converted = await convertEndedTrials(
    {
      ...payments,
      clock,
      listSavedCards: savedCardRepository.listSavedCards,
      getOrder,
      orderItems,
      listEndedTrials,
      trialItems,
      newOrderId: (now) => ulid(now.getTime()),
      lastOrderSequence,
    },
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
