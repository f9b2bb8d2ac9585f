import type { RequestKind, StaffRequestDetail } from '#shared/forms/staff-requests';
import { fail, ok, type Result } from '../result';
import type { InboxPorts } from './deps';
import { requestView } from './request-view';

/**
 * Operations open one request. Input: its kind and id. Output: the request with its history (who
 * moved it, when, from what to what, with their notes), or `request_not_found`.
 */
export const readRequest = async (
  { findRequest, listRequestLog }: Pick<InboxPorts, 'findRequest' | 'listRequestLog'>,
  { kind, id }: { kind: RequestKind; id: string },
): Promise<Result<StaffRequestDetail>> => {
  const [request, history] = await Promise.all([findRequest(kind, id), listRequestLog(id)]);
  if (!request) return fail('request_not_found');
  return ok({ request: requestView(request), history });
};
