import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  type RequestKind,
  requestIdSchema,
  requestKinds,
  requestTransitionSchema,
  staffRequestsQuerySchema,
} from '#shared/forms/staff-requests';
import { AppError } from '../../lib/errors';
import type { Route } from '../../lib/http/http-handler';
import { staffMemberOf } from '../../lib/http/identity';
import { parseJsonBody } from '../../lib/http/parse-body';
import { parseQuery } from '../../lib/http/parse-query';
import { replyOf } from '../../lib/http/reply-of';
import { deps } from '../../use-cases/forms/deps';
import { listRequests } from '../../use-cases/forms/list-requests';
import { moveRequest } from '../../use-cases/forms/move-request';
import { readRequest } from '../../use-cases/forms/read-request';

// The operations staff's inbox of stored requests (access `operations`): a signed-in caller outside
// the group is `not_allowed`.

/** The `{kind}` and `{id}` of a request route; a kind or id no request can have is not found. */
const requestOf = (event: APIGatewayProxyEventV2): { kind: RequestKind; id: string } => {
  const kind = requestKinds.find((each) => each === event.pathParameters?.kind);
  const id = requestIdSchema.safeParse(event.pathParameters?.id);
  if (!kind || !id.success) throw new AppError('request_not_found');
  return { kind, id: id.data };
};

/** `GET /api/cms/staff/forms?kind=&status=&from=&to=&cursor=`: twenty requests a page, newest first. */
export const getStaffRequests: Route = async (request) => {
  staffMemberOf(request, 'operations');
  return replyOf(await listRequests(deps(), parseQuery(request.event, staffRequestsQuerySchema)), 200);
};

/** `GET /api/cms/staff/forms/{kind}/{id}`: the request with its history; 404 `request_not_found`. */
export const getStaffRequest: Route = async (request) => {
  staffMemberOf(request, 'operations');
  return replyOf(await readRequest(deps(), requestOf(request.event)), 200);
};

/**
 * `POST /api/cms/staff/forms/{kind}/{id}/transitions` `{ action, revision, note? }`: a move of the
 * request's table, by the member the token names (never one the body names).
 */
export const postStaffRequestTransition: Route = async (request) => {
  const { sub, email } = staffMemberOf(request, 'operations');
  const transition = parseJsonBody(request.event, requestTransitionSchema);
  const member = { sub, ...(email ? { email } : {}) };
  return replyOf(await moveRequest(deps(), { ...requestOf(request.event), transition, member }), 200);
};
