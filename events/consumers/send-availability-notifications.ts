import { sendMailOnce } from '#functions/lib/mail';
import {
  pendingAvailabilityRequests,
  removeAvailabilityRequest,
} from '#functions/lib/table/availability-requests';
import { getProduct } from '#functions/lib/table/catalogue';
import { notifiesWaitingCustomers } from '#shared/catalogue/availability-states';
import { localized } from '#shared/catalogue/localized';
import type { Availability } from '#shared/catalogue/product';
import { figuresChanged } from '../contracts/figures-changed';
import { productChanged } from '../contracts/product-changed';
import { availabilityMail } from './availability-mail';
import { consumersByDetailType, sqsConsumer } from './sqs-consumer';

const parallelMails = 10;

interface AvailabilityMove {
  eventId: string;
  data: {
    productId: string;
    availabilityBefore?: Availability['state'];
    availabilityAfter?: Availability['state'];
  };
}

/**
 * A move that notifies waiting customers (from a state not orderable to one that is,
 * `availability-states.ts`): staff's (`catalogue.product-changed`) or units back in stock
 * (`catalogue.figures-changed`, `stock`) → each waiting customer is e-mailed, then their request is
 * removed. A retry after a failure resumes with the requests left, so nobody gets the e-mail twice.
 */
const notifyWaiting = async ({ eventId, data }: AvailabilityMove) => {
  const { availabilityBefore: before, availabilityAfter: after } = data;
  if (!before || !after || !notifiesWaitingCustomers(before, after)) return;
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
};

const onProductChanged = sqsConsumer(productChanged, notifyWaiting);

export const handler = consumersByDetailType(
  {
    [productChanged.name]: onProductChanged,
    [figuresChanged.name]: sqsConsumer(figuresChanged, notifyWaiting),
  },
  onProductChanged,
);
