import useSWRInfinite from 'swr/infinite';
import type { PartnerState, StaffPartnerPage } from '#shared/partners/staff-partners';
import type { ApiError } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/session/session';

// The operations staff's partner routes (functions/clients/README.md): the partners in a state, and a
// partner's price list as she sees it (`partnerPriceListPath`, read by the portal's price list view).

const listPath = (state: PartnerState, cursor?: string) => {
  const query = new URLSearchParams({ state });
  if (cursor) query.set('cursor', cursor);
  return `/api/clients/staff/partners?${query}`;
};

/** The partners in a state, the newest enrolment first; a further page starts at the last one's cursor. */
export const useStaffPartners = (state: PartnerState) =>
  useSWRInfinite<StaffPartnerPage, ApiError>(
    (index: number, previous: StaffPartnerPage | null) =>
      index === 0 ? listPath(state) : previous?.cursor ? listPath(state, previous.cursor) : null,
    authorizedFetch,
    { revalidateFirstPage: false },
  );

/** A partner's price list route for the staff. */
export const partnerPriceListPath = (partnerId: string) =>
  `/api/clients/staff/partners/${encodeURIComponent(partnerId)}/price-list`;
