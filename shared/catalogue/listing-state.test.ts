import { describe, expect, it } from 'vitest';
import { listingParams } from './listing';
import { readListingState } from './listing-state';

describe('listing state in the URL', () => {
  it('round-trips filters, sort and page', () => {
    const search =
      '?sort=price-asc&page=2&producer=Lenovo%2CDell&priceMax=500000&attr.ram=16%2C32&range.weight=1.2..1.8&range.battery=..60';
    const { state, invalid } = readListingState(search);
    expect(invalid).toEqual([]);
    expect(state).toMatchObject({
      sort: 'price-asc',
      page: 2,
      producer: ['Lenovo', 'Dell'],
      priceMax: 500000,
      attributes: { ram: ['16', '32'] },
      ranges: { weight: { min: 1.2, max: 1.8 }, battery: { max: 60 } },
    });
    expect(readListingState(listingParams(state).toString()).state).toEqual(state);
  });

  it('drops an invalid parameter and names it, keeping the rest', () => {
    const { state, invalid } = readListingState('?q=a&sort=name&page=zero');
    expect(invalid.sort()).toEqual(['page', 'q']);
    expect(state).toMatchObject({ sort: 'name', page: 1 });
    expect(state.q).toBeUndefined();
  });

  it('drops a range that cannot be read, keeping the other filters', () => {
    const { state, invalid } = readListingState('?producer=Dell&range.weight=heavy..light');
    expect(invalid).toEqual(['ranges']);
    expect(state).toMatchObject({ producer: ['Dell'], ranges: {} });
  });

  it('ignores the page context parameters', () => {
    expect(readListingState('?language=en&currency=EUR&category=laptops').state).not.toHaveProperty(
      'language',
    );
  });
});
