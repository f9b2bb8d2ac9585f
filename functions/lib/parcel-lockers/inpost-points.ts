import type { ParcelLocker, ParcelLockerSearch } from '#shared/parcel-lockers';
import { AppError, outageRetryAfterSeconds } from '../errors';
import { type Point, type PointsQuery, pointSchema, pointsPageSchema } from './points-contract';
import type { ParcelLockers } from './port';

// The adapter to InPost's public points API: one GET per search, the operating parcel lockers of
// the first page mapped to the port's lockers; one GET of a point by its name (the order keeps its
// address). The same code runs against InPost (AWS) and the local
// simulator (`npm start`, tests). Any failure to answer is an outage (503 with Retry-After).

export interface InpostPointsOptions {
  /** The API's base: `https://api-pl-points.easypack24.net/v1` or the simulator's. */
  endpoint: string;
  timeoutMs?: number;
  /** Lockers per search (the API's `per_page`). */
  pageSize?: number;
}

/** The API matches `city` exactly as it writes it: "Kraków", "Bielsko-Biała", "Nowy Sącz". */
const capitalised = (city: string) =>
  city
    .toLocaleLowerCase('pl')
    .replace(
      /(^|[\s-])(\p{L})/gu,
      (_, before: string, letter: string) => before + letter.toLocaleUpperCase('pl'),
    );

const queryOf = (search: ParcelLockerSearch, pageSize: number): PointsQuery => ({
  ...('zipCode' in search ? { post_code: search.zipCode } : { city: capitalised(search.city) }),
  type: 'parcel_locker',
  per_page: pageSize,
});

const lockerOf = ({
  name,
  location,
  location_description,
  opening_hours,
  address_details: a,
}: Point): ParcelLocker => {
  const number = [a.building_number, a.flat_number].filter(Boolean).join('/');
  return {
    id: name,
    address: [a.street, number].filter(Boolean).join(' '),
    city: a.city,
    zipCode: a.post_code,
    openingHours: opening_hours || '24/7',
    ...(location_description ? { description: location_description } : {}),
    location: { latitude: location.latitude, longitude: location.longitude },
  };
};

const outage = () => new AppError('service_unavailable', undefined, outageRetryAfterSeconds);

/** A point that takes parcels now: operating, and a parcel locker. */
const isOperatingLocker = (point: Point) =>
  point.status === 'Operating' && point.type.includes('parcel_locker');

/** The JSON at `url`, `undefined` for a 404; any other failure to answer is an outage. */
const getJson = async (url: string, timeoutMs: number): Promise<unknown> => {
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404) return undefined;
    if (!response.ok) throw outage();
    return await response.json();
  } catch {
    throw outage();
  }
};

export const inpostPoints = ({
  endpoint,
  timeoutMs = 5000,
  pageSize = 25,
}: InpostPointsOptions): ParcelLockers => ({
  findLockers: async (search) => {
    const query = new URLSearchParams(
      Object.entries(queryOf(search, pageSize)).map(([key, value]) => [key, String(value)]),
    );
    const page = pointsPageSchema.safeParse(await getJson(`${endpoint}/points?${query}`, timeoutMs));
    if (!page.success) throw outage();
    return page.data.items.filter(isOperatingLocker).map(lockerOf);
  },
  findLocker: async (id) => {
    const body = await getJson(`${endpoint}/points/${encodeURIComponent(id)}`, timeoutMs);
    if (body === undefined) return undefined;
    const point = pointSchema.safeParse(body);
    if (!point.success) throw outage();
    return isOperatingLocker(point.data) ? lockerOf(point.data) : undefined;
  },
});
