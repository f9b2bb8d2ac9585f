import type { Context } from 'aws-lambda';
import { ulid } from 'ulid';
import { logger } from '../lib/logger';
import { partnerCenter } from '../lib/partner-center/partner-center';
import { notificationUrl } from '../lib/payment-provider/notification-urls';
import { paymentProvider } from '../lib/payment-provider/payment-provider';
import { dueForRenewal, subscriptionItems } from '../lib/table/microsoft-subscriptions';
import { lastOrderSequence } from '../lib/table/order-numbers';
import { getClientOrders } from '../lib/table/orders';
import { returnUrlOf } from '../payments/payment-callers';
import { type RenewalCounts, renewSubscriptions } from '../use-cases/csp/renew-subscriptions';
import { savedCardRepository } from '../use-cases/payments/card-deps';
import { paymentDeps } from '../use-cases/payments/deps';

/**
 * The subscriptions due by `clock()` renewed while `timeLeftMs()` allows (the integration test and the
 * bench run it a term ahead, with no limit).
 */
export const renewSubscriptionsBy = async (
  clock: () => Date,
  timeLeftMs: () => number = () => Number.POSITIVE_INFINITY,
): Promise<RenewalCounts> => {
  const payments = paymentDeps(paymentProvider());
  const renewed = await renewSubscriptions(
    {
      ...payments,
      clock,
      partnerCenter,
      clientOrders: getClientOrders,
      subscriptionItems,
      dueForRenewal,
      listSavedCards: savedCardRepository.listSavedCards,
      newOrderId: (now) => ulid(now.getTime()),
      lastOrderSequence,
      timeLeftMs,
    },
    { urlReturn: returnUrlOf({ kind: 'client', sub: '' }), urlStatus: notificationUrl() },
  );
  if (Object.values(renewed).some((count) => count > 0)) logger.info('subscriptions renewed', { ...renewed });
  return renewed;
};

/**
 * The `renew-subscriptions` schedule (hourly): every auto-renewing Microsoft 365 subscription whose term
 * ended gets its next term as an order charged to the customer's default saved card,
 * as many as the function's timeout allows; the next run takes the rest.
 */
export const handler = (_event: unknown, context: Context): Promise<RenewalCounts> =>
  renewSubscriptionsBy(
    () => new Date(),
    () => context.getRemainingTimeInMillis(),
  );
