import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation';
import { exportRangeSchema } from './export-requests';

const today = '2026-11-27';
const refusal = (input: unknown) => {
  const parsed = exportRangeSchema(today).safeParse(input);
  return parsed.success ? [] : toFieldErrors(parsed.error, input);
};

describe('an on-demand export’s range', () => {
  it('takes a range ending today, a day, or a whole year', () => {
    expect(refusal({ from: '2026-11-27', to: '2026-11-27' })).toEqual([]);
    expect(refusal({ from: '2025-11-27', to: '2026-11-26', decimalComma: true })).toEqual([]);
  });

  it('refuses a range reaching into the future, naming `to`', () => {
    expect(refusal({ from: '2026-11-20', to: '2026-11-28' })).toEqual([
      { path: 'to', message: 'date_in_future' },
    ]);
  });

  it('refuses a reversed range, naming `from`', () => {
    expect(refusal({ from: '2026-11-20', to: '2026-11-19' })).toEqual([
      { path: 'from', message: 'range_reversed' },
    ]);
  });

  it('refuses a range over a year, naming `to`', () => {
    expect(refusal({ from: '2025-01-01', to: '2026-01-02' })).toEqual([
      { path: 'to', message: 'range_too_long' },
    ]);
  });

  it('refuses what is not a day and keys it does not know', () => {
    expect(refusal({ from: '2026-13-45', to: '2026-11-01' })).toEqual([
      { path: 'from', message: 'invalid_value' },
    ]);
    expect(refusal({ from: '2026-11-01', to: '2026-11-01', bucket: 'x' })).toEqual([
      { path: 'bucket', message: 'unknown_field' },
    ]);
  });
});
