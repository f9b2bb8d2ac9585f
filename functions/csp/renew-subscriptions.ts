import type { Context } from 'aws-lambda';
import { logger } from '../lib/logger';
import { partnerCenter } from '../lib/partner-center/partner-center';
import { notificationUrl } from '../lib/payment-provider/notification-urls';
import { paymentProvider } from '../lib/payment-provider/payment-provider';
import { dueForRenewal, subscriptionItems } from '../lib/table/microsoft-subscriptions';
import { getClientOrders, orderItems } from '../lib/table/orders';
import { returnUrlOf } from '../payments/payment-callers';
import { type RenewalCounts, renewSubscriptions } from '../use-cases/csp/renew-subscriptions';
import { offSessionDeps } from '../use-cases/payments/off-session-deps';

/**
 * The subscriptions due by `clock()` renewed while `timeLeftMs()` allows (the integration test and the
 * bench run it a term ahead, with no limit).
 */
export const renewSubscriptionsBy = async (
  clock: () => Date,
  timeLeftMs: () => number = () => Number.POSITIVE_INFINITY,
): Promise<RenewalCounts> => {
  const renewed = await renewSubscriptions(
    {
      ...offSessionDeps(paymentProvider()),
      clock,
      partnerCenter,
      clientOrders: getClientOrders,
      orderItems,
      subscriptionItems,
      dueForRenewal,
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
