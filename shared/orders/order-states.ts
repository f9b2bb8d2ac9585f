import type { ErrorCode } from '../errors';
import { defineMachine } from '../state-machine';
import { type PaymentState, paymentMachine } from './order-payment-states';

// The order (realization) lifecycle of spec sections 3 and 4 as a transition table: each move named
// by the action that takes it and the actors who may take it. The machine, the refusals and the
// customer-facing progress are all read from it.

/** Order statuses with the spec's ids (section 3), which the order records and the web keep. */
export const orderStatusIds = {
  new: 1,
  unpaid: 2,
  toSend: 3,
  finished: 4,
  cancelled: 5,
  returned: 6,
} as const;
export type OrderStatus = keyof typeof orderStatusIds;
export type OrderStatusId = (typeof orderStatusIds)[OrderStatus];
export const orderStatuses = Object.keys(orderStatusIds) as OrderStatus[];

/**
 * Who takes a move: `shop` is the placement itself and the payment deadline's cancellation,
 * `customer` the order's owner (a guest through the order link), `operations` the staff group that
 * moves orders along, `provider` the payment provider's settled payment
 * (functions/use-cases/payments/), `financing` the financing partner's approved credit or leasing,
 * paid out to the shop, `marketplace` the marketplace an order was bought on (its buyer cancelled there).
 */
export type OrderActor = 'shop' | 'customer' | 'operations' | 'provider' | 'financing' | 'marketplace';

export type OrderAction =
  | 'place'
  | 'confirmAvailability'
  | 'bookPayment'
  | 'send'
  | 'finish'
  | 'cancel'
  | 'return';

interface OrderMove {
  action: OrderAction;
  from: OrderStatus;
  to: OrderStatus;
  by: readonly OrderActor[];
}

/**
 * The table. A placed order waits for its payment (`unpaid`) when the method is paid before the
 * goods leave, or goes straight to realization (`toSend`) when it is paid on delivery or later; an
 * order of a product delivered on demand stays `new` until staff confirm the availability, which makes
 * it payable (`unpaid`), or cancel it; its customer may withdraw it meanwhile. That
 * order's payment (cash on delivery, deferred) is booked in realization or after it, leaving its status
 * as it is (a move to the same status, which the machine below leaves out).
 * `send` ends the realization of an order with goods that ship; `finish` one with nothing to ship
 * (licence keys e-mailed, a service set up). Only an unpaid order may be cancelled by its customer, or
 * by the shop itself once its payment deadline passed (payment-deadline.ts).
 */
export const orderMoves: readonly OrderMove[] = [
  { action: 'place', from: 'new', to: 'unpaid', by: ['shop'] },
  { action: 'place', from: 'new', to: 'toSend', by: ['shop'] },
  { action: 'confirmAvailability', from: 'new', to: 'unpaid', by: ['operations'] },
  { action: 'bookPayment', from: 'unpaid', to: 'toSend', by: ['operations', 'provider', 'financing'] },
  { action: 'bookPayment', from: 'toSend', to: 'toSend', by: ['operations', 'provider'] },
  { action: 'bookPayment', from: 'finished', to: 'finished', by: ['operations', 'provider'] },
  { action: 'send', from: 'toSend', to: 'finished', by: ['operations'] },
  { action: 'finish', from: 'toSend', to: 'finished', by: ['operations'] },
  { action: 'cancel', from: 'new', to: 'cancelled', by: ['customer', 'operations'] },
  { action: 'cancel', from: 'unpaid', to: 'cancelled', by: ['customer', 'operations', 'shop'] },
  { action: 'cancel', from: 'toSend', to: 'cancelled', by: ['operations', 'marketplace'] },
  { action: 'return', from: 'finished', to: 'returned', by: ['operations'] },
];

/** The statuses an order may move on to: the table's targets other than the status itself. */
const targetsFrom = (from: OrderStatus): OrderStatus[] => [
  ...new Set(orderMoves.filter((move) => move.from === from && move.to !== from).map((move) => move.to)),
];

export const orderMachine = defineMachine<OrderStatus>({
  initial: ['new'],
  terminal: ['cancelled', 'returned'],
  next: Object.fromEntries(orderStatuses.map((status) => [status, targetsFrom(status)])) as Record<
    OrderStatus,
    OrderStatus[]
  >,
});

/** Where placement leaves an order: waiting for staff to confirm availability, for its payment, or straight in realization. */
export const placedStatus = (method: {
  paidBeforeRealization: boolean;
  confirmsAvailability?: true;
}): OrderStatus => {
  if (method.confirmsAvailability) return 'new';
  return method.paidBeforeRealization ? 'unpaid' : 'toSend';
};

/** The actions after placement, each refused with its own code from a status that does not allow it. */
export type OrderStatusAction = Exclude<OrderAction, 'place'>;

const refusals: Record<OrderStatusAction, ErrorCode> = {
  confirmAvailability: 'order_cannot_be_confirmed',
  bookPayment: 'order_cannot_be_paid',
  send: 'order_cannot_be_sent',
  finish: 'order_cannot_be_finished',
  cancel: 'order_cannot_be_cancelled',
  return: 'order_cannot_be_returned',
};

/** What the moves read and change: the order's status and its payment (order-payment-states.ts). */
export interface OrderState {
  status: OrderStatus;
  payment: PaymentState;
}

export type OrderMoveAnswer = ({ ok: true } & OrderState) | { ok: false; code: ErrorCode };

/**
 * What an action does to an order when an actor takes it: the new status and payment (booking a
 * payment marks it done, which the payment machine allows only once), the action's refusal
 * (`order_cannot_be_paid`…) when the order does not allow it, or `not_allowed` when it does but the
 * actor may not take it.
 */
export const orderMoveOf = (
  action: OrderStatusAction,
  { status, payment }: OrderState,
  actor: OrderActor,
): OrderMoveAnswer => {
  const move = orderMoves.find((candidate) => candidate.action === action && candidate.from === status);
  const books = action === 'bookPayment';
  if (!move || (books && !paymentMachine.canMove(payment, 'done')))
    return { ok: false, code: refusals[action] };
  if (!move.by.includes(actor)) return { ok: false, code: 'not_allowed' };
  return { ok: true, status: move.to, payment: books ? 'done' : payment };
};

/** The actions an actor may take on an order now: the buttons the web offers. */
export const actionsFor = (order: OrderState, actor: OrderActor): OrderStatusAction[] =>
  (Object.keys(refusals) as OrderStatusAction[]).filter((action) => orderMoveOf(action, order, actor).ok);
