import useSWR from 'swr';
import type { MarketplaceStatusView } from '#shared/orders/marketplace-status';
import type { ApiError } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/session/session';

// The operations staff's Allegro routes (functions/marketplace/README.md): the account's status, its
// connection by device code, and the orders kept for the staff.

const statusPath = '/api/marketplace/staff/allegro';

const problemPath = (formId: string) => `${statusPath}/problems/${encodeURIComponent(formId)}`;

/** The account's connection, the journal's figures and the kept orders; checked again every `refreshMs`. */
export const useAllegroStatus = (refreshMs: number) =>
  useSWR<MarketplaceStatusView, ApiError>(statusPath, authorizedFetch, { refreshInterval: refreshMs });

/** Starts a connection: the device code the seller confirms at Allegro. */
export const startAllegroConnection = () =>
  authorizedFetch<MarketplaceStatusView>(`${statusPath}/connection`, { method: 'POST' });

/** Asks whether the seller confirmed the code (`allegro_authorisation_refused` when refused or expired). */
export const checkAllegroConnection = () =>
  authorizedFetch<MarketplaceStatusView>(`${statusPath}/connection/check`, { method: 'POST' });

/** Imports a kept order again, once its cause is fixed. */
export const importAllegroProblem = (formId: string) =>
  authorizedFetch<{ outcome: 'imported' | 'problem' | 'nothing' }>(`${problemPath(formId)}/import`, {
    method: 'POST',
  });

/** Closes a kept order settled outside the shop. */
export const dismissAllegroProblem = (formId: string) =>
  authorizedFetch<MarketplaceStatusView>(problemPath(formId), { method: 'DELETE' });
