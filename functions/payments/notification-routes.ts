import * as z from 'zod/mini';
import type { Route } from '../lib/http/http-handler';
import { parseJsonBody } from '../lib/http/parse-body';
import { errorReply, json } from '../lib/http/reply';
import { paymentProvider } from '../lib/payment-provider/payment-provider';
import { paymentDeps } from '../use-cases/payments/deps';
import { acceptNotification } from '../use-cases/payments/handle-notification';
import { handleRefundNotification } from '../use-cases/payments/handle-refund-notification';
import { noticeDeps } from '../use-cases/payments/notice-deps';
import type { Result } from '../use-cases/result';

// The provider's notifications (public: their sign is the proof). Any JSON reaches the use case, which
// checks the sign and the fields through the provider's parser. 200 tells the provider to stop
// retrying (a payment's notice once it is on the bus, `settle-payment-notification` settles it); a
// refused notice is 400 and logged, an error 5xx, which it retries.

const anyJson = /* @__PURE__ */ z.lazy(() => z.unknown());

const replyTo = (result: Result<string>) =>
  result.ok ? json(200, { outcome: result.value }) : errorReply(result.code, result.fields);

/** `POST /api/payments/notifications/przelewy24`: what settles a payment, accepted here and settled by its consumer. */
export const postPaymentNotification: Route = async ({ event }) =>
  replyTo(
    await acceptNotification(
      { ...paymentDeps(paymentProvider()), ...noticeDeps() },
      parseJsonBody(event, anyJson),
    ),
  );

/** `POST /api/payments/notifications/przelewy24/refunds`: a refund's outcome. */
export const postRefundNotification: Route = async ({ event }) =>
  replyTo(await handleRefundNotification(paymentDeps(paymentProvider()), parseJsonBody(event, anyJson)));
