import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Invoice, InvoiceLine, InvoiceSeries } from '#shared/invoices/invoice';
import { documents, tableName } from '../dynamo';
import { getAll } from './batch-get';
import { createdKeys, createdOn } from './created-by-day';
import { queryPages } from './query-all';
import { commitGuarded, type GuardedItem } from './transaction';

// Invoices (key chart in README.md). The invoice item `INVOICE#<invoiceId>` holds the
// whole invoice; lookups by order, by client (newest first) and by the public guid hold its id. A
// number is taken from the counter of its series and month in the SAME transaction as the invoice and
// its lookups: the counter moves from the value it was read with to the next one only if the invoice
// is written, so numbers are gapless and never reused; a concurrent issue that took the number first
// fails the counter's condition (`number_taken`) and the use case reads the counter again. The
// invoice id is derived from the order and the reason, so a repeated issue fails on its put
// (`already_issued`). KSeF fields are written by invoice-ksef.ts, the PDF key by invoice-documents.ts.

export const invoiceKeys = {
  item: (invoiceId: string) => ({ pk: `INVOICE#${invoiceId}`, sk: 'INVOICE' }),
  ofOrder: (orderId: string, invoiceId: string) => ({ pk: `ORDER#${orderId}`, sk: `INVOICE#${invoiceId}` }),
  ofClient: (sub: string, issuedAt: string, invoiceId: string) => ({
    pk: `CLIENT#${sub}`,
    sk: `INVOICE#${issuedAt}#${invoiceId}`,
  }),
  byGuid: (guid: string) => ({ pk: `INVOICE_GUID#${guid}`, sk: 'INVOICE' }),
  counter: (series: InvoiceSeries, month: string) => ({
    pk: `INVOICE_NUMBER#${series}#${month}`,
    sk: 'COUNTER',
  }),
};

export type IssueRefusal = 'already_issued' | 'number_taken' | 'invoice_changed';

/** The last number taken in the series and month (0 before the first), read consistently. */
export const lastInvoiceSequence = async (series: InvoiceSeries, month: string): Promise<number> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: invoiceKeys.counter(series, month), ConsistentRead: true }),
  );
  return (Item?.last as number | undefined) ?? 0;
};

const put = (Item: Record<string, unknown>) => ({ Put: { TableName: tableName(), Item } });

export const invoiceItems = {
  /**
   * The invoice numbered `sequence` of `month`, the counter moved from `sequence - 1` to it, and the
   * lookups: refused when the invoice exists or another issue took the number first.
   */
  issue: (invoice: Invoice, month: string, sequence: number): GuardedItem<IssueRefusal>[] => {
    const { invoiceId, orderId, clientSub, issuedAt, guid } = invoice;
    return [
      {
        item: {
          Put: {
            ...put({
              ...invoiceKeys.item(invoiceId),
              ...createdKeys('INVOICE', issuedAt, invoiceId),
              ...invoice,
            }).Put,
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        whenConditionFails: 'already_issued',
      },
      {
        item: {
          Update: {
            TableName: tableName(),
            Key: invoiceKeys.counter(invoice.series, month),
            UpdateExpression: 'SET #last = :next',
            ConditionExpression: sequence === 1 ? 'attribute_not_exists(pk)' : '#last = :before',
            ExpressionAttributeNames: { '#last': 'last' },
            ExpressionAttributeValues: {
              ':next': sequence,
              ...(sequence === 1 ? {} : { ':before': sequence - 1 }),
            },
          },
        },
        whenConditionFails: 'number_taken',
      },
      { item: put({ ...invoiceKeys.ofOrder(orderId, invoiceId), invoiceId }) },
      { item: put({ ...invoiceKeys.byGuid(guid), invoiceId }) },
      ...(clientSub
        ? [{ item: put({ ...invoiceKeys.ofClient(clientSub, issuedAt, invoiceId), invoiceId }) }]
        : []),
    ];
  },
  /** The corrected invoice's gross and lines after a KOR, if no other correction changed it meanwhile. */
  corrected: (
    invoice: Invoice,
    after: { gross: number; lines: InvoiceLine[] },
  ): GuardedItem<IssueRefusal> => ({
    item: {
      Update: {
        TableName: tableName(),
        Key: invoiceKeys.item(invoice.invoiceId),
        UpdateExpression: 'SET correctedGross = :after, correctedLines = :lines',
        ConditionExpression:
          invoice.correctedGross === undefined
            ? 'attribute_not_exists(correctedGross)'
            : 'correctedGross = :before',
        ExpressionAttributeValues: {
          ':after': after.gross,
          ':lines': after.lines,
          ...(invoice.correctedGross === undefined ? {} : { ':before': invoice.correctedGross }),
        },
      },
    },
    whenConditionFails: 'invoice_changed',
  }),
};

/**
 * Books a settled payment on the invoice (`payment.paid` raised by its amount) once per payment: the
 * ids booked are kept on the item (`bookedPayments`); false when it was booked before or the invoice
 * does not exist.
 */
export const bookInvoicePayment = async (
  invoiceId: string,
  paymentId: string,
  amount: number,
): Promise<boolean> => {
  try {
    await documents().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: invoiceKeys.item(invoiceId),
        UpdateExpression: 'SET #payment.paid = #payment.paid + :amount ADD bookedPayments :ids',
        ConditionExpression: 'attribute_exists(pk) AND NOT contains(bookedPayments, :id)',
        ExpressionAttributeNames: { '#payment': 'payment' },
        ExpressionAttributeValues: { ':amount': amount, ':ids': new Set([paymentId]), ':id': paymentId },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};

/**
 * Takes a refunded payment's booking back (`payment.paid` lowered by its amount) once, and only when
 * the payment was booked on the invoice: its refund's id (`<paymentId>:refunded`) joins
 * `bookedPayments`; false otherwise.
 */
export const takeBackInvoicePayment = async (
  invoiceId: string,
  paymentId: string,
  amount: number,
): Promise<boolean> => {
  const refundId = `${paymentId}:refunded`;
  const taken = await commitGuarded([
    {
      item: {
        Update: {
          TableName: tableName(),
          Key: invoiceKeys.item(invoiceId),
          UpdateExpression: 'SET #payment.paid = #payment.paid - :amount ADD bookedPayments :ids',
          ConditionExpression: 'contains(bookedPayments, :id) AND NOT contains(bookedPayments, :refundId)',
          ExpressionAttributeNames: { '#payment': 'payment' },
          ExpressionAttributeValues: {
            ':amount': amount,
            ':ids': new Set([refundId]),
            ':id': paymentId,
            ':refundId': refundId,
          },
        },
      },
      whenConditionFails: 'not_booked_or_taken_back',
    },
  ]);
  return taken.ok;
};

const invoiceOf = (item: Record<string, unknown> | undefined): Invoice | undefined => {
  if (!item) return undefined;
  const { pk, sk, gsi3pk, gsi3sk, bookedPayments, ...invoice } = item;
  return invoice as Invoice;
};

export const readInvoice = async (invoiceId: string): Promise<Invoice | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: invoiceKeys.item(invoiceId), ConsistentRead: true }),
  );
  return invoiceOf(Item);
};

/** The invoice behind a public payment link; undefined for an unknown guid. */
export const readInvoiceByGuid = async (guid: string): Promise<Invoice | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: invoiceKeys.byGuid(guid) }),
  );
  return Item ? readInvoice(Item.invoiceId as string) : undefined;
};

/** An order's invoices, its VAT invoice and the KORs correcting it, in the order they were issued. */
export const listOrderInvoices = async (orderId: string): Promise<Invoice[]> => {
  const { pk } = invoiceKeys.ofOrder(orderId, '');
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': 'INVOICE#' },
    }),
  );
  const keys = Items.map((item) => invoiceKeys.item(String(item.invoiceId)));
  const invoices = (await getAll(keys)).flatMap((item) => invoiceOf(item) ?? []);
  return invoices.sort((a, b) => a.issuedAt.localeCompare(b.issuedAt));
};

export interface InvoicePage {
  invoices: Invoice[];
  cursor?: string;
}

/**
 * Up to `limit` of a client's invoices that pass `wanted`, newest first; the cursor is the sort key
 * of the last lookup read (a cursor that is not one of this client's keys starts from the top).
 */
export const listClientInvoices = async (
  sub: string,
  cursor: string | undefined,
  limit: number,
  wanted: (invoice: Invoice) => boolean,
): Promise<InvoicePage> => {
  const { pk } = invoiceKeys.ofClient(sub, '', '');
  const decoded = cursor ? Buffer.from(cursor, 'base64url').toString('utf8') : undefined;
  let start = decoded?.startsWith('INVOICE#') ? { pk, sk: decoded } : undefined;
  const invoices: Invoice[] = [];
  do {
    const page = await documents().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': 'INVOICE#' },
        ScanIndexForward: false,
        Limit: limit - invoices.length,
        ExclusiveStartKey: start,
      }),
    );
    const read = await Promise.all((page.Items ?? []).map((item) => readInvoice(item.invoiceId as string)));
    invoices.push(...read.filter((invoice): invoice is Invoice => invoice !== undefined && wanted(invoice)));
    start = page.LastEvaluatedKey as { pk: string; sk: string } | undefined;
  } while (start && invoices.length < limit);
  return { invoices, ...(start ? { cursor: Buffer.from(start.sk).toString('base64url') } : {}) };
};

/**
 * The invoices (VAT and KOR) issued on `day` (UTC) before `cut`, oldest first, a page at a time (gsi3,
 * access pattern 31): the exports and the VAT register read a day without holding it.
 */
export async function* invoicesIssuedOn(day: string, cut: string): AsyncGenerator<Invoice[]> {
  for await (const page of queryPages(createdOn('INVOICE', day, cut))) {
    yield page.map((item) => invoiceOf(item) as Invoice);
  }
}
