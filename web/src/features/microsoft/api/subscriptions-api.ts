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
