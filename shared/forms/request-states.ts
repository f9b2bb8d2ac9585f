import type { ErrorCode } from '../errors';
import { defineMachine } from '../state-machine';

// How operations handle a stored request (a form of form-schemas.ts or a delivery-time question) in
// their inbox, as a transition table: a member takes a new request (it is hers, in progress), notes
// what she did, and marks it handled. The use case, the DynamoDB condition and the screen's buttons
// all read it.

export const requestStatuses = ['new', 'inProgress', 'handled'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const requestActions = ['take', 'note', 'handle'] as const;
export type RequestAction = (typeof requestActions)[number];

interface RequestMove {
  action: RequestAction;
  from: RequestStatus;
  to: RequestStatus;
}

/**
 * The table. Only a request in progress takes notes or is marked handled, so every handled request
 * has someone who took it; a handled one is closed (a new question from the same sender is a new
 * request). A note leaves the status as it is (a move to the same status, which the machine leaves out).
 */
export const requestMoves: readonly RequestMove[] = [
  { action: 'take', from: 'new', to: 'inProgress' },
  { action: 'note', from: 'inProgress', to: 'inProgress' },
  { action: 'handle', from: 'inProgress', to: 'handled' },
];

export const requestMachine = defineMachine<RequestStatus>({
  initial: ['new'],
  terminal: ['handled'],
  next: Object.fromEntries(
    requestStatuses.map((status) => [
      status,
      requestMoves.filter((move) => move.from === status && move.to !== status).map((move) => move.to),
    ]),
  ) as Record<RequestStatus, RequestStatus[]>,
});

const refusals: Record<RequestAction, ErrorCode> = {
  take: 'request_cannot_be_taken',
  note: 'request_cannot_be_noted',
  handle: 'request_cannot_be_handled',
};

/** Where an action takes a request in `from`, or the action's refusal when the table has no such move. */
export const requestMoveOf = (
  action: RequestAction,
  from: RequestStatus,
): { ok: true; to: RequestStatus } | { ok: false; code: ErrorCode } => {
  const move = requestMoves.find((candidate) => candidate.action === action && candidate.from === from);
  return move ? { ok: true, to: move.to } : { ok: false, code: refusals[action] };
};

/** The actions a request in a status allows now: the buttons the screen offers. */
export const requestActionsOf = (status: RequestStatus): RequestAction[] =>
  requestMoves.filter((move) => move.from === status).map((move) => move.action);
