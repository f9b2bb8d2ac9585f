import { ulid } from 'ulid';
import { logger } from '#functions/lib/logger';
import { pendingOutboxItems } from '#functions/lib/table/outbox';
import { publishOutboxItems } from './publish-items';

/** Items younger than this are still the stream's to publish. */
const graceMs = 2 * 60_000;

/**
 * Scheduled safety net: republishes outbox items still pending after the grace period, e.g. when
 * the stream publisher gave up after its retries. Nothing a customer did is lost to a bus outage.
 */
export const handler = async (): Promise<{ republished: number; failed: number }> => {
  const before = ulid(Date.now() - graceMs);
  const items = await pendingOutboxItems({ before, limit: 100 });
  const failed = await publishOutboxItems(items);
  if (items.length > 0)
    logger.info('outbox sweep', { republished: items.length - failed.size, failed: failed.size });
  return { republished: items.length - failed.size, failed: failed.size };
};
