import { httpHandler } from '../lib/http/http-handler';
import { getHome } from './get-home';
import { getPage } from './get-page';
import { subscribeNewsletter } from './subscribe-newsletter';

export const handler = httpHandler({
  'POST /api/cms/newsletter': subscribeNewsletter,
  'GET /api/cms/pages/{key}': getPage,
  'GET /api/cms/home': getHome,
});
