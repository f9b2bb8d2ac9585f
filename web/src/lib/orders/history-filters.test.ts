import { describe, expect, it } from 'vitest';
import { historyPath } from '../../lib/orders/order-list-path';
import { filtersOfSearch, searchOfFilters } from './history-filters';

// Spec section 2 (order history): the status and date filters are kept in the URL and sent to the API.
describe('order history filters', () => {
  it('reads the status and days from the URL query', () => {
    expect(filtersOfSearch('?status=unpaid&from=2026-01-01&to=2026-01-31')).toEqual({
      status: 'unpaid',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('drops an unknown status, a malformed day and foreign parameters', () => {
    expect(filtersOfSearch('?status=shipped&from=yesterday&to=2026-02-30&page=2')).toEqual({});
    expect(filtersOfSearch('')).toEqual({});
  });

  it('writes the filters back to the same query, leaving blanks out', () => {
    const filters = { status: 'finished', to: '2026-03-01' } as const;
    expect(searchOfFilters(filters)).toBe('?status=finished&to=2026-03-01');
    expect(filtersOfSearch(searchOfFilters(filters))).toEqual(filters);
    expect(searchOfFilters({})).toBe('');
  });

  it('asks the API for the filtered page, the cursor naming the next one', () => {
    expect(historyPath({})).toBe('/api/orders/me/orders');
    expect(historyPath({ status: 'cancelled', from: '2026-01-01' }, 'abc')).toBe(
      '/api/orders/me/orders?status=cancelled&from=2026-01-01&cursor=abc',
    );
  });
});
