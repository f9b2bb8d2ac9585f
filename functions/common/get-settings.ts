import { cacheLifespanMinutes, type ShopSettings, shopSettings } from '../../shared/settings';
import type { Route } from '../lib/http/http-handler';
import { json } from '../lib/http/reply';
import { getMaintenance } from '../lib/table/settings';

// Basic data is cached per warm container for the spec's cache lifespan (15 minutes); browsers and
// CloudFront may keep it a minute.
let cached: { settings: ShopSettings; until: number } | undefined;

export const getSettings: Route = async () => {
  const now = Date.now();
  if (!cached || cached.until <= now) {
    cached = { settings: shopSettings(await getMaintenance()), until: now + cacheLifespanMinutes * 60_000 };
  }
  return json(200, cached.settings, { 'cache-control': 'public, max-age=60' });
};
