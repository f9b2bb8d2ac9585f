import type { Language } from '../locale';
import { isWorkingDay, type LocalTime, nextWorkingDay, warsawTime, workingHours } from './working-hours';

/**
 * When the shop calls back, by the Warsaw time of the request on a working day (spec section 9:
 * "15 or 30 minutes during working hours"). Our rule:
 * - 09:00–16:00: within 15 minutes, while the whole team is in (support's day ends at 16:00, spec
 *   section 9: support Monday–Friday 8:00–16:00);
 * - 16:00–17:30: within 30 minutes, fewer people answering; 17:30 is the last such promise, so the
 *   call still starts before closing at 18:00;
 * - from 17:30, and on a weekend or a public holiday: at opening (09:00) on the next working day;
 *   before 09:00 on a working day: at 09:00 the same day.
 * Each band runs from its `from` (included) to its `until` (excluded).
 */
export const callbackPromises = [
  { from: workingHours.opens, until: '16:00', minutes: 15 },
  { from: '16:00', until: '17:30', minutes: 30 },
] as const;

export type CallbackPromise =
  | { kind: 'within'; minutes: (typeof callbackPromises)[number]['minutes'] }
  | { kind: 'atOpening'; date: string; time: string };

/** The promise a callback request made at `instant` gets. */
export const callbackPromise = (instant: Date): CallbackPromise => {
  const { date, time } = warsawTime(instant);
  const workingDay = isWorkingDay(date);
  const band = callbackPromises.find(({ from, until }) => from <= time && time < until);
  if (workingDay && band) return { kind: 'within', minutes: band.minutes };
  const today = workingDay && time < workingHours.opens;
  return { kind: 'atOpening', date: today ? date : nextWorkingDay(date), time: workingHours.opens };
};

/** A promise's day as a reader of `language` says it: weekday, day and month (e.g. "poniedziałek, 6 kwietnia"). */
export const callbackDay = (date: string, language: Language): string =>
  new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** When the call is due, on the Warsaw clock: the minutes promised after the request, or the opening named. */
export const callbackDueBy = (requestedAt: Date, promise: CallbackPromise): LocalTime =>
  promise.kind === 'within'
    ? warsawTime(new Date(requestedAt.getTime() + promise.minutes * 60_000))
    : { date: promise.date, time: promise.time };

/** Whether the time a callback was due by has passed at `now` (both read on the Warsaw clock). */
export const isCallbackOverdue = (due: LocalTime, now: Date): boolean => {
  const clock = warsawTime(now);
  return `${clock.date} ${clock.time}` > `${due.date} ${due.time}`;
};
