import middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { FieldError } from '#shared/errors';
import { containsCardData } from '#shared/payments/card-data';
import { fieldMessages } from '#shared/validation';
import { config } from '../config';
import { AppError, isDependencyOutage, outageRetryAfterSeconds } from '../errors';
import { logger, withInvocation } from '../logger';
import { type Identity, identityOf } from './identity';
import { cameThroughFrontDoor } from './origin-check';
import { errorReply, type Reply } from './reply';

export interface Request {
  event: APIGatewayProxyEventV2;
  /** The verified caller on protected routes (API Gateway's JWT authorizer has checked the token). */
  identity: Identity | undefined;
}

export type Route = (request: Request) => Promise<Reply>;

/** Route keys exactly as API Gateway sends them in `event.routeKey`, e.g. `POST /api/cms/newsletter`. */
export type RouteTable = Record<string, Route>;

const mapErrors = (): middy.MiddlewareObj<APIGatewayProxyEventV2, Reply> => ({
  onError: (request) => {
    const { error } = request;
    if (error instanceof AppError) {
      request.response = errorReply(error.code, error.fields, error.retryAfterSeconds);
      return;
    }
    if (isDependencyOutage(error)) {
      logger.warn('dependency unavailable', { error: error as Error, routeKey: request.event.routeKey });
      request.response = errorReply('service_unavailable', undefined, outageRetryAfterSeconds);
      return;
    }
    logger.error('unhandled error', { error: error as Error, routeKey: request.event.routeKey });
    request.response = errorReply('internal_error');
  },
});

/** The body as sent: parsed when it is JSON, else its text (a form or plain text can carry a card number too). */
const sentBody = ({ body, isBase64Encoded }: APIGatewayProxyEventV2): unknown => {
  if (!body) return undefined;
  const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Card data never enters the shop (PCI DSS SAQ A): a request carrying a card number or security code
 * in its body or query is refused before any route runs, as an expected refusal that logs nothing.
 */
const carriesCardData = (event: APIGatewayProxyEventV2): boolean =>
  containsCardData(event.queryStringParameters) || containsCardData(sentBody(event));

/**
 * The longest path parameter a route takes (an article's link is at most 96 characters; ids, guids and
 * export ids are shorter). A page rendered per request takes its whole path (`proxy`), which its own
 * route answers with the not-found page.
 */
export const maxPathParameterLength = 128;

/** Path parameters past the limit, as field errors (`invalid_data`, never a key the table refuses: 500). */
const overlongParameters = ({ pathParameters = {} }: APIGatewayProxyEventV2): FieldError[] =>
  Object.entries(pathParameters)
    .filter(([name, value]) => name !== 'proxy' && (value?.length ?? 0) > maxPathParameterLength)
    .map(([name]) => ({ path: name, message: fieldMessages.tooLong }));

/**
 * One Lambda per API group: API Gateway has already routed the request, so the group's handler picks
 * the route by `routeKey`; a key this group does not know answers route_not_found. What it logs carries
 * the invocation's request id.
 */
export const httpHandler = (routes: RouteTable) => {
  // No early-timeout timer per request: Lambda itself ends and logs a timed-out invocation.
  const handle = middy<APIGatewayProxyEventV2, Reply, Error, Context>({ timeoutEarlyInMillis: 0 })
    .use(mapErrors())
    .handler(async (event) => {
      if (!cameThroughFrontDoor(event, config('origin').ORIGIN_SECRET)) throw new AppError('not_allowed');
      if (carriesCardData(event)) throw new AppError('card_data_refused');
      const overlong = overlongParameters(event);
      if (overlong.length > 0) throw new AppError('invalid_data', overlong);
      const route = routes[event.routeKey];
      if (!route) throw new AppError('route_not_found');
      return route({ event, identity: identityOf(event) });
    });
  return (event: APIGatewayProxyEventV2, context: Context): Promise<Reply> =>
    withInvocation(context, () => handle(event, context));
};
