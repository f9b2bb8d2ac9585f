import { createHash } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { config } from '../lib/config';
import { logger } from '../lib/logger';
import { sendMailOnce } from '../lib/mail';
import { activeSubscriptions } from '../lib/table/microsoft-subscriptions';
import { type Reconciliation, reconcileSubscriptions } from '../use-cases/csp/reconcile-subscriptions';
import { subscriptionDeps } from '../use-cases/csp/subscription-deps';
import { differencesMail } from './subscription-differences-mail';

/**
 * The subscriptions reconciled at `clock()` while `timeLeftMs()` allows (the integration test runs it
 * with no limit), and the differences it reports: each logged, and mailed to the staff's address
 * (`SALES_EMAIL`) once a day for the same set of differences.
 */
export const reconcileSubscriptionsBy = async (
  clock: () => Date,
  timeLeftMs: () => number = () => Number.POSITIVE_INFINITY,
): Promise<Reconciliation> => {
  const result = await reconcileSubscriptions({
    ...subscriptionDeps(),
    clock,
    activeSubscriptions,
    timeLeftMs,
  });
  const { differences, ...counts } = result;
  logger.info('subscriptions reconciled', { ...counts, differences: differences.length });
  for (const difference of differences) logger.warn('subscription differs at Microsoft', { ...difference });
  if (differences.length > 0) {
    const now = clock();
    const digest = createHash('sha256').update(JSON.stringify(differences)).digest('hex');
    await sendMailOnce(
      `subscription-differences:${now.toISOString().slice(0, 10)}:${digest}`,
      differencesMail(config('sales').SALES_EMAIL, differences, now),
    );
  }
  return result;
};

/**
 * The `reconcile-subscriptions` schedule (hourly): the shop's Microsoft 365 subscriptions compared with
 * Partner Center, unfinished changes settled and renewals repaired, the rest reported to staff.
 */
export const handler = (_event: unknown, context: Context): Promise<Reconciliation> =>
  reconcileSubscriptionsBy(
    () => new Date(),
    () => context.getRemainingTimeInMillis(),
  );
