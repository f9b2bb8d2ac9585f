// Polish public holidays (the act of 18 January 1951 on public holidays, as amended): fixed dates,
// each from the year it became a holiday, and the movable ones counted from Easter Sunday. Dates are
// calendar dates (YYYY-MM-DD) of the Polish calendar; no time zone is involved.

/** Fixed-date holidays: month, day and the first year each is a holiday. */
export const fixedHolidays = [
  { month: 1, day: 1, since: 1951 }, // Nowy Rok
  { month: 1, day: 6, since: 2011 }, // Święto Trzech Króli
  { month: 5, day: 1, since: 1951 }, // Święto Pracy
  { month: 5, day: 3, since: 1990 }, // Święto Konstytucji 3 Maja
  { month: 8, day: 15, since: 1989 }, // Wniebowzięcie Najświętszej Maryi Panny
  { month: 11, day: 1, since: 1951 }, // Wszystkich Świętych
  { month: 11, day: 11, since: 1989 }, // Narodowe Święto Niepodległości
  { month: 12, day: 24, since: 2025 }, // Wigilia Bożego Narodzenia
  { month: 12, day: 25, since: 1951 }, // Boże Narodzenie (pierwszy dzień)
  { month: 12, day: 26, since: 1951 }, // Boże Narodzenie (drugi dzień)
] as const;

/** Movable holidays: days after Easter Sunday. */
export const easterHolidays = [
  { afterEaster: 0 }, // Wielkanoc
  { afterEaster: 1 }, // Poniedziałek Wielkanocny
  { afterEaster: 49 }, // Zielone Świątki (Zesłanie Ducha Świętego)
  { afterEaster: 60 }, // Boże Ciało
] as const;

const isoDate = (utc: Date) => utc.toISOString().slice(0, 10);

/** Easter Sunday of the Gregorian calendar (the anonymous Gregorian algorithm, Meeus/Jones/Butcher), as UTC midnight. */
export const easterSunday = (year: number): Date => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
};

/** The public holidays of a year, in date order. */
export const polishPublicHolidays = (year: number): string[] => {
  const easter = easterSunday(year).getTime();
  const movable = easterHolidays.map(({ afterEaster }) =>
    isoDate(new Date(easter + afterEaster * 86_400_000)),
  );
  const fixed = fixedHolidays
    .filter(({ since }) => year >= since)
    .map(({ month, day }) => isoDate(new Date(Date.UTC(year, month - 1, day))));
  return [...fixed, ...movable].sort();
};
