// EventBridge Scheduler expressions, in UTC: `rate(N minute|minutes|hour|hours|day|days)` and
// `cron(minutes hours day-of-month month day-of-week year)` with `*`, `?`, numbers, names, ranges,
// lists and steps. The `L`, `W` and `#` cron extensions are refused rather than approximated.

/** Gives the first run strictly after `from`, or undefined when the schedule has no more runs. */
export type NextRun = (from: Date) => Date | undefined;

const minuteMs = 60_000;
const unitMs: Record<string, number> = { minute: minuteMs, hour: 60 * minuteMs, day: 24 * 60 * minuteMs };

const invalid = (expression: string, reason: string): Error =>
  new Error(`Schedule expression "${expression}" is not valid: ${reason}`);

const parseRate = (expression: string, value: string, unit: string): NextRun => {
  const count = Number(value);
  const singular = unit.replace(/s$/, '');
  if (!Number.isInteger(count) || count < 1) throw invalid(expression, 'the rate must be a positive integer');
  // AWS insists on `1 minute` but `5 minutes`.
  if ((count === 1) !== (unit === singular))
    throw invalid(expression, `use "${count === 1 ? singular : `${singular}s`}"`);
  const everyMs = count * (unitMs[singular] ?? 0);
  return (from) => new Date(from.getTime() + everyMs);
};

interface FieldSpec {
  min: number;
  max: number;
  names?: string[];
}

const fields: FieldSpec[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  {
    min: 1,
    max: 12,
    names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
  },
  { min: 1, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
  { min: 1970, max: 2199 },
];

/** The set of values a cron field allows, or undefined for `?` (no constraint). */
const parseField = (expression: string, text: string, spec: FieldSpec): Set<number> | undefined => {
  if (text === '?') return undefined;
  const value = (token: string): number => {
    const named = spec.names?.indexOf(token.toUpperCase()) ?? -1;
    const n = named >= 0 ? spec.min + named : /^\d+$/.test(token) ? Number(token) : Number.NaN;
    if (!(n >= spec.min && n <= spec.max))
      throw invalid(expression, `"${token}" is not in ${spec.min}-${spec.max}`);
    return n;
  };
  const allowed = new Set<number>();
  for (const part of text.split(',')) {
    const [range = '', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) throw invalid(expression, `bad step in "${part}"`);
    const [startText = '', endText, extra] = range.split('-');
    if (extra !== undefined) throw invalid(expression, `bad range "${range}"`);
    const start = range === '*' ? spec.min : value(startText);
    const end =
      range === '*' ? spec.max : endText !== undefined ? value(endText) : stepText ? spec.max : start;
    if (start > end) throw invalid(expression, `range "${range}" runs backwards`);
    for (let n = start; n <= end; n += step) allowed.add(n);
  }
  return allowed;
};

const parseCron = (expression: string, body: string): NextRun => {
  const parts = body.trim().split(/\s+/);
  if (parts.length !== 6) throw invalid(expression, 'cron takes 6 fields');
  if ((parts[2] === '?') === (parts[4] === '?')) {
    throw invalid(expression, 'exactly one of day-of-month and day-of-week must be "?"');
  }
  if (parts.some((part, i) => part === '?' && i !== 2 && i !== 4))
    throw invalid(expression, '"?" is for days only');
  const [minutes, hours, daysOfMonth, months, daysOfWeek, years] = parts.map((part, i) =>
    parseField(expression, part, fields[i] as FieldSpec),
  );
  const has = (set: Set<number> | undefined, n: number) => set?.has(n) ?? true;

  return (from) => {
    let t = Math.floor(from.getTime() / minuteMs) * minuteMs + minuteMs;
    for (;;) {
      const date = new Date(t);
      const [year, month, day, hour] = [
        date.getUTCFullYear(),
        date.getUTCMonth(),
        date.getUTCDate(),
        date.getUTCHours(),
      ];
      if (year > 2199) return undefined;
      if (!has(years, year)) t = Date.UTC(year + 1, 0, 1);
      else if (!has(months, month + 1)) t = Date.UTC(year, month + 1, 1);
      else if (!has(daysOfMonth, day) || !has(daysOfWeek, date.getUTCDay() + 1))
        t = Date.UTC(year, month, day + 1);
      else if (!has(hours, hour)) t = Date.UTC(year, month, day, hour + 1);
      else if (!has(minutes, date.getUTCMinutes())) t += minuteMs;
      else return date;
    }
  };
};

/** Parses an expression once; throws if it is not valid (or uses what is not supported locally). */
export const parseScheduleExpression = (expression: string): NextRun => {
  const rate = /^rate\((\d+) (minutes?|hours?|days?)\)$/.exec(expression);
  if (rate) return parseRate(expression, rate[1] ?? '', rate[2] ?? '');
  const cron = /^cron\((.*)\)$/.exec(expression);
  if (cron) return parseCron(expression, cron[1] ?? '');
  throw invalid(expression, 'expected rate(…) or cron(…)');
};

/** The first run of `expression` strictly after `from`; a rate counts from `from` itself. */
export const nextRun = (expression: string, from: Date): Date | undefined =>
  parseScheduleExpression(expression)(from);
