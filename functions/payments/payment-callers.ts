import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { linkedPathFor } from '#shared/linked-routes';
import { orderIdSchema } from '#shared/orders/order-requests';
import { guestPaymentQuerySchema, paymentIdSchema } from '#shared/payments/payment-requests';
import { AppError } from '../lib/errors';
import type { Request } from '../lib/http/http-handler';
import { ownerOf } from '../lib/http/identity';
import { parseQuery } from '../lib/http/parse-query';
import { siteOrigin } from '../lib/http/site-origin';
import type { OrderCaller } from '../use-cases/orders/read-order';
import type { PaymentPage } from '../use-cases/payments/start-order-payment';

// Who pays or reads an order's payment: a signed-in customer (the token's sub) on `/me/` routes, a
// guest with the order link's `?token=` on the public ones. Ids no order or payment can have are not
// found, as unknown ones are.

export type PaymentCallerOf = (request: Request) => OrderCaller;

export const customerPayer: PaymentCallerOf = (request) => ({ kind: 'client', sub: ownerOf(request) });

export const guestPayer: PaymentCallerOf = ({ event }) => ({
  kind: 'guest',
  token: parseQuery(event, guestPaymentQuerySchema).token,
});

export const orderIdOf = (event: APIGatewayProxyEventV2): string => {
  const parsed = orderIdSchema.safeParse(event.pathParameters?.orderId);
  if (!parsed.success) throw new AppError('order_not_found');
  return parsed.data;
};

export const paymentIdOf = (event: APIGatewayProxyEventV2): string => {
  const parsed = paymentIdSchema.safeParse(event.pathParameters?.paymentId);
  if (!parsed.success) throw new AppError('payment_not_found');
  return parsed.data;
};

/**
 * Where the provider sends the buyer back: the order status page in the order's language, which only
 * reads the payment's status (a guest's with the order link's token, which the page needs).
 */
export const returnUrlOf =
  (caller: OrderCaller) =>
  ({ orderId, language, paymentId }: PaymentPage): string => {
    const token = caller.kind === 'guest' && caller.token ? `&token=${encodeURIComponent(caller.token)}` : '';
    return `${siteOrigin()}${linkedPathFor('orderStatus', language)}?order=${orderId}&payment=${paymentId}${token}`;
  };
