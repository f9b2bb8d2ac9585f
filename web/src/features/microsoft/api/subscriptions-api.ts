import useSWR from 'swr';
import type { ConfigureSubscriptionInput, SubscriptionView } from '#shared/microsoft/subscription';
import type { ApiError } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/session/session';

// The customer's Microsoft 365 subscriptions (`/api/csp/me/subscriptions`, functions/csp/README.md).

const listPath = '/api/csp/me/subscriptions';
const pathOf = (subscriptionId: string) => `${listPath}/${encodeURIComponent(subscriptionId)}`;

/** How often a subscription Microsoft is setting up is read again: the fallback beside the live topic. */
export const provisioningPollMs = 5000;

export const useSubscriptions = () =>
  useSWR<{ subscriptions: SubscriptionView[] }, ApiError>(listPath, authorizedFetch);

/** One subscription, read again every few seconds while it is processing. */
export const useSubscription = (subscriptionId: string) =>
  useSWR<SubscriptionView, ApiError>(pathOf(subscriptionId), authorizedFetch, {
    refreshInterval: (latest) => (latest?.status === 'processing' ? provisioningPollMs : 0),
  });

/** Chooses the tenant and starts provisioning: answers the subscription, now processing. */
export const configureSubscription = (subscriptionId: string, input: ConfigureSubscriptionInput) =>
  authorizedFetch<SubscriptionView>(`${pathOf(subscriptionId)}/configuration`, {
    method: 'POST',
    body: JSON.stringify(input),
  });

const send = (subscriptionId: string, path: string, method: 'PUT' | 'POST', body?: object) =>
  authorizedFetch<SubscriptionView>(`${pathOf(subscriptionId)}/${path}`, {
    method,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

/** The new number of licences, changed at Microsoft at once: answers the subscription after it. */
export const changeLicenceCount = (subscriptionId: string, quantity: number) =>
  send(subscriptionId, 'quantity', 'PUT', { quantity });

export const changeAutoRenew = (subscriptionId: string, autoRenew: boolean) =>
  send(subscriptionId, 'auto-renew', 'PUT', { autoRenew });

/** Cancelled within its 168 hours: answers it cancelled, with what it gives back. */
export const cancelSubscription = (subscriptionId: string) => send(subscriptionId, 'cancellation', 'POST');

/** A manual renewal: the next term's licences, renewal on. */
export const scheduleRenewal = (subscriptionId: string, quantity: number) =>
  send(subscriptionId, 'renewal', 'PUT', { quantity });
