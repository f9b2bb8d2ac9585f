import { type CalendarView, calendarViews } from '#shared/microsoft/dashboard';

// The dashboard's place in time: the view and day kept in the URL, and the steps between periods.

const dayMs = 86_400_000;
export const today = () => new Date().toISOString().slice(0, 10);
export const shifted = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * dayMs).toISOString().slice(0, 10);

/** The view and the day it shows, from the URL (`?view=month&day=2026-11-26`); a week of today by default. */
export const calendarOfSearch = (search: string): { view: CalendarView; day: string } => {
  const params = new URLSearchParams(search);
  const view = calendarViews.find((candidate) => candidate === params.get('view')) ?? 'week';
  const day = params.get('day') ?? '';
  return { view, day: /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? day : today() };
};

/** The day the previous or next period shows: a week away, or the first day of the month before or after. */
export const stepped = (view: CalendarView, day: string, step: 1 | -1): string => {
  if (view === 'week') return shifted(day, 7 * step);
  const at = new Date(`${day}T00:00:00.000Z`);
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + step, 1)).toISOString().slice(0, 10);
};
