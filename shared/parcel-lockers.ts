import * as z from 'zod/mini';
import { fieldMessages } from './validation';

// Parcel lockers: the checkout's search by city or zip code and the lockers it
// answers, read by the route `GET /api/orders/parcel-lockers?q=` and the delivery step's form.

const polishZipCode = /^\d{2}-?\d{3}$/;
/** A city name: letters, then letters, spaces, dots, apostrophes or hyphens ("Bielsko-Biała"). */
const cityName = /^\p{L}[\p{L} .'-]*$/u;

export const parcelLockerQuerySchema = z.strictObject({
  q: z.string().check(
    z.trim(),
    z.minLength(2, fieldMessages.required),
    z.maxLength(64, fieldMessages.tooLong),
    z.refine((q) => polishZipCode.test(q) || cityName.test(q), fieldMessages.invalidValue),
  ),
});

export type ParcelLockerSearch = { zipCode: string } | { city: string };

/** A zip code (with or without its dash) searches by zip code, anything else by city. */
export const parcelLockerSearchOf = (q: string): ParcelLockerSearch =>
  polishZipCode.test(q) ? { zipCode: `${q.slice(0, 2)}-${q.slice(-3)}` } : { city: q };

export interface ParcelLocker {
  /** The operator's locker name (`KRA01M`), which the order keeps. */
  id: string;
  /** Street, building and flat number. */
  address: string;
  city: string;
  zipCode: string;
  /** As the operator writes it: `24/7` or the hours of the shop it stands in. */
  openingHours: string;
  /** Where to find it on site ("Przy wejściu do sklepu"), when the operator says. */
  description?: string;
  location: { latitude: number; longitude: number };
}

/** The locker an order keeps: its name and its address as the operator gave it at placement. */
export type PlacedLocker = Pick<ParcelLocker, 'id' | 'address' | 'zipCode' | 'city'>;

/** Its address on one line: "Marszałkowska 104, 00-017 Warszawa". */
export const lockerAddressText = (locker: Pick<ParcelLocker, 'address' | 'zipCode' | 'city'>) =>
  `${locker.address}, ${locker.zipCode} ${locker.city}`;

/** An order's locker as a person reads it: "WAW01M, Marszałkowska 104, 00-017 Warszawa", or its name alone. */
export const placedLockerText = (parcelLockerId: string, locker?: PlacedLocker) =>
  locker ? `${parcelLockerId}, ${lockerAddressText(locker)}` : parcelLockerId;

/** The route's answer. */
export interface ParcelLockersAnswer {
  lockers: ParcelLocker[];
}
