import type { ConfirmationLink, Subscriber } from '../../lib/table/newsletter-subscribers';
import type { TransactItem } from '../../lib/table/transaction';
import type { NewsletterPorts } from '../newsletter/deps';
import { fakeMailLimit } from './fake-mail-limit';
import { fakeTablePorts } from './fake-table-ports';

interface Stored {
  subscriber?: Subscriber;
  link?: ConfirmationLink;
  limited?: boolean;
}

/**
 * In-memory newsletter ports: the stored subscriber and link, items as labelled records, `commit`
 * refusing the `failing` guards, the mail limit refusing when `limited`; `forgotten` lists the
 * removed links' tokens.
 */
export const fakeNewsletterPorts = (
  failing: string[],
  { subscriber, link, limited = false }: Stored = {},
) => {
  const table = fakeTablePorts(failing);
  const forgotten: string[] = [];
  const label = (name: string, ...args: unknown[]) => ({ [name]: args }) as unknown as TransactItem;
  const ports: NewsletterPorts = {
    ...table.ports,
    ...fakeMailLimit(limited),
    getSubscriber: async () => subscriber,
    signupItems: { pending: (signup, now) => label('pending', signup.email, now.toISOString()) },
    confirmationLinkOf: async () => link,
    confirmationItems: {
      spendLink: (token) => label('spendLink', token),
      subscribe: (email, language, now) => label('subscribe', email, language, now.toISOString()),
    },
    forgetConfirmationLink: async (token) => {
      forgotten.push(token);
    },
  };
  return { ports, commits: table.commits, forgotten };
};
