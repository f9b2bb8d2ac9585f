import type { ParcelLocker, ParcelLockersAnswer } from '#shared/parcel-lockers';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/orders/parcel-lockers?q=: the operating lockers of a city or zip code. */
export const findParcelLockers = async (q: string): Promise<ParcelLocker[]> =>
  (await apiFetch<ParcelLockersAnswer>(`/api/orders/parcel-lockers?${new URLSearchParams({ q })}`)).lockers;
