import type { ParcelLocker, ParcelLockerSearch } from '#shared/parcel-lockers';

// The parcel-locker port's shape, read by the selector (parcel-lockers.ts) and every adapter.

export interface ParcelLockers {
  /** The operating lockers of a city or a zip code (at most a page of them); none is an empty list. */
  findLockers(search: ParcelLockerSearch): Promise<ParcelLocker[]>;
  /** The locker of this name if it takes parcels now; undefined when there is none or it does not. */
  findLocker(id: string): Promise<ParcelLocker | undefined>;
}
