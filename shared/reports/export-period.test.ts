import { describe, expect, it } from 'vitest';
import {
  cutOf,
  daysOf,
  dueDays,
  dueMonths,
  lengthInDays,
  monthlyPeriod,
  scheduledExportId,
} from './export-period';

describe('export periods', () => {
  it('spans a month from its first to its last day, leap years too', () => {
    expect(monthlyPeriod('2026-11')).toEqual({ kind: 'monthly', from: '2026-11-01', to: '2026-11-30' });
    expect(monthlyPeriod('2028-02').to).toBe('2028-02-29');
    expect(monthlyPeriod('2026-12').to).toBe('2026-12-31');
  });

  it('lists the days of a period and counts them across a month’s end', () => {
    expect(daysOf({ from: '2026-10-30', to: '2026-11-02' })).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(lengthInDays({ from: '2026-01-01', to: '2026-12-31' })).toBe(365);
  });

  it('cuts at the end of the last day', () => {
    expect(cutOf({ to: '2026-12-31' })).toBe('2027-01-01T00:00:00.000Z');
  });

  it('owes the days and months before today, oldest first, so a run catches up', () => {
    expect(dueDays('2026-11-27', 3).map(scheduledExportId)).toEqual([
      'daily-2026-11-24',
      'daily-2026-11-25',
      'daily-2026-11-26',
    ]);
    expect(dueMonths('2026-01-05', 2).map(scheduledExportId)).toEqual(['monthly-2025-11', 'monthly-2025-12']);
  });
});
