import { describe, expect, it } from 'vitest';
import { archiveMonths, monthPrefix } from './archive';

describe('the news archive', () => {
  it('groups publication dates by month, newest first, with their counts', () => {
    expect(
      archiveMonths([
        '2025-03-02T10:00:00.000Z',
        '2024-12-31T23:59:59.000Z',
        '2025-03-30T08:00:00.000Z',
        '2025-01-01T00:00:00.000Z',
      ]),
    ).toEqual([
      { year: 2025, month: 3, count: 2 },
      { year: 2025, month: 1, count: 1 },
      { year: 2024, month: 12, count: 1 },
    ]);
  });

  it('has no months without articles', () => expect(archiveMonths([])).toEqual([]));

  it('names a month by the prefix of its dates', () => {
    expect(monthPrefix(2025, 3)).toBe('2025-03');
    expect(monthPrefix(2024, 12)).toBe('2024-12');
  });
});
