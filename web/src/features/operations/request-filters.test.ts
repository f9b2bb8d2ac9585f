import { describe, expect, it } from 'vitest';
import { requestFilters } from './request-filters';

describe('the forms inbox filters in the URL', () => {
  it('reads what the API accepts, leaves out what it would refuse, and writes them back in one order', () => {
    expect(requestFilters.ofSearch('?status=inProgress&kind=delivery-time&from=2026-03-01&page=2')).toEqual({
      status: 'inProgress',
      kind: 'delivery-time',
      from: '2026-03-01',
    });
    expect(requestFilters.ofSearch('?status=open&kind=newsletter&to=tomorrow')).toEqual({});
    expect(requestFilters.searchOf({ status: 'new', kind: 'callback' })).toBe('?kind=callback&status=new');
    expect(requestFilters.searchOf({})).toBe('');
  });
});
