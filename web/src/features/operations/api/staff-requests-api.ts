import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type {
  RequestTransition,
  StaffRequestDetail,
  StaffRequestPage,
  StaffRequestView,
} from '#shared/forms/staff-requests';
import type { ApiError } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/session/session';
import { type RequestFilters, requestFilters } from '../request-filters';

// The operations staff's inbox routes (functions/cms/README.md): the list with its counts, one request
// with its history, and a move.

const inboxPath = (filters: RequestFilters, cursor?: string) => {
  const query = requestFilters.queryOf(filters);
  if (cursor) query.set('cursor', cursor);
  return `/api/cms/staff/forms?${query}`;
};

/** The inbox of the filters, newest first; a further page starts at the last one's cursor. */
export const useRequestInbox = (filters: RequestFilters) =>
  useSWRInfinite<StaffRequestPage, ApiError>(
    (index: number, previous: StaffRequestPage | null) =>
      index === 0 ? inboxPath(filters) : previous?.cursor ? inboxPath(filters, previous.cursor) : null,
    authorizedFetch,
    { revalidateFirstPage: false },
  );

const requestPath = (kind: string, id: string) =>
  `/api/cms/staff/forms/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

/** One request with its history. */
export const useStaffRequest = (kind: string, id: string) =>
  useSWR<StaffRequestDetail, ApiError>(requestPath(kind, id), authorizedFetch);

/** Moves a request along (its refusal: the action's code, or `request_changed`). */
export const moveRequest = (request: Pick<StaffRequestView, 'kind' | 'id'>, transition: RequestTransition) =>
  authorizedFetch<StaffRequestView>(`${requestPath(request.kind, request.id)}/transitions`, {
    method: 'POST',
    body: JSON.stringify(transition),
  });
