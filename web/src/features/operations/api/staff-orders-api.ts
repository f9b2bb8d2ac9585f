import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { OrderTransition } from '#shared/orders/order-requests';
import type { OrderListPage, OrderView, StaffOrderCounts } from '#shared/orders/order-view';
import type { ReturnedUnits } from '#shared/orders/part-return';
import type { StaffOrderDetail } from '#shared/orders/staff-order-detail';
import type { ApiError } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/session/session';
import { type QueueFilters, queueQueryOf } from '../queue-filters';

// The operations staff's order routes (functions/orders/README.md): the queue, its counts, one order,
// a move, and an invoice's PDF link.

const queuePath = (filters: QueueFilters, cursor?: string) => {
  const query = queueQueryOf(filters);
  if (cursor) query.set('cursor', cursor);
  return `/api/orders/staff/orders?${query}`;
};

/** The queue of the filters, newest first; a further page starts at the last one's cursor. */
export const useOrderQueue = (filters: QueueFilters) =>
  useSWRInfinite<OrderListPage, ApiError>(
    (index: number, previous: OrderListPage | null) =>
      index === 0 ? queuePath(filters) : previous?.cursor ? queuePath(filters, previous.cursor) : null,
    authorizedFetch,
    { revalidateFirstPage: false },
  );

/** How many orders each status holds, for the tabs. */
export const useOrderCounts = () =>
  useSWR<StaffOrderCounts, ApiError>('/api/orders/staff/order-counts', authorizedFetch);

export const staffOrderPath = (id: string) => `/api/orders/staff/orders/${encodeURIComponent(id)}`;

/** One order with its payments, invoices and history. */
export const useStaffOrder = (id: string) =>
  useSWR<StaffOrderDetail, ApiError>(staffOrderPath(id), authorizedFetch);

/** Moves an order along (its refusal: the action's code, `order_changed`, or a field that does not fit). */
export const moveOrder = (id: string, transition: OrderTransition) =>
  authorizedFetch<OrderView>(`${staffOrderPath(id)}/transitions`, {
    method: 'POST',
    body: JSON.stringify(transition),
  });

/** Takes back units of some of a delivered order's lines (201: the order with the return). */
export const returnOrderPart = (id: string, lines: ReturnedUnits[]) =>
  authorizedFetch<OrderView>(`${staffOrderPath(id)}/returns`, {
    method: 'POST',
    body: JSON.stringify({ lines }),
  });

/** A presigned address of an invoice's PDF, valid a few minutes. */
export const staffInvoiceLink = (invoiceId: string) =>
  authorizedFetch<{ url: string }>(`/api/payments/staff/invoices/${encodeURIComponent(invoiceId)}/download`);
