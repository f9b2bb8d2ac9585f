import { siteOrigin } from '#functions/lib/http/site-origin';
import { sendMailOnce } from '#functions/lib/mail';
import { mailTo } from '#functions/lib/mail-templates';
import { linkedPathFor } from '#shared/linked-routes';
import { shopTimeZone } from '#shared/shop-time';
import { subscriptionRenewalOffered } from '../contracts/subscription-renewal-offered';
import { sqsConsumer } from './sqs-consumer';
import { renewalOfferTemplate } from './subscription-mails';

/** subscription.renewal-offered → the customer's mail with the invoice's renewal link, once per event. */
export const handler = sqsConsumer(subscriptionRenewalOffered, async ({ eventId, data }) => {
  const { invoiceGuid, names, termEnd, email, language } = data;
  const link = `${siteOrigin()}${linkedPathFor('renewal', language, { invoiceGuid })}`;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: shopTimeZone }).format(
    new Date(termEnd),
  );
  return sendMailOnce(
    eventId,
    mailTo(email, renewalOfferTemplate, language, { names: names.join(', '), date, link }),
  );
});
