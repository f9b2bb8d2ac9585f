import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { invoiceGuidSchema } from '#shared/invoices/invoice-list';
import { linkedPathFor } from '#shared/linked-routes';
import { idempotencyKeySchema } from '#shared/orders/order-requests';
import { startPaymentInput } from '#shared/payments/payment-input';
import { AppError } from '../lib/errors';
import type { Route } from '../lib/http/http-handler';
import { parseJsonBody } from '../lib/http/parse-body';
import { replyOf } from '../lib/http/reply-of';
import { siteOrigin } from '../lib/http/site-origin';
import { notificationUrl } from '../lib/payment-provider/notification-urls';
import { paymentProvider } from '../lib/payment-provider/payment-provider';
import { readInvoiceByGuid } from '../lib/table/invoices';
import { paymentDeps } from '../use-cases/payments/deps';
import { readInvoicePayment } from '../use-cases/payments/read-payment';
import { startInvoicePayment } from '../use-cases/payments/start-invoice-payment';
import { paymentIdOf } from './payment-callers';

/** The pay link's guid; one no invoice can have is not found, as an unknown one is. */
const guidOf = (event: APIGatewayProxyEventV2): string => {
  const guid = invoiceGuidSchema.safeParse(event.pathParameters?.guid);
  if (!guid.success) throw new AppError('invoice_not_found');
  return guid.data;
};

/**
 * `POST /api/payments/invoices/{guid}/payments` `{ method, blikCode?, googlePayToken? }` with
 * `Idempotency-Key` (public: the guid is the pay link's secret): 201 `{ paymentId, redirectUrl }`, or for
 * BLIK `{ paymentId, state }`. The provider sends the buyer back to `/platnosc/{guid}?payment=` in the
 * invoice's language. A guid no invoice can have is not found, as an unknown one is.
 */
export const startInvoicePaymentRoute: Route = async ({ event }) => {
  const payment = parseJsonBody(event, startPaymentInput);
  const guid = guidOf(event);
  const key = idempotencyKeySchema.safeParse(event.headers['idempotency-key']);
  if (!key.success) throw new AppError('idempotency_key_required');
  const started = await startInvoicePayment(
    { ...paymentDeps(paymentProvider()), readInvoiceByGuid },
    {
      guid,
      idempotencyKey: key.data,
      payment,
      urls: {
        urlReturn: (invoice, paymentId) =>
          `${siteOrigin()}${linkedPathFor('payment', invoice.language, { invoiceGuid: invoice.guid })}?payment=${paymentId}`,
        urlStatus: notificationUrl(),
      },
      client: { ip: event.requestContext.http.sourceIp, userAgent: event.requestContext.http.userAgent },
    },
  );
  return replyOf(started, 201);
};

/** `GET /api/payments/invoices/{guid}/payments/{paymentId}`: the state of a payment started on the pay link. */
export const readInvoicePaymentRoute: Route = async ({ event }) =>
  replyOf(
    await readInvoicePayment(paymentDeps(paymentProvider()), {
      guid: guidOf(event),
      paymentId: paymentIdOf(event),
    }),
    200,
  );
