import {
  orderTransitionSchema,
  partReturnSchema,
  staffOrdersQuerySchema,
} from '#shared/orders/order-requests';
import type { Route } from '../../lib/http/http-handler';
import { staffMemberOf } from '../../lib/http/identity';
import { parseJsonBody } from '../../lib/http/parse-body';
import { parseQuery } from '../../lib/http/parse-query';
import { replyOf } from '../../lib/http/reply-of';
import { listOrderInvoices } from '../../lib/table/invoices';
import { listOrderHistory } from '../../lib/table/order-history';
import { listOrderPayments, newPaymentId, paymentItems } from '../../lib/table/payments';
import { deps } from '../../use-cases/orders/deps';
import { countOrdersForStaff, listOrdersForStaff } from '../../use-cases/orders/list-orders';
import { moveOrder } from '../../use-cases/orders/move-order';
import { returnOrderPart } from '../../use-cases/orders/return-order-part';
import { staffOrderDetail } from '../../use-cases/orders/staff-order-detail';
import { orderIdOf } from './order-id';

// The operations staff's routes (access `operations`): every owner's orders; a signed-in caller
// outside the group is `not_allowed`.

/**
 * `GET /api/orders/staff/orders?status=&payment=&method=&shipping=&from=&to=&q=&cursor=`: the queue,
 * newest first, or the orders a phrase finds.
 */
export const getStaffOrders: Route = async (request) => {
  staffMemberOf(request, 'operations');
  return replyOf(await listOrdersForStaff(deps(), parseQuery(request.event, staffOrdersQuerySchema)), 200);
};

/** `GET /api/orders/staff/order-counts`: how many orders each status holds (counted up to a cap). */
export const getStaffOrderCounts: Route = async (request) => {
  staffMemberOf(request, 'operations');
  return replyOf(await countOrdersForStaff(deps()), 200);
};

/** `GET /api/orders/staff/orders/{id}`: the order with its payments and invoices; 404 `order_not_found`. */
export const getStaffOrder: Route = async (request) => {
  staffMemberOf(request, 'operations');
  const ports = { findOrder: deps().findOrder, listOrderPayments, listOrderInvoices, listOrderHistory };
  return replyOf(await staffOrderDetail(ports, orderIdOf(request.event)), 200);
};

/**
 * `POST /api/orders/staff/orders/{id}/returns` `{ lines }`: part of a delivered order taken back (201),
 * recorded with the member's e-mail; its KOR and refund follow.
 */
export const postStaffPartReturn: Route = async (request) => {
  const { email } = staffMemberOf(request, 'operations');
  const { lines } = parseJsonBody(request.event, partReturnSchema);
  const orderId = orderIdOf(request.event);
  return replyOf(
    await returnOrderPart(deps(), { orderId, lines, ...(email ? { staffEmail: email } : {}) }),
    201,
  );
};

/**
 * `POST /api/orders/staff/orders/{id}/transitions` `{ action, … }`: a move of the transition table,
 * recorded with the member's e-mail.
 */
export const postStaffTransition: Route = async (request) => {
  const { email } = staffMemberOf(request, 'operations');
  const transition = parseJsonBody(request.event, orderTransitionSchema);
  const ports = { ...deps(), paymentItems, newPaymentId };
  const orderId = orderIdOf(request.event);
  return replyOf(
    await moveOrder(ports, { orderId, transition, ...(email ? { staffEmail: email } : {}) }),
    200,
  );
};
