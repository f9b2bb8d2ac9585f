import { sendMailOnce } from '#functions/lib/mail';
import {
  pendingAvailabilityRequests,
  removeAvailabilityRequest,
} from '#functions/lib/table/availability-requests';
import { getProduct } from '#functions/lib/table/catalogue';
import { notifiesWaitingCustomers } from '#shared/catalogue/availability-states';
import { localized } from '#shared/catalogue/localized';
import { productChanged } from '../contracts/product-changed';
import { availabilityMail } from './availability-mail';
import { sqsConsumer } from './sqs-consumer';

const parallelMails = 10;

/**
 * catalogue.product-changed by a move that notifies waiting customers (from a state not orderable to
 * one that is, `availability-states.ts`) → each waiting customer is e-mailed, then their request is
 * removed. A retry after a failure resumes with the requests left, so nobody gets the e-mail twice.
 */
export const handler = sqsConsumer(productChanged, async ({ eventId, data }) => {
  if (!notifiesWaitingCustomers(data.availabilityBefore, data.availabilityAfter)) return;
  const product = await getProduct(data.productId);
  if (!product) return;
  const requests = await pendingAvailabilityRequests(data.productId);
  for (let i = 0; i < requests.length; i += parallelMails) {
    await Promise.all(
      requests.slice(i, i + parallelMails).map(async ({ email, language }) => {
        await sendMailOnce(
          `${eventId}:${email}`,
          availabilityMail(email, language, localized(product.texts, language).name),
        );
        await removeAvailabilityRequest(data.productId, email);
      }),
    );
  }
});
