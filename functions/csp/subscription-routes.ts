import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { autoRenewInputSchema, licenceQuantityInputSchema } from '#shared/microsoft/licence-change';
import { configureSubscriptionInputSchema, subscriptionIdSchema } from '#shared/microsoft/subscription';
import { AppError } from '../lib/errors';
import type { Route } from '../lib/http/http-handler';
import { ownerOf } from '../lib/http/identity';
import { parseJsonBody } from '../lib/http/parse-body';
import { replyOf } from '../lib/http/reply-of';
import { cancelSubscription } from '../use-cases/csp/cancel-subscription';
import { changeLicences } from '../use-cases/csp/change-licences';
import { configureSubscription } from '../use-cases/csp/configure-subscription';
import { listSubscriptions, readSubscription } from '../use-cases/csp/list-subscriptions';
import { scheduleRenewal } from '../use-cases/csp/schedule-renewal';
import { setAutoRenew } from '../use-cases/csp/set-auto-renew';
import { subscriptionDeps } from '../use-cases/csp/subscription-deps';

// The customer's Microsoft 365 subscriptions: each route reads the caller from the verified
// token; a subscription is looked for under the caller's own partition only.

/** The `{id}` of a subscription route; an id no subscription can have is not found, as an unknown one is. */
const subscriptionIdOf = (event: APIGatewayProxyEventV2): string => {
  const parsed = subscriptionIdSchema.safeParse(event.pathParameters?.id);
  if (!parsed.success) throw new AppError('subscription_not_found');
  return parsed.data;
};

/** GET /api/csp/me/subscriptions: the caller's subscriptions with their status now. */
export const getMySubscriptions: Route = async (request) =>
  replyOf(await listSubscriptions(subscriptionDeps(), { sub: ownerOf(request) }), 200);

/** GET /api/csp/me/subscriptions/{id}: one of them (the processing modal polls it beside the live push). */
export const getMySubscription: Route = async (request) => {
  const sub = ownerOf(request);
  return replyOf(
    await readSubscription(subscriptionDeps(), { sub, subscriptionId: subscriptionIdOf(request.event) }),
    200,
  );
};

/** POST /api/csp/me/subscriptions/{id}/configuration: the tenant to provision it in; 202, Microsoft takes minutes. */
export const postSubscriptionConfiguration: Route = async (request) => {
  const sub = ownerOf(request);
  const subscriptionId = subscriptionIdOf(request.event);
  const input = parseJsonBody(request.event, configureSubscriptionInputSchema);
  return replyOf(await configureSubscription(subscriptionDeps(), { sub, subscriptionId, input }), 202);
};

/** PUT /api/csp/me/subscriptions/{id}/quantity: the new number of licences, changed at Microsoft at once. */
export const putSubscriptionQuantity: Route = async (request) => {
  const sub = ownerOf(request);
  const subscriptionId = subscriptionIdOf(request.event);
  const input = parseJsonBody(request.event, licenceQuantityInputSchema);
  return replyOf(await changeLicences(subscriptionDeps(), { sub, subscriptionId, input }), 200);
};

/** PUT /api/csp/me/subscriptions/{id}/auto-renew: renewal at the term's end on or off. */
export const putSubscriptionAutoRenew: Route = async (request) => {
  const sub = ownerOf(request);
  const subscriptionId = subscriptionIdOf(request.event);
  const { autoRenew } = parseJsonBody(request.event, autoRenewInputSchema);
  return replyOf(await setAutoRenew(subscriptionDeps(), { sub, subscriptionId, autoRenew }), 200);
};

/** POST /api/csp/me/subscriptions/{id}/cancellation: cancelled within its 168 hours, with what it gives back. */
export const postSubscriptionCancellation: Route = async (request) => {
  const sub = ownerOf(request);
  return replyOf(
    await cancelSubscription(subscriptionDeps(), { sub, subscriptionId: subscriptionIdOf(request.event) }),
    200,
  );
};

/** PUT /api/csp/me/subscriptions/{id}/renewal: a manual renewal, its next term's licences, renewal on. */
export const putSubscriptionRenewal: Route = async (request) => {
  const sub = ownerOf(request);
  const subscriptionId = subscriptionIdOf(request.event);
  const input = parseJsonBody(request.event, licenceQuantityInputSchema);
  return replyOf(await scheduleRenewal(subscriptionDeps(), { sub, subscriptionId, input }), 200);
};
