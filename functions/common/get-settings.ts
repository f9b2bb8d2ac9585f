import { type AuthSettings, cacheLifespanMinutes, shopSettings } from '#shared/settings';
import { config } from '../lib/config';
import type { Route } from '../lib/http/http-handler';
import { json, type Reply } from '../lib/http/reply';
import { getMaintenance } from '../lib/table/settings';

// Basic data is cached per warm container for the spec's cache lifespan (15 minutes), serialized
// once; browsers and CloudFront may keep it a minute.
let cached: { reply: Reply; until: number } | undefined;

const authSettings = (): AuthSettings => {
  const { USER_POOL_ID, USER_POOL_CLIENT_ID, USER_POOL_ENDPOINT, USER_POOL_DOMAIN } = config('userPool');
  return {
    userPoolId: USER_POOL_ID,
    clientId: USER_POOL_CLIENT_ID,
    endpoint: USER_POOL_ENDPOINT,
    oauthDomain: USER_POOL_DOMAIN,
  };
};

/** The WebSocket API's address: its `@connections` endpoint (https, or http locally) with the ws scheme. */
const liveUrl = () => config('live').LIVE_ENDPOINT.replace(/^http/, 'ws');

export const getSettings: Route = async () => {
  const now = Date.now();
  if (!cached || cached.until <= now) {
    const reply = json(200, shopSettings(await getMaintenance(), authSettings(), liveUrl()), {
      'cache-control': 'public, max-age=60',
    });
    cached = { reply, until: now + cacheLifespanMinutes * 60_000 };
  }
  return cached.reply;
};
