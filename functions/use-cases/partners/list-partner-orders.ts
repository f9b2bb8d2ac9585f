import type { OrderHistoryQuery } from '#shared/orders/order-requests';
import { partnerOrderViewOf } from '#shared/partners/partner-order';
import type { PartnerOrderPage } from '#shared/partners/partner-portal';
import { shopRangeOf } from '#shared/shop-time';
import { ordersPerPage } from '../orders/list-orders';
import { ok, type Result } from '../result';
import type { PartnerPorts } from './deps';
import { partnerOf } from './partner-of';

/**
 * Input: the caller's sub and the list's filters (status, creation days or moments, cursor). Output: a
 * page of the orders of the customers the partner brought, newest first, each only as a partner may
 * see it (`shared/partners/partner-order.ts`). Only the caller's own partition of the index is read,
 * so another partner's customers never appear. `not_allowed` for a non-partner.
 */
export const listPartnerOrders = async (
  ports: Pick<PartnerPorts, 'getPartner' | 'listPartnerOrders'>,
  { sub, filter }: { sub: string; filter: OrderHistoryQuery },
): Promise<Result<PartnerOrderPage>> => {
  const partner = await partnerOf(ports, sub);
  if (!partner.ok) return partner;
  const page = await ports.listPartnerOrders(
    partner.value.partnerId,
    { ...filter, ...shopRangeOf(filter) },
    ordersPerPage,
  );
  return ok({ ...page, orders: page.orders.map(partnerOrderViewOf) });
};
