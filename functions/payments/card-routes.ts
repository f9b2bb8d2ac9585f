import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { linkedPathFor } from '#shared/linked-routes';
import { cardIdSchema } from '#shared/payments/saved-card';
import { addCardInput, cardListQuery } from '#shared/payments/saved-card-requests';
import { AppError } from '../lib/errors';
import type { Route } from '../lib/http/http-handler';
import { ownerOf } from '../lib/http/identity';
import { parseJsonBody } from '../lib/http/parse-body';
import { parseQuery } from '../lib/http/parse-query';
import { replyOf } from '../lib/http/reply-of';
import { siteOrigin } from '../lib/http/site-origin';
import { notificationUrl, refundNotificationUrl } from '../lib/payment-provider/notification-urls';
import { paymentProvider } from '../lib/payment-provider/payment-provider';
import { addCard } from '../use-cases/payments/add-card';
import { cardPortsOf } from '../use-cases/payments/card-deps';
import { deleteCard } from '../use-cases/payments/delete-card';
import { paymentDeps } from '../use-cases/payments/deps';
import { listCards } from '../use-cases/payments/list-cards';
import { setDefaultCard } from '../use-cases/payments/set-default-card';

// A customer's saved cards, on `/me/` routes only: the caller is the token's sub, so
// another customer's card is `card_not_found`, as an unknown one is.

const cardPorts = () => cardPortsOf(paymentDeps(paymentProvider()));

const cardIdOf = (event: APIGatewayProxyEventV2): string => {
  const parsed = cardIdSchema.safeParse(event.pathParameters?.cardId);
  if (!parsed.success) throw new AppError('card_not_found');
  return parsed.data;
};

/** `GET /api/payments/me/cards?currency=&check=`: 200 `{ cards, check? }`. */
export const getMyCards: Route = async (request) => {
  const { currency, check } = parseQuery(request.event, cardListQuery);
  return replyOf(
    await listCards(cardPorts(), { sub: ownerOf(request), currency, ...(check ? { checkId: check } : {}) }),
    200,
  );
};

/**
 * `POST /api/payments/me/cards` `{ language }`: 201 `{ checkId, redirectUrl }`, the provider's page of
 * the 1 PLN verification; the buyer returns to the cards page with `?check=<checkId>`.
 */
export const postMyCard: Route = async (request) => {
  const { language } = parseJsonBody(request.event, addCardInput);
  const sub = ownerOf(request);
  const email = request.identity?.email;
  if (!email) throw new AppError('card_add_failed');
  return replyOf(
    await addCard(cardPorts(), {
      sub,
      email,
      language,
      urls: {
        urlReturn: (checkId) =>
          `${siteOrigin()}${linkedPathFor('accountPaymentCards', language)}?check=${checkId}`,
        urlStatus: notificationUrl(),
        urlRefundStatus: refundNotificationUrl(),
      },
    }),
    201,
  );
};

/** `PUT /api/payments/me/cards/{cardId}/default`: 200 `{ cardId }`. */
export const putMyDefaultCard: Route = async (request) =>
  replyOf(await setDefaultCard(cardPorts(), { sub: ownerOf(request), cardId: cardIdOf(request.event) }), 200);

/** `DELETE /api/payments/me/cards/{cardId}`: 200 `{ cardId }`. */
export const deleteMyCard: Route = async (request) =>
  replyOf(await deleteCard(cardPorts(), { sub: ownerOf(request), cardId: cardIdOf(request.event) }), 200);
