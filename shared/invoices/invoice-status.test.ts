import { describe, expect, it } from 'vitest';
import { invoiceStatus } from './invoice-status';

const issued = (gross: number, correctedGross?: number) => ({
  totals: { net: 0, vat: 0, gross },
  ...(correctedGross === undefined ? {} : { correctedGross }),
});

describe('invoiceStatus (spec section 3: 1 cancelled, 2 unpaid, 3 paid, 4 overpaid)', () => {
  it.each([
    ['nothing booked', issued(12_300), 0, 2],
    ['part booked', issued(12_300), 12_299, 2],
    ['the gross booked', issued(12_300), 12_300, 3],
    ['more than the gross booked', issued(12_300), 12_301, 4],
    ['corrected to zero, nothing booked', issued(12_300, 0), 0, 1],
    ['corrected to zero after it was paid', issued(12_300, 0), 12_300, 1],
    ['corrected down, the new amount booked', issued(12_300, 6_150), 6_150, 3],
    ['corrected down, the old amount booked', issued(12_300, 6_150), 12_300, 4],
    ['a KOR whose refund went out', issued(-12_300), -12_300, 3],
    ['a KOR whose refund is still owed', issued(-12_300), 0, 4],
  ])('%s', (_case, invoice, booked, status) => {
    expect(invoiceStatus(invoice, booked)).toBe(status);
  });
});
