import { idempotencyKeySchema } from '#shared/orders/order-requests';
import { startPaymentInput } from '#shared/payments/payment-input';
import { AppError } from '../lib/errors';
import type { Route } from '../lib/http/http-handler';
import { parseJsonBody } from '../lib/http/parse-body';
import { replyOf } from '../lib/http/reply-of';
import { notificationUrl } from '../lib/payment-provider/notification-urls';
import { paymentProvider } from '../lib/payment-provider/payment-provider';
import { paymentDeps } from '../use-cases/payments/deps';
import { readPayment } from '../use-cases/payments/read-payment';
import { startOrderPayment } from '../use-cases/payments/start-order-payment';
import { orderIdOf, type PaymentCallerOf, paymentIdOf, returnUrlOf } from './payment-callers';

// An order's payments: started with an Idempotency-Key and read back by the return page, by the
// order's customer or a guest with the order link's token; anything else is `order_not_found`.

/**
 * `POST …/orders/{orderId}/payments` `{ method, blikCode?, googlePayToken?, rememberCard? }` with
 * `Idempotency-Key`: 201 `{ paymentId, redirectUrl }`, or for BLIK `{ paymentId, state }`.
 */
export const startPaymentRoute =
  (callerOf: PaymentCallerOf): Route =>
  async (request) => {
    const { event } = request;
    const payment = parseJsonBody(event, startPaymentInput);
    const key = idempotencyKeySchema.safeParse(event.headers['idempotency-key']);
    if (!key.success) throw new AppError('idempotency_key_required');
    const caller = callerOf(request);
    const started = await startOrderPayment(paymentDeps(paymentProvider()), {
      caller,
      orderId: orderIdOf(event),
      idempotencyKey: key.data,
      payment,
      urls: { urlReturn: returnUrlOf(caller), urlStatus: notificationUrl() },
      client: { ip: event.requestContext.http.sourceIp, userAgent: event.requestContext.http.userAgent },
    });
    return replyOf(started, 201);
  };

/** `GET …/orders/{orderId}/payments/{paymentId}`: the payment's state, which the return page polls. */
export const readPaymentRoute =
  (callerOf: PaymentCallerOf): Route =>
  async (request) =>
    replyOf(
      await readPayment(paymentDeps(paymentProvider()), {
        caller: callerOf(request),
        orderId: orderIdOf(request.event),
        paymentId: paymentIdOf(request.event),
      }),
      200,
    );
