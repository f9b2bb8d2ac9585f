import { siteOrigin } from '#functions/lib/http/site-origin';
import { sendMailOnce } from '#functions/lib/mail';
import { mailTo } from '#functions/lib/mail-templates';
import { linkedPathFor } from '#shared/linked-routes';
import { subscriptionProvisioningFailed } from '../contracts/subscription-provisioning-failed';
import { sqsConsumer } from './sqs-consumer';
import { provisioningFailedTemplate } from './subscription-mails';

/** subscription.provisioning-failed → the customer's mail with the link to choose the account again, once per event. */
export const handler = sqsConsumer(subscriptionProvisioningFailed, async ({ eventId, data }) => {
  const { subscriptionId, name, email, language } = data;
  const link = `${siteOrigin()}${linkedPathFor('accountSubscriptionConfiguration', language, { subscriptionId })}`;
  return sendMailOnce(eventId, mailTo(email, provisioningFailedTemplate, language, { name, link }));
});
