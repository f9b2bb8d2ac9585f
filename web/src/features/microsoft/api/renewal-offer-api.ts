import useSWR from 'swr';
import type { AcceptRenewalOfferInput, RenewalOfferView } from '#shared/microsoft/renewal-offer';
import type { ApiError } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/session/session';

// The renewal by an invoice's link (`/api/csp/me/renewal-offers/{guid}`, functions/csp/README.md).

const pathOf = (guid: string) => `/api/csp/me/renewal-offers/${encodeURIComponent(guid)}`;

export const useRenewalOffer = (guid: string) =>
  useSWR<RenewalOfferView, ApiError>(pathOf(guid), authorizedFetch);

/** The chosen subscriptions renewed and their next terms ordered: answers the offer naming the order. */
export const acceptRenewalOffer = (guid: string, input: AcceptRenewalOfferInput) =>
  authorizedFetch<RenewalOfferView>(pathOf(guid), { method: 'POST', body: JSON.stringify(input) });
