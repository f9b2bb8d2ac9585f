import { describe, expect, it } from 'vitest';
import { invoicesPath } from '../../lib/invoices/invoice-list-path';
import { searchOfStatus, statusOfSearch } from './invoice-filter';

describe('the invoice list status filter in the URL', () => {
  it.each([
    ['?status=1', 1],
    ['?status=4', 4],
    ['', undefined],
    ['?status=5', undefined],
    ['?status=paid', undefined],
    ['?status=2.5', undefined],
  ] as const)('reads %s as %s', (search, status) => {
    expect(statusOfSearch(search)).toBe(status);
  });

  it('writes the status back to the same query it reads', () => {
    expect(statusOfSearch(searchOfStatus(3))).toBe(3);
    expect(searchOfStatus(undefined)).toBe('');
  });

  it('asks the API for the status and the next page', () => {
    expect(invoicesPath(undefined)).toBe('/api/payments/me/invoices');
    expect(invoicesPath(2)).toBe('/api/payments/me/invoices?status=2');
    expect(invoicesPath(2, 'a b')).toBe('/api/payments/me/invoices?status=2&cursor=a+b');
  });
});
