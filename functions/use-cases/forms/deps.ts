import { productExists } from '../../lib/table/catalogue';
import { formSubmissionItems } from '../../lib/table/form-submissions';
import { claimMail } from '../../lib/table/mail-quota';
import type { MailLimitPorts } from '../limit-mails-to';
import { type TablePorts, tablePorts } from '../table-ports';

/** The ports of the form use cases: the mail limit, the submission's items, the product condition. */
export interface FormPorts extends TablePorts, MailLimitPorts {
  formSubmissionItems: typeof formSubmissionItems;
  productExists: typeof productExists;
}

export const deps = (): FormPorts => ({ ...tablePorts(), claimMail, formSubmissionItems, productExists });
