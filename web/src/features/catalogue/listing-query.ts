import { listingParams } from '#shared/catalogue/listing';
import type { ListingState } from '#shared/catalogue/listing-state';

/** The URL query of a listing state (defaults left out). */
export const listingSearch = (state: Partial<ListingState>): string => {
  const search = listingParams(state).toString();
  return search ? `?${search}` : '';
};

/** `values` with `value` added, or removed when present; `undefined` once empty. */
export const toggleValue = <T extends string>(
  values: readonly T[] | undefined,
  value: T,
): T[] | undefined => {
  const next = values?.includes(value) ? values.filter((item) => item !== value) : [...(values ?? []), value];
  return next.length > 0 ? next : undefined;
};
