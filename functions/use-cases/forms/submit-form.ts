import { formSubmitted } from '#events/contracts/form-submitted';
import { callbackPromise } from '#shared/forms/callback-promise';
import { type FormReceipt, isHoneypotFilled, type SubmittedForm } from '#shared/forms/form-schemas';
import { outboxItem } from '../../lib/table/outbox';
import { limitMailsTo } from '../limit-mails-to';
import { fail, ok, type Result } from '../result';
import type { FormPorts } from './deps';

/**
 * A visitor sends a form. Input: its kind and the parsed form. Output: the receipt (a callback
 * request's with its promise from the working-hours table, at the clock's time). Course: a filled
 * honeypot is answered with the same receipt, storing and mailing nothing; else claim a mail to the
 * sender, then store the submission (a service inquiry's on the condition that its product exists)
 * with `form.submitted` in one transaction; its consumer mails staff and confirms to the sender.
 * Fails with `mail_limit_reached` or `product_not_found`.
 */
export const submitForm = async (
  ports: FormPorts,
  submitted: SubmittedForm,
): Promise<Result<FormReceipt>> => {
  const now = ports.clock();
  const callback = submitted.kind === 'callback' ? callbackPromise(now) : undefined;
  const receipt: FormReceipt = { status: 'received', ...(callback ? { callback } : {}) };
  if (isHoneypotFilled(submitted.form)) return ok(receipt);
  const limited = await limitMailsTo(ports, submitted.form.email);
  if (!limited.ok) return limited;
  const { formSubmissionItems: items, commit } = ports;
  const stored = items.record(submitted, now, callback);
  const product =
    submitted.kind === 'service-inquiry'
      ? [
          {
            item: ports.productExists(submitted.form.productId),
            whenConditionFails: 'product_not_found' as const,
          },
        ]
      : [];
  const committed = await commit(
    [...product, { item: items.put(stored) }],
    [
      outboxItem(
        formSubmitted,
        { kind: stored.kind, submissionId: stored.id, submittedAt: stored.submittedAt },
        { now },
      ),
    ],
  );
  return committed.ok ? ok(receipt) : fail(committed.code);
};
