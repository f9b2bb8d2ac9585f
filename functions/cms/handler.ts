import { httpHandler } from '../lib/http/http-handler';
import { subscribeNewsletter } from './subscribe-newsletter';

export const handler = httpHandler({
  'POST /api/cms/newsletter': subscribeNewsletter,
});
