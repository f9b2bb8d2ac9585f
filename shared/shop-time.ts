// The shop's time: Warsaw's. An order's year, a payment's deadline and the day a transfer arrived are
// read in it, so an order placed at 23:30 on New Year's Eve belongs to the old year.

export const shopTimeZone = 'Europe/Warsaw';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: shopTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day (`yyyy-mm-dd`, shop time) a moment falls on. */
export const shopDayOf = (at: Date): string => dayFormat.format(at);
