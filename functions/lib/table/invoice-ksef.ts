import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { invoiceKsefAccepted } from '#events/contracts/invoice-ksef-accepted';
import { invoiceKsefOffline } from '#events/contracts/invoice-ksef-offline';
import type { Invoice } from '#shared/invoices/invoice';
import { documents, tableName } from '../dynamo';
import { invoiceKeys } from './invoices';
import { outboxItem } from './outbox';
import { commitGuarded } from './transaction';

// The KSeF state of an invoice, the map `ksef` on the invoice item: `offline` while
// KSeF was unavailable (the invoice is also listed under `KSEF_OFFLINE` for the resend schedule),
// then `accepted` with its KSeF number and UPO key, or `rejected` with KSeF's error. An accepted or
// rejected invoice is never written again (the conditions), so a redelivered event sends nothing twice.

const offlineKeys = {
  partition: 'KSEF_OFFLINE',
  item: (invoiceId: string) => ({ pk: 'KSEF_OFFLINE', sk: `INVOICE#${invoiceId}` }),
};
/** The update that sets the invoice's `ksef` map while its KSeF state is absent or one of `from`. */
const setKsef = (invoiceId: string, ksef: Record<string, unknown>, from: ('pending' | 'offline')[]) => ({
  Update: {
    TableName: tableName(),
    Key: invoiceKeys.item(invoiceId),
    UpdateExpression: 'SET ksef = :ksef',
    ConditionExpression: `attribute_exists(pk) AND (attribute_not_exists(ksef) OR ksef.#status IN (${from.map((_, i) => `:from${i}`).join(', ')}))`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':ksef': ksef,
      ...Object.fromEntries(from.map((state, i) => [`:from${i}`, state])),
    },
  },
});

/** The FA(3) XML sent for an invoice: its SHA-256 (KOD I) and where it is kept. */
export interface KsefDocument {
  invoiceHash: string;
  xmlKey: string;
}

/**
 * Before the first send: the invoice `pending` with the XML it will be sent as, once (false when
 * another delivery recorded its own first; that one is then sent).
 */
export const recordKsefDocument = async (invoiceId: string, document: KsefDocument): Promise<boolean> => {
  const committed = await commitGuarded<'already_recorded'>([
    {
      item: {
        Update: {
          TableName: tableName(),
          Key: invoiceKeys.item(invoiceId),
          UpdateExpression: 'SET ksef = :ksef',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(ksef)',
          ExpressionAttributeValues: { ':ksef': { status: 'pending', ...document } },
        },
      },
      whenConditionFails: 'already_recorded',
    },
  ]);
  return committed.ok;
};

/**
 * KSeF could not be reached: the invoice is issued offline (once), listed for the resend schedule, and
 * `invoice.ksef-offline` renders its PDF with both QR codes.
 */
export const markInvoiceOffline = async (invoice: Invoice, since: string, document: KsefDocument) => {
  const TableName = tableName();
  const { invoiceId } = invoice;
  return commitGuarded<'already_decided'>(
    [
      {
        item: setKsef(invoiceId, { status: 'offline', offlineSince: since, ...document }, ['pending']),
        whenConditionFails: 'already_decided',
      },
      {
        item: {
          Put: { TableName, Item: { ...offlineKeys.item(invoiceId), invoiceId, offlineSince: since } },
        },
      },
    ],
    [
      outboxItem(invoiceKsefOffline, {
        invoiceId,
        number: invoice.number,
        orderId: invoice.orderId,
        ...(invoice.clientSub ? { clientSub: invoice.clientSub } : {}),
      }),
    ],
  );
};

/** KSeF took the invoice: its number and UPO key, and `invoice.ksef-accepted` in the same transaction. */
export const recordKsefAccepted = async (
  invoice: Invoice,
  accepted: { number: string; upoKey: string; sentAt: string; acceptedAt: string },
  document: KsefDocument,
) => {
  const TableName = tableName();
  const ksef = {
    status: 'accepted',
    ...accepted,
    ...document,
    ...(invoice.ksef?.offlineSince ? { offlineSince: invoice.ksef.offlineSince } : {}),
  };
  return commitGuarded<'already_decided'>(
    [
      {
        item: setKsef(invoice.invoiceId, ksef, ['pending', 'offline']),
        whenConditionFails: 'already_decided',
      },
      { item: { Delete: { TableName, Key: offlineKeys.item(invoice.invoiceId) } } },
    ],
    [
      outboxItem(invoiceKsefAccepted, {
        invoiceId: invoice.invoiceId,
        number: invoice.number,
        ksefNumber: accepted.number,
        orderId: invoice.orderId,
        ...(invoice.clientSub ? { clientSub: invoice.clientSub } : {}),
      }),
    ],
  );
};

/** KSeF refused the invoice (schema, semantics, duplicate): kept with KSeF's code and words. */
export const recordKsefRejected = async (
  invoiceId: string,
  rejected: { sentAt: string; error: string },
  document: KsefDocument,
) => {
  const TableName = tableName();
  return commitGuarded<'already_decided'>([
    {
      item: setKsef(invoiceId, { status: 'rejected', ...rejected, ...document }, ['pending', 'offline']),
      whenConditionFails: 'already_decided',
    },
    { item: { Delete: { TableName, Key: offlineKeys.item(invoiceId) } } },
  ]);
};

/** The invoices issued offline and not yet accepted or rejected, oldest first. */
export const offlineInvoiceIds = async (): Promise<string[]> => {
  const ids: string[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documents().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': offlineKeys.partition },
        ExclusiveStartKey,
      }),
    );
    ids.push(...(page.Items ?? []).map((item) => String(item.invoiceId)));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return ids;
};
