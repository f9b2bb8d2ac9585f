import { requestMoveOf } from '#shared/forms/request-states';
import type {
  RequestHistoryRecord,
  RequestKind,
  RequestMember,
  RequestTransition,
  StaffRequestView,
} from '#shared/forms/staff-requests';
import type { StoredRequest } from '../../lib/table/form-inbox';
import { fail, ok, type Result } from '../result';
import type { InboxPorts } from './deps';
import { requestView } from './request-view';

/**
 * An operations member moves a request along its table (shared/forms/request-states.ts): takes it,
 * notes what she did, marks it handled. Input: the request's kind and id, the transition (with the
 * revision she saw, and a note) and the member as her verified token names her. Output: the request as
 * it is now, or `request_not_found`, `request_changed` (it moved since she saw it, or while this move
 * was made: of two members moving it at once one wins), or the action's refusal
 * (`request_cannot_be_taken`…). Course: read it; the revision seen must be the one read; the table
 * decides; taking makes the member its assignee; the move and its history record (who, what, when,
 * status and assignee before and after, the note) commit together, conditional on the status and
 * revision read.
 */
export const moveRequest = async (
  ports: Pick<InboxPorts, 'findRequest' | 'requestItems' | 'commit' | 'clock'>,
  input: { kind: RequestKind; id: string; transition: RequestTransition; member: RequestMember },
): Promise<Result<StaffRequestView>> => {
  const { kind, id, transition, member } = input;
  const request = await ports.findRequest(kind, id);
  if (!request) return fail('request_not_found');
  if (request.revision !== transition.revision) return fail('request_changed');
  const move = requestMoveOf(transition.action, request.status);
  if (!move.ok) return fail(move.code);
  const now = ports.clock();
  const assignee = transition.action === 'take' ? member : request.assignee;
  const record: RequestHistoryRecord = {
    at: now.toISOString(),
    action: transition.action,
    by: member,
    from: request.status,
    to: move.to,
    ...(request.assignee ? { assigneeBefore: request.assignee } : {}),
    ...(assignee ? { assigneeAfter: assignee } : {}),
    ...(transition.note ? { note: transition.note } : {}),
  };
  const committed = await ports.commit([
    {
      item: ports.requestItems.move(request, move.to, now, transition.action === 'take' ? member : undefined),
      whenConditionFails: 'request_changed',
    },
    { item: ports.requestItems.logged(id, record) },
  ]);
  if (!committed.ok) return fail(committed.code);
  const moved: StoredRequest = {
    ...request,
    status: move.to,
    revision: request.revision + 1,
    updatedAt: record.at,
    ...(assignee ? { assignee } : {}),
  };
  return ok(requestView(moved));
};
