import { logger } from '../lib/logger';
import { deps } from '../use-cases/orders/deps';
import { type DeadlineRun, enforcePaymentDeadlines } from '../use-cases/orders/enforce-payment-deadlines';

/** The payment deadlines enforced as of `clock()` (the integration test runs it days ahead). */
export const enforceDeadlinesBy = async (clock: () => Date): Promise<DeadlineRun> => {
  const run = await enforcePaymentDeadlines({ ...deps(), clock });
  if (run.expired.length + run.reminded.length > 0)
    logger.info('payment deadlines', { expired: run.expired.length, reminded: run.reminded.length });
  return run;
};

/**
 * The `payment-deadlines` schedule (hourly): unpaid orders past their payment deadline cancelled (their
 * stock given back), buyers a day before it reminded.
 */
export const handler = (): Promise<DeadlineRun> => enforceDeadlinesBy(() => new Date());
