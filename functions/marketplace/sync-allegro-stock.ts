import { shopAllegro } from '../lib/allegro/shop-allegro';
import { logger } from '../lib/logger';
import { readConnection } from '../lib/table/marketplace';
import { unitsOf } from '../lib/table/stock';
import { syncOfferStock } from '../use-cases/marketplace/sync-offer-stock';

/**
 * The `sync-allegro-stock` schedule (every 15 minutes): every Allegro offer of a counted product set
 * to the product's units where they differ, behind the pushes that follow each order
 * (`events/consumers/push-allegro-stock.ts`), so a missed push or a change at Allegro is put right.
 */
export const handler = async () => {
  const connection = await readConnection('allegro');
  if (connection?.state !== 'connected') return { skipped: connection?.state ?? 'notConnected' };
  const synced = await syncOfferStock({ allegro: shopAllegro().seller, unitsOf });
  if (synced.set > 0) logger.info('allegro offer stock set', synced);
  return synced;
};
