import * as z from 'zod/mini';
import { fieldMessages } from '../validation';
import { exportKinds, lengthInDays } from './export-period';

// What finance sends to the exports API: an on-demand export of a date range
// and the list's filter. A range ends by today, starts no later than it ends and spans at most a year.

const day = /* @__PURE__ */ z.lazy(() =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/),
    z.refine((value) => !Number.isNaN(Date.parse(value))),
  ),
);

/** The range's rules only once both days are days. */
const when = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

/** The longest range: a year, a leap one included. */
export const maxRangeDays = 366;

/** The on-demand export's body, checked against `today` (`yyyy-mm-dd`, UTC). */
export const exportRangeSchema = (today: string) =>
  z
    .strictObject({
      from: day,
      to: day,
      /** Amounts with a decimal comma (Polish spreadsheets) instead of a dot. */
      decimalComma: z.optional(z.boolean()),
    })
    .check(
      z.refine((range) => range.to <= today, { path: ['to'], message: fieldMessages.dateInFuture, when }),
      z.refine((range) => range.from <= range.to, {
        path: ['from'],
        message: fieldMessages.rangeReversed,
        when,
      }),
      z.refine((range) => range.from > range.to || lengthInDays(range) <= maxRangeDays, {
        path: ['to'],
        message: fieldMessages.rangeTooLong,
        when,
      }),
    );
export type ExportRange = z.infer<ReturnType<typeof exportRangeSchema>>;

/** `GET /api/reports/exports?kind=&from=&to=`: exports of a kind whose period starts within the months. */
export const exportListQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    kind: z.enum(exportKinds),
    /** `yyyy-mm`, inclusive; both default to the last twelve months. */
    from: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}$/))),
    to: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}$/))),
    cursor: z.optional(z.string().check(z.maxLength(512))),
  }),
);
export type ExportListQuery = z.infer<typeof exportListQuerySchema>;
