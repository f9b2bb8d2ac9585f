import { invoiceIssued } from '#events/contracts/invoice-issued';
import type { Invoice } from '#shared/invoices/invoice';
import { invoiceMonth, invoiceNumber } from '#shared/invoices/invoice-number';
import type { IssueRefusal } from '../../lib/table/invoices';
import { outboxItem } from '../../lib/table/outbox';
import type { GuardedItem } from '../../lib/table/transaction';
import { queuedInContainer } from '../queued-in-container';
import type { InvoicePorts } from './deps';

// Numbering shared by issuing and correcting: read the series' counter for the month, build the
// invoice with the next number, commit it with the counter's move (and `extra` items) and its
// `invoice.issued` event; when another issue took the number first, read the counter again (with a
// short jittered pause). Gapless: a number is only ever taken together with its invoice. Issues in
// one container queue per series (`queuedInContainer`), so they do not race each other through the counter's
// condition (each loser would retry against DynamoDB); containers still race, and the condition
// decides.

const maxAttempts = 200;

export type Numbered =
  | { ok: true; invoice: Invoice }
  | { ok: false; code: Exclude<IssueRefusal, 'number_taken'> };

const commitOnce = async (
  ports: InvoicePorts,
  series: Invoice['series'],
  build: (number: string, issuedAt: string) => Invoice,
  extra: (invoice: Invoice) => GuardedItem<IssueRefusal>[] = () => [],
): Promise<Numbered> => {
  for (let attempt = 1; ; attempt++) {
    const now = ports.clock();
    const issuedAt = now.toISOString();
    const month = invoiceMonth(issuedAt);
    const sequence = (await ports.lastInvoiceSequence(series, month)) + 1;
    const invoice = build(invoiceNumber(series, month, sequence), issuedAt);
    const topics = invoice.clientSub ? [`user:${invoice.clientSub}`] : [];
    const event = outboxItem(
      invoiceIssued,
      {
        invoiceId: invoice.invoiceId,
        number: invoice.number,
        orderId: invoice.orderId,
        topics,
        ...(invoice.clientSub ? { clientSub: invoice.clientSub } : {}),
      },
      { topics, now },
    );
    const committed = await ports.commit(
      [...ports.invoiceItems.issue(invoice, month, sequence), ...extra(invoice)],
      [event],
    );
    if (committed.ok) return { ok: true, invoice };
    if (committed.code !== 'number_taken') return { ok: false, code: committed.code };
    if (attempt === maxAttempts)
      throw new Error(`invoice number of ${series} ${month} still taken after ${maxAttempts} attempts`);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * Math.min(attempt, 10)));
  }
};

export const commitNumbered = (
  ports: InvoicePorts,
  series: Invoice['series'],
  build: (number: string, issuedAt: string) => Invoice,
  extra?: (invoice: Invoice) => GuardedItem<IssueRefusal>[],
): Promise<Numbered> => queuedInContainer(series, () => commitOnce(ports, series, build, extra));
