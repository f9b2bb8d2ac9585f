import { config } from '../config';
import { inpostPoints } from './inpost-points';
import type { ParcelLockers } from './port';

export type { ParcelLockers } from './port';

// The parcel-locker port: the InPost points adapter at PARCEL_LOCKERS_ENDPOINT, which is InPost's
// public API on AWS (the default) and the local runtime's simulator on a laptop (README.md).

export const parcelLockers = (): ParcelLockers =>
  inpostPoints({ endpoint: config('parcelLockers').PARCEL_LOCKERS_ENDPOINT });
