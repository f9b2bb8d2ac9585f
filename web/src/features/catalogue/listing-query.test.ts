import { describe, expect, it } from 'vitest';
import { readListingState } from '#shared/catalogue/listing-state';
import { listingSearch, toggleValue } from './listing-query';

describe('listing state in the URL', () => {
  it('round-trips filters, sort and page', () => {
    const { state } = readListingState('?sort=price-asc&page=2&producer=Lenovo%2CDell&range.battery=..60');
    expect(readListingState(listingSearch(state)).state).toEqual(state);
  });

  it('leaves defaults out of the URL', () => {
    expect(listingSearch(readListingState('').state)).toBe('');
  });

  it('toggles a filter value', () => {
    expect(toggleValue(undefined, 'a')).toEqual(['a']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleValue(['a'], 'a')).toBeUndefined();
  });
});
