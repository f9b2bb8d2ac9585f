import * as z from 'zod/mini';
import { formKinds } from '#shared/forms/form-schemas';
import { defineEvent } from './define-event';

/**
 * A visitor sent a form of shared/forms/ (contact, cooperation, help centre, service inquiry, callback
 * request, financing inquiry). The submission (with the visitor's details) stays in the table; the
 * event names it by kind, id and submission time.
 */
export const formSubmitted = defineEvent({
  name: 'form.submitted',
  source: 'shop.cms',
  version: 1,
  data: z.lazy(() =>
    z.object({
      kind: z.enum(formKinds),
      submissionId: z.string().check(z.minLength(1)),
      submittedAt: z.iso.datetime(),
    }),
  ),
});
