import { productExists } from '../../lib/table/catalogue';
import { countInbox, findRequest, listInbox, requestItems } from '../../lib/table/form-inbox';
import { listRequestLog, requestMoveLogged } from '../../lib/table/form-request-log';
import { formSubmissionItems } from '../../lib/table/form-submissions';
import { claimMail } from '../../lib/table/mail-quota';
import type { MailLimitPorts } from '../limit-mails-to';
import { type TablePorts, tablePorts } from '../table-ports';

/** The ports of the form use cases: the mail limit, the submission's items, the product condition. */
export interface FormPorts extends TablePorts, MailLimitPorts {
  formSubmissionItems: typeof formSubmissionItems;
  productExists: typeof productExists;
}

/** The ports of the operations' inbox: its lists and counts, a request and its history, a move's items. */
export interface InboxPorts extends TablePorts {
  listInbox: typeof listInbox;
  countInbox: typeof countInbox;
  findRequest: typeof findRequest;
  listRequestLog: typeof listRequestLog;
  requestItems: typeof requestItems & { logged: typeof requestMoveLogged };
}

export const deps = (): FormPorts & InboxPorts => ({
  ...tablePorts(),
  claimMail,
  formSubmissionItems,
  productExists,
  listInbox,
  countInbox,
  findRequest,
  listRequestLog,
  requestItems: { ...requestItems, logged: requestMoveLogged },
});
