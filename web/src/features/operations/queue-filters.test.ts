import { describe, expect, it } from 'vitest';
import { filtersOfSearch, searchOfFilters } from './queue-filters';

describe('the order queue filters in the URL', () => {
  it('reads what the API accepts and leaves out what it would refuse', () => {
    expect(
      filtersOfSearch(
        '?status=unpaid&method=2&shipping=courier&payment=waiting&from=2026-11-01&q=%20Kowalski%20',
      ),
    ).toEqual({
      status: 'unpaid',
      method: '2',
      shipping: 'courier',
      payment: 'waiting',
      from: '2026-11-01',
      q: 'Kowalski',
    });
    expect(filtersOfSearch('?status=paid&method=99&shipping=drone&to=yesterday&q=%20&sort=old')).toEqual({});
  });

  it('writes them back in one order, blank ones left out, so a reload reads the same filters', () => {
    const filters = { q: '2026/000123', status: 'toSend', from: '' };
    expect(searchOfFilters(filters)).toBe('?status=toSend&q=2026%2F000123');
    expect(filtersOfSearch(searchOfFilters(filters))).toEqual({ status: 'toSend', q: '2026/000123' });
    expect(searchOfFilters({})).toBe('');
  });
});
