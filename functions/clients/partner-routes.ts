import { orderHistoryQuerySchema } from '#shared/orders/order-requests';
import { partnerEnrolmentSchema, partnerPriceListQuerySchema } from '#shared/partners/partner-portal';
import { staffPartnersQuerySchema } from '#shared/partners/staff-partners';
import type { Route } from '../lib/http/http-handler';
import { ownerOf, staffMemberOf } from '../lib/http/identity';
import { parseJsonBody } from '../lib/http/parse-body';
import { parseQuery } from '../lib/http/parse-query';
import { replyOf } from '../lib/http/reply-of';
import { listStaffPartners } from '../use-cases/clients/list-staff-partners';
import { staffCustomerDeps } from '../use-cases/clients/staff-customer-deps';
import { deps } from '../use-cases/partners/deps';
import { enrolPartnerByEmail } from '../use-cases/partners/enrol-partner';
import { listPartnerOrders } from '../use-cases/partners/list-partner-orders';
import { partnerPriceList, staffPartnerPriceList } from '../use-cases/partners/partner-price-list';
import { showPartner } from '../use-cases/partners/show-partner';
import { customerIdOf } from './staff-customer-routes';

// The business partners' portal: each use case checks that the verified token's sub
// is a partner (`use-cases/partners/partner-of.ts`), so any other signed-in user is 403 `not_allowed`,
// and a suspended partner 403 `partner_suspended`. The operations staff's partner routes follow.

/** `GET /api/clients/partner/profile`: the partner's code, currency and discounts. */
export const getPartnerProfile: Route = async (request) =>
  replyOf(await showPartner(deps(), { sub: ownerOf(request) }), 200);

/** `GET /api/clients/partner/price-list?q=&page=&language=`: the catalogue at the partner's terms. */
export const getPartnerPriceList: Route = async (request) => {
  const sub = ownerOf(request);
  const query = parseQuery(request.event, partnerPriceListQuerySchema);
  return replyOf(await partnerPriceList(deps(), { sub, query }), 200);
};

/** `GET /api/clients/partner/orders?status=&from=&to=&cursor=`: its customers' orders, ten a page. */
export const getPartnerOrders: Route = async (request) => {
  const sub = ownerOf(request);
  const filter = parseQuery(request.event, orderHistoryQuerySchema);
  return replyOf(await listPartnerOrders(deps(), { sub, filter }), 200);
};

/**
 * `POST /api/clients/staff/partners` `{ email, currency }` (operations staff): the user becomes a
 * partner, or is one already; her code and terms either way.
 */
export const postStaffPartner: Route = async (request) => {
  staffMemberOf(request, 'operations');
  const enrolment = parseJsonBody(request.event, partnerEnrolmentSchema);
  return replyOf(await enrolPartnerByEmail(deps(), enrolment), 200);
};

/** `GET /api/clients/staff/partners?state=&cursor=` (operations staff): the partners in a state, twenty a page. */
export const getStaffPartners: Route = async (request) => {
  staffMemberOf(request, 'operations');
  const query = parseQuery(request.event, staffPartnersQuerySchema);
  return replyOf(await listStaffPartners(staffCustomerDeps(), query), 200);
};

/** `GET /api/clients/staff/partners/{id}/price-list?q=&page=&language=` (operations staff): her price list as she sees it. */
export const getStaffPartnerPriceList: Route = async (request) => {
  staffMemberOf(request, 'operations');
  const partnerId = customerIdOf(request.event);
  const query = parseQuery(request.event, partnerPriceListQuerySchema);
  return replyOf(await staffPartnerPriceList(deps(), { partnerId, query }), 200);
};
