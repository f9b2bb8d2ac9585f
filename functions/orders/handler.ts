import { httpHandler, type RouteTable } from '../lib/http/http-handler';
import { customerCaller, guestCaller } from './basket/basket-callers';
import { basketRoutes } from './basket/basket-routes';
import { postBasketMerge } from './basket/merge-guest-basket';
import { getParcelLockers } from './get-parcel-lockers';
import { getMyOrder, getMyOrders, postMyCancellation } from './order/customer-order-routes';
import { getGuestOrder, postGuestCancellation } from './order/guest-order-routes';
import { placeOrderRoute } from './order/place-order';
import {
  getStaffOrder,
  getStaffOrderCounts,
  getStaffOrders,
  postStaffPartReturn,
  postStaffTransition,
} from './order/staff-order-routes';

const guest = basketRoutes(guestCaller);
const customer = basketRoutes(customerCaller);

/** Route key → route; test/infra/route-tables.test.ts holds it equal to the group's routes in infra/wiring.ts. */
export const routes: RouteTable = {
  // Basket: a guest's by the `basket` cookie, a customer's by the verified token.
  'GET /api/orders/basket': guest.read,
  'POST /api/orders/basket/items': guest.add,
  'PUT /api/orders/basket/items/{productId}': guest.setQuantity,
  'DELETE /api/orders/basket/items/{productId}': guest.remove,
  'PUT /api/orders/basket/discount': guest.applyDiscount,
  'DELETE /api/orders/basket/discount': guest.removeDiscount,
  'PUT /api/orders/basket/consents': guest.setConsents,
  'GET /api/orders/me/basket': customer.read,
  'POST /api/orders/me/basket/items': customer.add,
  'PUT /api/orders/me/basket/items/{productId}': customer.setQuantity,
  'DELETE /api/orders/me/basket/items/{productId}': customer.remove,
  'PUT /api/orders/me/basket/discount': customer.applyDiscount,
  'DELETE /api/orders/me/basket/discount': customer.removeDiscount,
  'PUT /api/orders/me/basket/consents': customer.setConsents,
  'POST /api/orders/me/basket/merge': postBasketMerge,
  // Checkout: the parcel lockers of a city or zip code.
  'GET /api/orders/parcel-lockers': getParcelLockers,
  // Orders: placement, a guest's order by its link token, a customer's by the
  // token's sub, and the operations staff's list and moves.
  'POST /api/orders/orders': placeOrderRoute(guestCaller),
  'GET /api/orders/orders/{id}': getGuestOrder,
  'POST /api/orders/orders/{id}/cancellation': postGuestCancellation,
  'POST /api/orders/me/orders': placeOrderRoute(customerCaller),
  'GET /api/orders/me/orders': getMyOrders,
  'GET /api/orders/me/orders/{id}': getMyOrder,
  'POST /api/orders/me/orders/{id}/cancellation': postMyCancellation,
  'GET /api/orders/staff/orders': getStaffOrders,
  'GET /api/orders/staff/order-counts': getStaffOrderCounts,
  'GET /api/orders/staff/orders/{id}': getStaffOrder,
  'POST /api/orders/staff/orders/{id}/transitions': postStaffTransition,
  'POST /api/orders/staff/orders/{id}/returns': postStaffPartReturn,
};

export const handler = httpHandler(routes);
