import { formSubmissionItems } from '../../lib/table/form-submissions';
import type { TransactItem } from '../../lib/table/transaction';
import type { FormPorts } from '../forms/deps';
import { fakeMailLimit } from './fake-mail-limit';
import { fakeTablePorts } from './fake-table-ports';

/**
 * In-memory form ports: items are labelled records, `commit` refuses the `failing` guards, the mail
 * limit refuses when `limited`; `claims` lists the addresses a mail was claimed for.
 */
export const fakeFormPorts = (failing: string[] = [], { limited = false } = {}) => {
  const table = fakeTablePorts(failing);
  const claims: string[] = [];
  const limit = fakeMailLimit(limited);
  const label = (name: string, ...args: unknown[]) => ({ [name]: args }) as unknown as TransactItem;
  const ports: FormPorts = {
    ...table.ports,
    claimMail: (recipient, quota) => {
      claims.push(recipient);
      return limit.claimMail(recipient, quota);
    },
    formSubmissionItems: {
      // The real record, with a fixed id.
      record: (submitted, now, callback) => ({
        ...formSubmissionItems.record(submitted, now, callback),
        id: 's1',
      }),
      put: (submission) => label('putSubmission', submission),
    },
    productExists: (productId) => label('productExists', productId),
  };
  return { ports, commits: table.commits, claims };
};
