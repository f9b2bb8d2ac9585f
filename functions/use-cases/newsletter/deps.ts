import {
  confirmationItems,
  confirmationLinkOf,
  forgetConfirmationLink,
} from '../../lib/table/newsletter-subscribers';
import { type TablePorts, tablePorts } from '../table-ports';

/** The ports of the newsletter use cases: the confirmation link's read, items and removal. */
export interface NewsletterPorts extends TablePorts {
  confirmationLinkOf: typeof confirmationLinkOf;
  confirmationItems: typeof confirmationItems;
  forgetConfirmationLink: typeof forgetConfirmationLink;
}

export const deps = (): NewsletterPorts => ({
  ...tablePorts(),
  confirmationLinkOf,
  confirmationItems,
  forgetConfirmationLink,
});
