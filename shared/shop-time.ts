// The shop's time: Warsaw's. An order's year, a payment's deadline and the day a transfer arrived are
// read in it, so an order placed at 23:30 on New Year's Eve belongs to the old year.

export const shopTimeZone = 'Europe/Warsaw';

// Each formatter is made on its first use, not at the module's import: the first Intl formatter a
// process makes loads ICU's data (15–20 ms on this machine), which a function that never reads a shop
// day or year should not pay at its cold start.
let dayFormat: Intl.DateTimeFormat | undefined;

/** The day (`yyyy-mm-dd`, shop time) a moment falls on. */
export const shopDayOf = (at: Date): string => {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: shopTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayFormat.format(at);
};

const hourMs = 3_600_000;

/** The first moment (ISO 8601, UTC) of a shop day: its Warsaw midnight, 22:00 or 23:00 UTC the day before. */
export const shopDayStart = (day: string): string => {
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
  // Warsaw is one hour ahead of UTC in winter, two in summer: the day starts at the later of the two
  // candidates that still falls on it.
  const start = [2, 1]
    .map((hours) => midnightUtc - hours * hourMs)
    .find((moment) => shopDayOf(new Date(moment)) === day && shopDayOf(new Date(moment - 1)) !== day);
  if (start === undefined) throw new RangeError(`not a day: ${day}`);
  return new Date(start).toISOString();
};

/** The last moment (ISO 8601, UTC, to the millisecond) of a shop day. */
export const shopDayEnd = (day: string): string => {
  const next = new Date(Date.parse(`${day}T12:00:00.000Z`) + 24 * hourMs).toISOString().slice(0, 10);
  return new Date(Date.parse(shopDayStart(next)) - 1).toISOString();
};

/**
 * A list's creation range as moments: a day (`yyyy-mm-dd`) from the first moment of that shop day to
 * the last of the other, a moment as itself.
 */
export const shopRangeOf = ({ from, to }: { from?: string | undefined; to?: string | undefined }) => ({
  ...(from ? { from: from.length === 10 ? shopDayStart(from) : from } : {}),
  ...(to ? { to: to.length === 10 ? shopDayEnd(to) : to } : {}),
});
