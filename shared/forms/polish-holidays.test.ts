import { describe, expect, it } from 'vitest';
import { easterSunday, polishPublicHolidays } from './polish-holidays';

describe('Easter Sunday', () => {
  it.each([
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('falls in %i on %s', (year, date) => {
    expect(easterSunday(year).toISOString().slice(0, 10)).toBe(date);
  });
});

describe('Polish public holidays', () => {
  it('lists the 14 holidays of 2025, Christmas Eve the first year among them', () => {
    expect(polishPublicHolidays(2025)).toEqual([
      '2025-01-01',
      '2025-01-06',
      '2025-04-20',
      '2025-04-21',
      '2025-05-01',
      '2025-05-03',
      '2025-06-08',
      '2025-06-19',
      '2025-08-15',
      '2025-11-01',
      '2025-11-11',
      '2025-12-24',
      '2025-12-25',
      '2025-12-26',
    ]);
  });

  it.each([
    ['Easter Monday', '2026-04-06'],
    ['Pentecost Sunday', '2026-05-24'],
    ['Corpus Christi', '2026-06-04'],
    ['Christmas Eve', '2026-12-24'],
    ['Epiphany', '2026-01-06'],
  ])('holds %s in 2026 on %s', (_, date) => {
    expect(polishPublicHolidays(2026)).toContain(date);
  });

  it('has no Christmas Eve before 2025 and no Epiphany before 2011', () => {
    expect(polishPublicHolidays(2024)).not.toContain('2024-12-24');
    expect(polishPublicHolidays(2010)).not.toContain('2010-01-06');
    expect(polishPublicHolidays(2011)).toContain('2011-01-06');
  });
});
