import { requestStatuses } from '#shared/forms/request-states';
import type { RequestCounts, StaffRequestPage, StaffRequestsQuery } from '#shared/forms/staff-requests';
import { shopRangeOf } from '#shared/shop-time';
import { inboxCountCap } from '../../lib/table/form-inbox';
import { ok, type Result } from '../result';
import type { InboxPorts } from './deps';
import { requestView } from './request-view';

/** The inbox: twenty requests a page. */
export const requestsPerPage = 20;

/**
 * Operations list the stored requests. Input: the inbox's filters (kind, status, a submission range)
 * and a cursor. Output: a page of requests, newest first, each with the moves its status allows; the
 * first page also counts each status among the requests of that kind and range, for the tabs.
 * Course: the filters name one index (all, a status, a kind, a kind in a status), read once a page.
 */
export const listRequests = async (
  { listInbox, countInbox }: Pick<InboxPorts, 'listInbox' | 'countInbox'>,
  { kind, status, from, to, cursor }: StaffRequestsQuery,
): Promise<Result<StaffRequestPage>> => {
  const range = shopRangeOf({ from, to });
  const filter = { ...(kind ? { kind } : {}), ...range };
  const [page, counts] = await Promise.all([
    listInbox({ ...filter, ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) }, requestsPerPage),
    cursor
      ? undefined
      : Promise.all(
          requestStatuses.map(async (each) => [each, await countInbox({ ...filter, status: each })]),
        ),
  ]);
  return ok({
    requests: page.requests.map(requestView),
    ...(page.cursor ? { cursor: page.cursor } : {}),
    ...(counts
      ? {
          counts: {
            counts: Object.fromEntries(counts) as RequestCounts['counts'],
            cap: inboxCountCap,
          },
        }
      : {}),
  });
};
