import {
  type ParcelLockersAnswer,
  parcelLockerQuerySchema,
  parcelLockerSearchOf,
} from '#shared/parcel-lockers';
import type { Route } from '../lib/http/http-handler';
import { parseQuery } from '../lib/http/parse-query';
import { json } from '../lib/http/reply';
import { parcelLockers } from '../lib/parcel-lockers/parcel-lockers';

/**
 * GET /api/orders/parcel-lockers?q=: the operating parcel lockers of a city or a zip code, for the
 * checkout's delivery step. Public data, so browsers may keep an answer for five minutes.
 */
export const getParcelLockers: Route = async ({ event }) => {
  const { q } = parseQuery(event, parcelLockerQuerySchema);
  const answer: ParcelLockersAnswer = { lockers: await parcelLockers().findLockers(parcelLockerSearchOf(q)) };
  return json(200, answer, { 'cache-control': 'public, max-age=300' });
};
