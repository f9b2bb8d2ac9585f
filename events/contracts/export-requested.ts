import * as z from 'zod/mini';
import { defineEvent } from './define-event';

/** Finance asked for an export of a date range: the `run-export` consumer writes it. */
export const exportRequested = defineEvent({
  name: 'export.requested',
  source: 'shop.reports',
  version: 1,
  data: z.lazy(() => z.object({ exportId: z.string().check(z.minLength(1)) })),
});
