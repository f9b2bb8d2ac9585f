import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  type InvoiceListPage,
  invoiceGuidSchema,
  invoiceIdSchema,
  invoiceListQuerySchema,
} from '#shared/invoices/invoice-list';
import { invoiceListEntry, invoiceSummary } from '#shared/invoices/invoice-views';
import { AppError } from '../../lib/errors';
import type { Route } from '../../lib/http/http-handler';
import { ownerOf, staffMemberOf } from '../../lib/http/identity';
import { parseQuery } from '../../lib/http/parse-query';
import { json } from '../../lib/http/reply';
import { invoiceDownloadUrl } from '../../lib/invoices/pdf/invoice-download-url';
import { listClientInvoices, readInvoice, readInvoiceByGuid } from '../../lib/table/invoices';

// The invoice routes: a signed-in customer's list and downloads, only of invoices
// issued to the verified token's sub (another's is not found), the operations staff's download of any,
// and the public summary behind an invoice's unguessable payment link. An unknown invoice is `invoice_not_found` with no hint.

/** Spec section 2 lists: ten a page. */
export const invoicesPerPage = 10;

/** A PDF not rendered yet (moments after the issue): `invoice_download_failed`, ask again shortly. */
const pdfRetrySeconds = 5;

/** `GET /api/payments/me/invoices?status=&cursor=`: newest first; `status` 1–4 filters. */
export const getMyInvoices: Route = async (request) => {
  const { status, cursor } = parseQuery(request.event, invoiceListQuerySchema);
  const page = await listClientInvoices(ownerOf(request), cursor, invoicesPerPage, (invoice) =>
    status === undefined ? true : invoiceListEntry(invoice).status === Number(status),
  );
  const answer: InvoiceListPage = {
    invoices: page.invoices.map(invoiceListEntry),
    ...(page.cursor ? { cursor: page.cursor } : {}),
  };
  return json(200, answer);
};

const invoiceIdOf = (event: APIGatewayProxyEventV2): string => {
  const parsed = invoiceIdSchema.safeParse(event.pathParameters?.invoiceId);
  if (!parsed.success) throw new AppError('invoice_not_found');
  return parsed.data;
};

/** `GET /api/payments/me/invoices/{invoiceId}/download` → `{ url }`, a presigned GET of its PDF. */
export const getMyInvoiceDownload: Route = async (request) => {
  const sub = ownerOf(request);
  const invoice = await readInvoice(invoiceIdOf(request.event));
  if (!invoice || invoice.clientSub !== sub) throw new AppError('invoice_not_found');
  if (!invoice.pdfKey) throw new AppError('invoice_download_failed', undefined, pdfRetrySeconds);
  return json(200, { url: await invoiceDownloadUrl(invoice.pdfKey, invoice.number) });
};

/**
 * `GET /api/payments/staff/invoices/{invoiceId}/download` → `{ url }`: any invoice's PDF for the
 * operations staff, who open it from the order's page.
 */
export const getStaffInvoiceDownload: Route = async (request) => {
  staffMemberOf(request, 'operations');
  const invoice = await readInvoice(invoiceIdOf(request.event));
  if (!invoice) throw new AppError('invoice_not_found');
  if (!invoice.pdfKey) throw new AppError('invoice_download_failed', undefined, pdfRetrySeconds);
  return json(200, { url: await invoiceDownloadUrl(invoice.pdfKey, invoice.number) });
};

/** `GET /api/payments/invoices/{guid}`: number, amount to pay, currency, status. */
export const getInvoiceSummary: Route = async ({ event }) => {
  const guid = invoiceGuidSchema.safeParse(event.pathParameters?.guid);
  const invoice = guid.success ? await readInvoiceByGuid(guid.data) : undefined;
  if (!invoice) throw new AppError('invoice_not_found');
  return json(200, invoiceSummary(invoice));
};
