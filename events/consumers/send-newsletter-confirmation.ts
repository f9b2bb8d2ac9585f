import { siteOrigin } from '#functions/lib/http/site-origin';
import { sendMailOnce } from '#functions/lib/mail';
import {
  createConfirmationToken,
  getSubscriber,
  isSubscribed,
} from '#functions/lib/table/newsletter-subscribers';
import { linkedPathFor } from '#shared/linked-routes';
import { newsletterSignupRequested } from '../contracts/newsletter-signup-requested';
import { alreadySubscribedMail, confirmationLinkMail } from './newsletter-mails';
import { sqsConsumer } from './sqs-consumer';

/**
 * newsletter.signup-requested → the address's owner gets a confirmation link (a new single-use token),
 * or, when the address is subscribed already, a note saying so. Once per event.
 */
export const handler = sqsConsumer(
  newsletterSignupRequested,
  async ({ eventId, data: { email, language } }) => {
    if (isSubscribed(await getSubscriber(email)))
      return sendMailOnce(eventId, alreadySubscribedMail(email, language));
    const token = await createConfirmationToken(email, language);
    const link = `${siteOrigin()}${linkedPathFor('newsletterConfirmation', language)}?token=${token}`;
    return sendMailOnce(eventId, confirmationLinkMail(email, language, link));
  },
);
