import { claimMail } from '../../lib/table/mail-quota';
import {
  confirmationItems,
  confirmationLinkOf,
  forgetConfirmationLink,
  getSubscriber,
  signupItems,
} from '../../lib/table/newsletter-subscribers';
import type { MailLimitPorts } from '../limit-mails-to';
import { type TablePorts, tablePorts } from '../table-ports';

/**
 * The ports of the newsletter use cases: the subscriber read and sign-up item, the mail limit, the
 * confirmation link's read, items and removal.
 */
export interface NewsletterPorts extends TablePorts, MailLimitPorts {
  getSubscriber: typeof getSubscriber;
  signupItems: typeof signupItems;
  confirmationLinkOf: typeof confirmationLinkOf;
  confirmationItems: typeof confirmationItems;
  forgetConfirmationLink: typeof forgetConfirmationLink;
}

export const deps = (): NewsletterPorts => ({
  ...tablePorts(),
  claimMail,
  getSubscriber,
  signupItems,
  confirmationLinkOf,
  confirmationItems,
  forgetConfirmationLink,
});
