import { describe, expect, it } from 'vitest';
import { priceListQueryOf, searchOfPriceListQuery } from './price-list-query';

describe('the price list query in the URL', () => {
  it.each([
    ['', { page: 1 }],
    ['?q=thinkpad', { q: 'thinkpad', page: 1 }],
    ['?q=%20office%20&page=3', { q: 'office', page: 3 }],
    ['?page=0', { page: 1 }],
    ['?page=2.5', { page: 1 }],
    ['?page=abc&q=', { page: 1 }],
  ])('%j → %j', (search, query) => {
    expect(priceListQueryOf(search)).toEqual(query);
  });

  it.each([
    [{ page: 1 }, ''],
    [{ q: 'office', page: 1 }, '?q=office'],
    [{ q: 'office 365', page: 2 }, '?q=office+365&page=2'],
  ])('%j → %j', (query, search) => {
    expect(searchOfPriceListQuery(query)).toBe(search);
  });
});
