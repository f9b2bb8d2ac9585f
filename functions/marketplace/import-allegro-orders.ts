import type { Context } from 'aws-lambda';
import { AllegroError } from '../lib/allegro/port';
import { shopAllegro } from '../lib/allegro/shop-allegro';
import { logger } from '../lib/logger';
import { readConnection, writeConnection } from '../lib/table/marketplace';
import { marketplaceDeps } from '../use-cases/marketplace/deps';
import { type ImportRun, importAllegroOrders } from '../use-cases/marketplace/import-allegro-orders';

/** A run starts no page within this long of its timeout (a page of 1,000 orders takes well under it). */
const reserveMs = 120_000;

/**
 * The `import-allegro-orders` schedule (every minute): the order event journal read on from where it
 * was, its orders imported. Runs only while the shop account is connected. Allegro refusing the
 * account's tokens (expired, revoked) stops the imports: the connection is marked stopped for the
 * back office, and the run fails once, which raises the shop's Lambda errors alarm; the journal
 * stays where it was, so connecting again resumes it and nothing is lost.
 */
export const importAllegroOrdersBy = async (until: number): Promise<ImportRun | { skipped: string }> => {
  const connection = await readConnection('allegro');
  if (connection?.state !== 'connected') return { skipped: connection?.state ?? 'notConnected' };
  try {
    const run = await importAllegroOrders(marketplaceDeps(shopAllegro().seller), { until });
    if (run.events > 0) logger.info('allegro orders imported', { ...run });
    return run;
  } catch (error) {
    if (error instanceof AllegroError && error.failure === 'unauthorised') {
      await writeConnection('allegro', {
        state: 'stopped',
        stoppedAt: new Date().toISOString(),
        reason: error.message,
      });
      logger.error('Allegro refused the shop account: imports stopped until it is connected again', {
        reason: error.message,
      });
    }
    throw error;
  }
};

export const handler = (_event: unknown, context: Context) =>
  importAllegroOrdersBy(Date.now() + context.getRemainingTimeInMillis() - reserveMs);
