import { shopTimeZone } from '../shop-time';
import { polishPublicHolidays } from './polish-holidays';

// The working-hours table (spec section 9: callbacks during working hours, 09:00–18:00) and its
// calendar: Monday to Friday except Polish public holidays, in Warsaw time (CET/CEST: the wall clock
// is read through Intl, so the changes of time need no arithmetic here).

export const workingHours = {
  timeZone: shopTimeZone,
  /** ISO weekdays: 1 Monday … 7 Sunday. */
  days: [1, 2, 3, 4, 5],
  opens: '09:00',
  closes: '18:00',
} as const;

/** A Warsaw wall-clock reading: the date (YYYY-MM-DD) and the time (HH:MM, 24 h). */
export interface LocalTime {
  date: string;
  time: string;
}

/** Made on first use, as shared/shop-time.ts's formatters are (the first one loads ICU's data). */
let wallClock: Intl.DateTimeFormat | undefined;

/** What a Warsaw clock and calendar show at an instant. */
export const warsawTime = (instant: Date): LocalTime => {
  wallClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: workingHours.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(wallClock.formatToParts(instant).map(({ type, value }) => [type, value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
};

const utcOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
const weekdayOf = (date: string) => utcOf(date).getUTCDay() || 7;

/** Whether staff work on a calendar date: a weekday of the table that is no public holiday. */
export const isWorkingDay = (date: string): boolean =>
  (workingHours.days as readonly number[]).includes(weekdayOf(date)) &&
  !polishPublicHolidays(Number(date.slice(0, 4))).includes(date);

/** The first working day after a calendar date. */
export const nextWorkingDay = (date: string): string => {
  let next = date;
  do next = new Date(utcOf(next).getTime() + 86_400_000).toISOString().slice(0, 10);
  while (!isWorkingDay(next));
  return next;
};

/** Whether staff are in at an instant: a working day, from opening until closing. */
export const isWithinWorkingHours = (instant: Date): boolean => {
  const { date, time } = warsawTime(instant);
  return isWorkingDay(date) && workingHours.opens <= time && time < workingHours.closes;
};
