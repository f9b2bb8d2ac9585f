// An export's period: whole UTC days, `from` to `to` inclusive. A daily export covers one day, a
// monthly one its calendar month, an on-demand one the range finance asked for. Its cut is the end of
// its last day: what was created before it is in, read after the period closed.

export const exportKinds = ['daily', 'monthly', 'range'] as const;
export type ExportKind = (typeof exportKinds)[number];

export interface ExportPeriod {
  kind: ExportKind;
  /** `yyyy-mm-dd`, inclusive. */
  from: string;
  to: string;
}

const dayMs = 24 * 60 * 60 * 1000;

export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
export const addDays = (day: string, days: number): string =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));

/** Each day of the period, in order. */
export const daysOf = ({ from, to }: Pick<ExportPeriod, 'from' | 'to'>): string[] => {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};

/** How many days the period holds. */
export const lengthInDays = ({ from, to }: Pick<ExportPeriod, 'from' | 'to'>): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;

/** The instant the period ends (exclusive): its cut. */
export const cutOf = ({ to }: Pick<ExportPeriod, 'to'>): string => `${addDays(to, 1)}T00:00:00.000Z`;

export const dailyPeriod = (day: string): ExportPeriod => ({ kind: 'daily', from: day, to: day });

/** `yyyy-mm` → its first to its last day. */
export const monthlyPeriod = (month: string): ExportPeriod => {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = dayOf(new Date(Date.UTC(year, mon, 1)));
  return { kind: 'monthly', from: `${month}-01`, to: addDays(next, -1) };
};

/** The scheduled export's id: `daily-2026-11-26`, `monthly-2026-11`. */
export const scheduledExportId = (period: ExportPeriod): string =>
  period.kind === 'monthly' ? `monthly-${period.from.slice(0, 7)}` : `daily-${period.from}`;

/** The days a daily run owes, oldest first: the `lookback` days before today (a run catches up). */
export const dueDays = (today: string, lookback: number): ExportPeriod[] =>
  Array.from({ length: lookback }, (_, index) => dailyPeriod(addDays(today, index - lookback)));

/** The months a monthly run owes, oldest first: the `lookback` whole months before today's. */
export const dueMonths = (today: string, lookback: number): ExportPeriod[] => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: lookback }, (_, index) =>
    monthlyPeriod(dayOf(new Date(Date.UTC(year, month - 1 - lookback + index, 1))).slice(0, 7)),
  );
};
