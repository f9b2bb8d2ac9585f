import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ulid } from 'ulid';
import { invoiceGuidSchema } from '#shared/invoices/invoice-list';
import { acceptRenewalOfferInputSchema } from '#shared/microsoft/renewal-offer';
import { AppError } from '../lib/errors';
import type { Route } from '../lib/http/http-handler';
import { ownerOf } from '../lib/http/identity';
import { parseJsonBody } from '../lib/http/parse-body';
import { replyOf } from '../lib/http/reply-of';
import { readInvoiceByGuid } from '../lib/table/invoices';
import { lastOrderSequence } from '../lib/table/order-numbers';
import { orderItems } from '../lib/table/orders';
import { acceptRenewalOffer, type RenewalOfferPorts, readRenewalOffer } from '../use-cases/csp/renewal-offer';
import { subscriptionDeps } from '../use-cases/csp/subscription-deps';

// The renewal by an invoice's link (`/odnow/{invoiceGuid}/`): the caller's own
// invoice only; a guid no invoice can have is not found, as an unknown one or another customer's is.

const guidOf = (event: APIGatewayProxyEventV2): string => {
  const parsed = invoiceGuidSchema.safeParse(event.pathParameters?.guid);
  if (!parsed.success) throw new AppError('invoice_not_found');
  return parsed.data;
};

const deps = (): RenewalOfferPorts => ({
  ...subscriptionDeps(),
  readInvoiceByGuid,
  orderItems,
  newOrderId: (now) => ulid(now.getTime()),
  lastOrderSequence,
});

/** GET /api/csp/me/renewal-offers/{guid}: the subscriptions the invoice billed, and whether each may be renewed. */
export const getRenewalOffer: Route = async (request) =>
  replyOf(await readRenewalOffer(deps(), { sub: ownerOf(request), guid: guidOf(request.event) }), 200);

/** POST /api/csp/me/renewal-offers/{guid}: the chosen ones renewed, their next terms ordered: 201 with the order. */
export const postRenewalOffer: Route = async (request) => {
  const sub = ownerOf(request);
  const guid = guidOf(request.event);
  const input = parseJsonBody(request.event, acceptRenewalOfferInputSchema);
  return replyOf(await acceptRenewalOffer(deps(), { sub, guid, input }), 201);
};
