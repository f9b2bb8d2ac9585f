import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from './config';
import { once } from './once';

const mailer = once(() => new SESv2Client({}));

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The mail port: SES on AWS; the local runtime answers the same API with its mail outbox. */
export const sendMail = async (mail: Mail): Promise<string | undefined> => {
  const result = await mailer().send(
    new SendEmailCommand({
      FromEmailAddress: config('mail').MAIL_FROM,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  return result.MessageId;
};
