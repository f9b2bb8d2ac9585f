import * as z from 'zod/mini';
import { exportStates } from '#shared/reports/export-states';
import { defineEvent } from './define-event';

/**
 * An export's run moved on: started, a day written, done or failed (with its reason).
 * Pushed to the finance staff watching `export:<id>`; no consumer of its own.
 */
export const exportProgressed = defineEvent({
  name: 'export.progressed',
  source: 'shop.reports',
  version: 1,
  data: z.lazy(() =>
    z.object({
      exportId: z.string().check(z.minLength(1)),
      status: z.enum(exportStates),
      daysDone: z.int(),
      days: z.int(),
      rows: z.int(),
      failure: z.optional(z.string()),
    }),
  ),
});
