import useSWR from 'swr';
import type { InvoiceListPage } from '#shared/invoices/invoice-list';
import type { OrderListPage } from '#shared/orders/order-view';
import type { ApiError } from '../../../lib/api-client';
import { invoicesPath } from '../../../lib/invoices/invoice-list-path';
import { historyPath } from '../../../lib/orders/order-list-path';
import { authorizedFetch } from '../../../lib/session/session';

/** The customer's unpaid orders (the first page, newest first: orders wait for their payment for days at most). */
export const useUnpaidOrders = () =>
  useSWR<OrderListPage, ApiError>(historyPath({ status: 'unpaid' }), authorizedFetch);

/** The customer's unpaid invoices, every page (a business with deferred payment may have many). */
export const useUnpaidInvoices = () =>
  useSWR<InvoiceListPage, ApiError>(invoicesPath(2), async (path: string) => {
    const pages: InvoiceListPage[] = [await authorizedFetch<InvoiceListPage>(path)];
    for (let cursor = pages[0]?.cursor; cursor; cursor = pages.at(-1)?.cursor)
      pages.push(await authorizedFetch<InvoiceListPage>(invoicesPath(2, cursor)));
    return { invoices: pages.flatMap((page) => page.invoices) };
  });
