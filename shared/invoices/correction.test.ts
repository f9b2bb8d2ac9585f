import { describe, expect, it } from 'vitest';
import { correctionOf, grossAfter, linesAfter } from './correction';
import { invoiceForOrder } from './invoice-for-order';
import { invoiceStatus } from './invoice-status';
import { sampleOrders } from './sample-orders';

const original = {
  ...invoiceForOrder(sampleOrders.consumerPln, {
    invoiceId: 'inv-1',
    guid: 'AAAAAAAAAAAAAAAAAAAAAA',
    number: 'FV/2026/11/000001',
    issuedAt: '2026-11-20T10:20:00.000Z',
    paid: 124_599,
  }),
  ksef: { status: 'accepted' as const, number: '1234567802-20261120-0100A0B1C2D3-4E' },
};
const issue = {
  invoiceId: 'inv-2',
  guid: 'BBBBBBBBBBBBBBBBBBBBBB',
  number: 'KOR/2026/11/000001',
  issuedAt: '2026-11-23T09:00:00.000Z',
  paid: 0,
};

describe('correcting invoice (KOR)', () => {
  it('to zero negates every line and refers to the corrected invoice with its KSeF number', () => {
    const kor = correctionOf(original, 'to-zero', 'Zwrot: anulowane zamówienie', issue);
    expect(kor).toMatchObject({ series: 'KOR', kind: 'KOR', number: 'KOR/2026/11/000001' });
    expect(kor.lines.map(({ quantity, net, vat, gross }) => ({ quantity, net, vat, gross }))).toEqual([
      { quantity: -2, net: -99_800, vat: -22_954, gross: -122_754 },
      { quantity: -1, net: -1_500, vat: -345, gross: -1_845 },
    ]);
    expect(kor.totals).toEqual({ net: -101_300, vat: -23_299, gross: -124_599 });
    expect(kor.corrects).toEqual({
      invoiceId: 'inv-1',
      number: 'FV/2026/11/000001',
      issuedAt: '2026-11-20T10:20:00.000Z',
      ksefNumber: original.ksef.number,
      reason: 'Zwrot: anulowane zamówienie',
    });
    expect(kor.ksef).toBeUndefined();
    expect(
      invoiceStatus({ ...original, correctedGross: grossAfter(original, kor) }, original.payment.paid),
    ).toBe(1);
  });

  it('partly: only the changed line, with the difference of quantity and amounts', () => {
    const kor = correctionOf(
      original,
      [
        { line: 0, quantity: 1 },
        { line: 1, quantity: 1 },
      ],
      'Zwrot 1 szt.',
      issue,
    );
    expect(kor.lines).toEqual([
      expect.objectContaining({ quantity: -1, net: -49_900, vat: -11_477, gross: -61_377 }),
    ]);
    expect(kor.vatSummary).toEqual([{ rate: '23', net: -49_900, vat: -11_477, gross: -61_377 }]);
    const corrected = { ...original, correctedGross: grossAfter(original, kor) };
    expect(corrected.correctedGross).toBe(63_222);
    expect(invoiceStatus(corrected, 63_222)).toBe(3);
  });

  it('counts a second correction from the state the first left, and a last one to zero from there', () => {
    const oneLess = [{ line: 0, quantity: 1 }];
    const first = correctionOf(original, oneLess, 'Zwrot 1 szt.', issue);
    const afterFirst = {
      ...original,
      correctedGross: grossAfter(original, first),
      correctedLines: linesAfter(original, oneLess),
    };
    const second = correctionOf(afterFirst, [{ line: 1, quantity: 0 }], 'Rezygnacja z usługi', issue);
    expect(second.lines).toEqual([
      expect.objectContaining({ quantity: -1, net: -1_500, vat: -345, gross: -1_845 }),
    ]);
    const afterSecond = {
      ...afterFirst,
      correctedGross: grossAfter(afterFirst, second),
      correctedLines: linesAfter(afterFirst, [{ line: 1, quantity: 0 }]),
    };
    // The same change again alters nothing: the line is already at 0.
    expect(correctionOf(afterSecond, [{ line: 1, quantity: 0 }], 'again', issue).lines).toEqual([]);
    const last = correctionOf(afterSecond, 'to-zero', 'Anulowanie', issue);
    expect(last.lines).toEqual([
      expect.objectContaining({ quantity: -1, net: -49_900, vat: -11_477, gross: -61_377 }),
    ]);
    const all = [first, second, last].reduce((sum, kor) => sum + kor.totals.gross, 0);
    expect(all).toBe(-original.totals.gross);
    expect(grossAfter(afterSecond, last)).toBe(0);
  });

  it('a lowered net keeps the quantity: the difference line carries the net, its VAT scaled from the line as issued', () => {
    const unusedDays = [{ line: 0, net: 99_800 - 30_000 }];
    const kor = correctionOf(original, unusedDays, 'Anulowanie subskrypcji: niewykorzystane dni', issue);
    expect(kor.lines).toEqual([
      expect.objectContaining({ quantity: 2, unitNet: -15_000, net: -30_000, vat: -6_900, gross: -36_900 }),
    ]);
    const after = linesAfter(original, unusedDays)[0];
    expect(after).toMatchObject({ quantity: 2, unitNet: 34_900, net: 69_800, vat: 16_054, gross: 85_854 });
    // Then to zero from there: what is left of the line, nothing twice.
    const corrected = {
      ...original,
      correctedGross: grossAfter(original, kor),
      correctedLines: linesAfter(original, unusedDays),
    };
    const rest = correctionOf(corrected, [{ line: 0, quantity: 0 }], 'Anulowanie', issue);
    expect(rest.lines).toEqual([expect.objectContaining({ quantity: -2, net: -69_800, vat: -16_054 })]);
    expect(kor.totals.gross + rest.totals.gross).toBe(-122_754);
  });
});
