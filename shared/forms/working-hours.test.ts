import { describe, expect, it } from 'vitest';
import { isWithinWorkingHours, isWorkingDay, nextWorkingDay, warsawTime } from './working-hours';

describe('the Warsaw wall clock', () => {
  it.each([
    ['winter time (UTC+1)', '2026-01-15T08:00:00Z', { date: '2026-01-15', time: '09:00' }],
    ['summer time (UTC+2)', '2026-07-15T08:00:00Z', { date: '2026-07-15', time: '10:00' }],
    [
      'the last minute before the clocks go forward',
      '2026-03-29T00:59:00Z',
      { date: '2026-03-29', time: '01:59' },
    ],
    ['the first minute after', '2026-03-29T01:00:00Z', { date: '2026-03-29', time: '03:00' }],
    ['the day after the clocks go back', '2025-10-27T08:00:00Z', { date: '2025-10-27', time: '09:00' }],
    [
      'a UTC evening that is the next day in Warsaw',
      '2026-01-15T23:30:00Z',
      { date: '2026-01-16', time: '00:30' },
    ],
  ])('reads %s', (_, instant, local) => {
    expect(warsawTime(new Date(instant))).toEqual(local);
  });
});

describe('working days', () => {
  it.each([
    ['a Monday', '2026-03-02', true],
    ['a Friday', '2026-03-06', true],
    ['a Saturday', '2026-03-07', false],
    ['a Sunday', '2026-03-08', false],
    ['Easter Monday', '2026-04-06', false],
    ['Corpus Christi (a Thursday)', '2026-06-04', false],
    ['Christmas Eve 2025 (a Wednesday)', '2025-12-24', false],
    ['Christmas Eve 2024 (a Tuesday, no holiday yet)', '2024-12-24', true],
    ['Independence Day (a Wednesday)', '2026-11-11', false],
  ])('%s %s is a working day: %s', (_, date, working) => {
    expect(isWorkingDay(date)).toBe(working);
  });

  it.each([
    ['a Friday → the Monday', '2026-03-06', '2026-03-09'],
    ['a Tuesday → the Wednesday', '2026-03-03', '2026-03-04'],
    ['Good Friday → past Easter Monday', '2026-04-03', '2026-04-07'],
    ['23 December 2025 → past Christmas', '2025-12-23', '2025-12-29'],
    ['31 December 2025 → past New Year', '2025-12-31', '2026-01-02'],
    ['5 January 2026 → past Epiphany', '2026-01-05', '2026-01-07'],
  ])('the next working day after %s', (_, date, next) => {
    expect(nextWorkingDay(date)).toBe(next);
  });
});

describe('working hours', () => {
  it.each([
    ['a Monday at 09:00 (08:00 UTC)', '2026-03-02T08:00:00Z', true],
    ['a Monday at 08:59', '2026-03-02T07:59:00Z', false],
    ['a Monday at 17:59', '2026-03-02T16:59:00Z', true],
    ['a Monday at 18:00', '2026-03-02T17:00:00Z', false],
    ['a Saturday at noon', '2026-03-07T11:00:00Z', false],
    ['Easter Monday at noon', '2026-04-06T10:00:00Z', false],
  ])('%s is within them: %s', (_, instant, within) => {
    expect(isWithinWorkingHours(new Date(instant))).toBe(within);
  });
});
