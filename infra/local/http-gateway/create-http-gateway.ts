import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { errorBodyOf, errorCatalogue } from '#shared/errors';
import type { RouteDecl } from '../../wiring';
import { readBody } from '../read-body';
import { awsId } from './aws-format';
import { buildEvent } from './build-event';
import { createJwtAuthorizer, type JwtAuthorizerConfig } from './jwt-authorizer';
import { createMailLimiter, type MailLimit } from './mail-limit';
import { createRouteTable } from './route-table';
import { createThrottle } from './throttle';
import { jsonReply, type Reply, toReply, writeReply } from './write-result';

export interface HttpRoute extends RouteDecl {
  /** The route's Lambda, given a payload format 2.0 event; resolves to whatever the function returns. */
  invoke: (event: APIGatewayProxyEventV2 | APIGatewayProxyEventV2WithJWTAuthorizer) => Promise<unknown>;
}

export interface HttpGatewayOptions {
  routes: readonly HttpRoute[];
  /** The JWT authorizer guarding every route whose access is not 'public'. */
  authorizer: JwtAuthorizerConfig;
  /** Requests per caller IP to the routes that send mail (the wiring's `mailLimits.perIp`). */
  mailLimit: MailLimit;
  stage?: '$default';
}

export interface HttpGateway {
  /** A Node request handler; mount it as is, `req.url` must be the full path (`/api/...`). */
  handleRequest: (req: IncomingMessage, res: ServerResponse) => void;
  /** Refuses new requests (503) and resolves once those under way are answered. */
  close: () => Promise<void>;
  /** Forgets every caller's requests counted by the per-route throttles and the mail limit. */
  resetLimits: () => void;
}

/** API Gateway's own payload limit; handlers enforce their smaller ones. */
const maxPayloadBytes = 10 * 1024 * 1024;

const internalError = () => jsonReply(500, { message: 'Internal Server Error' });

/** The shop's own error shape (as the distribution's WAF rule answers on AWS), with Retry-After. */
const tooManyMails = (retryAfterSeconds: number): Reply => {
  const reply = jsonReply(errorCatalogue.too_many_requests.status, errorBodyOf('too_many_requests'));
  reply.headers['retry-after'] = String(retryAfterSeconds);
  return reply;
};

/** An emulator of an API Gateway HTTP API with a JWT authorizer and Lambda proxy integrations. */
export const createHttpGateway = ({
  routes,
  authorizer,
  mailLimit,
  stage = '$default',
}: HttpGatewayOptions): HttpGateway => {
  const match = createRouteTable(routes);
  const authorize = createJwtAuthorizer(authorizer);
  let take = createThrottle();
  let takeMail = createMailLimiter(mailLimit);
  // Requests under way, and who waits for them to be answered.
  let inFlight = 0;
  let drained = () => {};
  let closed = false;

  const respond = async (req: IncomingMessage, res: ServerResponse, requestId: string): Promise<Reply> => {
    const now = new Date();
    const body = await readBody(req, res, maxPayloadBytes);
    if (body === 'too-large') return jsonReply(413, { message: 'Request Entity Too Large' });
    const found = match(req.method ?? 'GET', req.url?.split('?')[0] ?? '/');
    if (!found) return jsonReply(404, { message: 'Not Found' });
    const { route, pathParameters } = found;
    const routeKey = `${route.method} ${route.path}`;
    if (route.throttle && !take(`${routeKey}|${req.socket.remoteAddress}`, route.throttle)) {
      // API Gateway's own answer; the site reads the 429 as `too_many_attempts`.
      return jsonReply(429, { message: 'Too Many Requests' });
    }
    const mailWait = route.sendsMail ? takeMail(String(req.socket.remoteAddress)) : 0;
    if (mailWait > 0) return tooManyMails(mailWait);
    const event = buildEvent({ req, body, routeKey, pathParameters, stage, requestId, now });
    let authorized: APIGatewayProxyEventV2 | APIGatewayProxyEventV2WithJWTAuthorizer = event;
    if (route.access !== 'public') {
      const context = await authorize(req.headers.authorization);
      if (!context) return jsonReply(401, { message: 'Unauthorized' });
      authorized = { ...event, requestContext: { ...event.requestContext, authorizer: context } };
    }
    try {
      const reply = toReply(await route.invoke(authorized));
      if (reply) return reply;
      console.error(`[http-gateway] ${routeKey} returned a malformed response`);
    } catch (error) {
      console.error(`[http-gateway] ${routeKey} failed:`, error);
    }
    return internalError();
  };

  const answer = async (req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> => {
    inFlight++;
    try {
      writeReply(res, await respond(req, res, requestId), requestId);
    } catch (error) {
      // E.g. a header name Node refuses to send.
      console.error('[http-gateway] could not answer:', error);
      if (res.headersSent) res.destroy();
      else writeReply(res, internalError(), requestId);
    } finally {
      if (--inFlight === 0) drained();
    }
  };

  const handleRequest = (req: IncomingMessage, res: ServerResponse): void => {
    const requestId = awsId();
    if (closed) writeReply(res, jsonReply(503, { message: 'Service Unavailable' }), requestId);
    else void answer(req, res, requestId);
  };

  const close = async (): Promise<void> => {
    closed = true;
    if (inFlight === 0) return;
    await new Promise<void>((done) => {
      const earlier = drained; // a close() already waiting
      drained = () => {
        earlier();
        done();
      };
    });
  };

  const resetLimits = () => {
    take = createThrottle();
    takeMail = createMailLimiter(mailLimit);
  };

  return { handleRequest, close, resetLimits };
};
