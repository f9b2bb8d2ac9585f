import type { InvoiceStatusId } from '#shared/invoices/invoice-list';

// The invoice list's status filter (spec section 2: faktury/ with a status filter) lives in the page's
// URL query (`?status=2`), so a filtered list can be reloaded and stepped back through. A value the API
// would refuse is dropped rather than sent.

/** Spec section 3 invoice statuses in the filter's order: 1 cancelled, 2 unpaid, 3 paid, 4 overpaid. */
export const invoiceStatusIds: readonly InvoiceStatusId[] = [1, 2, 3, 4];

/** The status of the URL's query, when it is one of the four. */
export const statusOfSearch = (search: string): InvoiceStatusId | undefined => {
  const status = Number(new URLSearchParams(search).get('status'));
  return invoiceStatusIds.find((id) => id === status);
};

/** The page's query for a status: `?status=2`, or empty for every invoice. */
export const searchOfStatus = (status: InvoiceStatusId | undefined): string =>
  status === undefined ? '' : `?status=${status}`;
