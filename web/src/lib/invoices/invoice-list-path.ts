import type { InvoiceStatusId } from '#shared/invoices/invoice-list';

// The customer's invoice list request, read by the invoices screen and by what is due to pay.

/** `GET /api/payments/me/invoices` with the status and the page's cursor. */
export const invoicesPath = (status: InvoiceStatusId | undefined, cursor?: string): string => {
  const query = new URLSearchParams();
  if (status !== undefined) query.set('status', String(status));
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return `/api/payments/me/invoices${text ? `?${text}` : ''}`;
};
