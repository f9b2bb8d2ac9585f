import { sendMail } from '../../functions/lib/mail';
import { newsletterSubscribed } from '../contracts/newsletter-subscribed';
import { newsletterConfirmationMail } from './newsletter-confirmation-mail';
import { sqsConsumer } from './sqs-consumer';

/** newsletter.subscribed → the confirmation e-mail, once per subscription. */
export const handler = sqsConsumer(newsletterSubscribed, ({ data }) =>
  sendMail(newsletterConfirmationMail(data.email, data.language)),
);
