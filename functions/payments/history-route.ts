import { paymentHistoryQuerySchema } from '#shared/payments/payment-requests';
import type { Route } from '../lib/http/http-handler';
import { ownerOf } from '../lib/http/identity';
import { parseQuery } from '../lib/http/parse-query';
import { replyOf } from '../lib/http/reply-of';
import { listPaymentHistory } from '../lib/table/payments';
import { listPaymentHistoryOf } from '../use-cases/payments/payment-history';

/** `GET /api/payments/me/history?cursor=`: the customer's booked payments, newest first, ten a page. */
export const getPaymentHistory: Route = async (request) => {
  const { cursor } = parseQuery(request.event, paymentHistoryQuerySchema);
  const sub = ownerOf(request);
  return replyOf(
    await listPaymentHistoryOf({ listPaymentHistory }, { sub, ...(cursor ? { cursor } : {}) }),
    200,
  );
};
