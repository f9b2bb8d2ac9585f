import { logger } from '../lib/logger';
import { readInvoice } from '../lib/table/invoices';
import { endingBetween, subscriptionItems } from '../lib/table/microsoft-subscriptions';
import { commitGuarded } from '../lib/table/transaction';
import { offerRenewals } from '../use-cases/csp/offer-renewals';

/** The offers due by `clock()` mailed (the integration test runs it a term ahead). */
export const offerRenewalsBy = async (clock: () => Date): Promise<number> => {
  const offered = await offerRenewals({
    commit: commitGuarded,
    clock,
    subscriptionItems,
    endingBetween,
    readInvoice,
  });
  if (offered > 0) logger.info('renewals offered', { offered });
  return offered;
};

/**
 * The `offer-renewals` schedule (daily): Microsoft 365 subscriptions that will not renew by themselves
 * and end within two weeks are offered their renewal by mail, with their invoice's link.
 */
export const handler = (): Promise<number> => offerRenewalsBy(() => new Date());
