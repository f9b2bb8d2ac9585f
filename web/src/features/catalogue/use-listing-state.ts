import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type ListingState, readListingState } from '#shared/catalogue/listing-state';
import { listingSearch } from './listing-query';

/** The listing state of the current URL and a way to change it (a filter change goes back to page 1). */
export const useListingState = () => {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const { state, invalid } = useMemo(() => readListingState(search), [search]);
  const hrefFor = (next: Partial<ListingState>) => `${path}${listingSearch(next)}`;
  const change = (changes: Partial<ListingState>) => navigate(hrefFor({ ...state, page: 1, ...changes }));
  return { state, invalid, hrefFor, change };
};
