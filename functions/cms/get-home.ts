import { homeOffers } from '#shared/content/home';
import type { Route } from '../lib/http/http-handler';
import { json } from '../lib/http/reply';

/** GET /api/cms/home: the home page's offers with their price list per currency. */
export const getHome: Route = async () =>
  json(200, { offers: homeOffers }, { 'cache-control': 'public, max-age=900' });
