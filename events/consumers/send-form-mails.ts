import { config } from '#functions/lib/config';
import { sendMailOnce } from '#functions/lib/mail';
import { getProduct } from '#functions/lib/table/catalogue';
import {
  getSubmission,
  markSubmissionMailed,
  type StoredSubmission,
} from '#functions/lib/table/form-submissions';
import { formSubmitted } from '../contracts/form-submitted';
import { confirmationMail, staffMail } from './form-mails';
import { sqsConsumer } from './sqs-consumer';

/** A service inquiry's product as staff read it: its Polish name and id (the id alone once it is gone). */
const productLine = async (submission: StoredSubmission) => {
  if (submission.kind !== 'service-inquiry') return undefined;
  const product = await getProduct(submission.productId);
  return product ? `${product.texts.pl.name} (${product.id})` : submission.productId;
};

/**
 * form.submitted → the submission to staff (`SALES_EMAIL`) and the confirmation to its sender in her
 * language. Each sent e-mail is marked on the submission, so a retry sends only what is missing.
 */
export const handler = sqsConsumer(formSubmitted, async ({ eventId, data }) => {
  const ref = { kind: data.kind, submittedAt: data.submittedAt, id: data.submissionId };
  const submission = await getSubmission<StoredSubmission>(ref);
  if (!submission) throw new Error(`form submission ${data.kind} ${data.submissionId} cannot be read`);
  if (!submission.staffMailedAt) {
    await sendMailOnce(
      `${eventId}:staff`,
      staffMail(config('sales').SALES_EMAIL, submission, await productLine(submission)),
    );
    await markSubmissionMailed(ref, 'staffMailedAt');
  }
  if (!submission.senderMailedAt) {
    await sendMailOnce(`${eventId}:sender`, confirmationMail(submission));
    await markSubmissionMailed(ref, 'senderMailedAt');
  }
});
