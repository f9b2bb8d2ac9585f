import useSWRInfinite from 'swr/infinite';
import type { InvoiceListPage, InvoiceStatusId } from '#shared/invoices/invoice-list';
import type { ApiError } from '../../../lib/api-client';
import { invoicesPath } from '../../../lib/invoices/invoice-list-path';
import { authorizedFetch } from '../../../lib/session/session';

/** The customer's invoices with the status, newest first, ten a page; a further page starts at the last one's cursor. */
export const useInvoices = (status: InvoiceStatusId | undefined) =>
  useSWRInfinite<InvoiceListPage, ApiError>(
    (index: number, previous: InvoiceListPage | null) =>
      index === 0 ? invoicesPath(status) : previous?.cursor ? invoicesPath(status, previous.cursor) : null,
    authorizedFetch,
    { revalidateFirstPage: false },
  );

/** A short-lived address of the invoice's PDF. */
export const invoiceDownload = (invoiceId: string) =>
  authorizedFetch<{ url: string }>(`/api/payments/me/invoices/${encodeURIComponent(invoiceId)}/download`);
