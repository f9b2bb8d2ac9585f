import { NoAccessPage } from '../../components/no-access-page';
import { useProfile } from '../../lib/session/profile-store';
import { AllegroPage } from './allegro-page';
import { CustomerSearchPage } from './customer-search-page';
import { OrderQueuePage } from './order-queue-page';
import { PartnerListPage } from './partner-list-page';
import { RequestInboxPage } from './request-inbox-page';
import { StaffCustomerPage } from './staff-customer-page';
import { StaffMessages } from './staff-messages';
import { StaffOrderPage } from './staff-order-page';
import { StaffPartnerPage } from './staff-partner-page';
import { StaffRequestPage } from './staff-request-page';

/** The staff group whose token may move orders (functions/orders/README.md). */
export const operationsGroup = 'operations';

export type OperationsRouteKey =
  | 'staffOrders'
  | 'staffOrder'
  | 'staffRequests'
  | 'staffRequest'
  | 'staffCustomers'
  | 'staffCustomer'
  | 'staffPartners'
  | 'staffPartner'
  | 'staffAllegro';

/** The screen of a route: the queue, an order, the forms inbox or a request, a customer, a partner, Allegro. */
const screenOf = (
  route: OperationsRouteKey,
  orderId: string | undefined,
  request: { kind: string; id: string } | undefined,
  customerId: string | undefined,
) => {
  if (route === 'staffCustomers') return <CustomerSearchPage />;
  if (route === 'staffCustomer' && customerId) return <StaffCustomerPage key={customerId} id={customerId} />;
  if (route === 'staffPartners') return <PartnerListPage />;
  if (route === 'staffAllegro') return <AllegroPage />;
  if (route === 'staffPartner' && customerId) return <StaffPartnerPage key={customerId} id={customerId} />;
  if (route === 'staffRequests') return <RequestInboxPage />;
  if (route === 'staffRequest' && request)
    return <StaffRequestPage key={`${request.kind}/${request.id}`} kind={request.kind} id={request.id} />;
  if (route === 'staffOrder' && orderId) return <StaffOrderPage key={orderId} id={orderId} />;
  return <OrderQueuePage />;
};

/**
 * The operations back office, one chunk: the order queue and an order's page, the forms inbox and a
 * request's page, the customer search and a customer's page, the partners and a partner's price list,
 * the shop's Allegro account, in the staff's strings (Polish, or English for any other language). A signed-in
 * user outside the operations group (the token's `cognito:groups`, set once TOTP is) sees the
 * no-access page.
 */
export const OperationsRoute = ({
  route,
  orderId,
  request,
  customerId,
}: {
  route: OperationsRouteKey;
  orderId?: string;
  request?: { kind: string; id: string };
  customerId?: string;
}) => {
  const profile = useProfile();
  if (!profile?.groups.includes(operationsGroup)) return <NoAccessPage />;
  return <StaffMessages>{screenOf(route, orderId, request, customerId)}</StaffMessages>;
};
