import { describe, expect, it } from 'vitest';
import { calendarOfSearch, stepped } from './calendar-navigation';

// Spec section 2: the dashboard opens on the week (the default view) and steps by week or month.

describe("the dashboard's calendar in the URL", () => {
  it('opens on the week of today without a view or day', () => {
    expect(calendarOfSearch('')).toEqual({ view: 'week', day: new Date().toISOString().slice(0, 10) });
  });

  it.each([
    ['?view=month&day=2026-11-26', { view: 'month', day: '2026-11-26' }],
    ['?view=year&day=2026-11-26', { view: 'week', day: '2026-11-26' }],
  ])('reads %s', (search, calendar) => {
    expect(calendarOfSearch(search)).toEqual(calendar);
  });

  it.each(['?day=26.11.2026', '?day=2026-13-45'])('ignores a day that is not one: %s', (search) => {
    expect(calendarOfSearch(search).day).toBe(new Date().toISOString().slice(0, 10));
  });

  it.each([
    ['week', '2026-11-26', 1, '2026-12-03'],
    ['week', '2026-11-26', -1, '2026-11-19'],
    ['month', '2026-01-31', 1, '2026-02-01'],
    ['month', '2026-01-15', -1, '2025-12-01'],
  ] as const)('steps a %s from %s by %i to %s', (view, day, step, next) => {
    expect(stepped(view, day, step)).toBe(next);
  });
});
