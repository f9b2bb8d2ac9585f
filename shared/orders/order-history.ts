import type { Currency } from '../locale';
import type { OrderAction, OrderActor, OrderStatus } from './order-states';
import type { ReturnedUnits } from './part-return';
import type { Carrier } from './shipment';

// An order's history as operations read it on the order's page: who moved it, when, from what to
// what (with the shipment or the booked transfer the move carried), the parts taken back, and the
// mails its customer got.
// Placement is the order's own `createdAt`; every later move is recorded in its own transaction.

/** Who took a move: the actor of the transition table and, for staff, the member's e-mail. */
export interface OrderMoveBy {
  actor: OrderActor;
  staffEmail?: string;
}

export interface OrderMoveRecord extends OrderMoveBy {
  kind: 'move';
  at: string;
  action: Exclude<OrderAction, 'place'>;
  from: OrderStatus;
  to: OrderStatus;
  /** `send`: the carrier and tracking number. */
  shipment?: { carrier: Carrier; trackingNumber: string };
  /** `bookPayment` by operations: what arrived, and the day it did. */
  booked?: { amount: number; currency: Currency; receivedOn: string };
}

/** The order mails whose sending the history shows. */
export const orderMails = ['confirmation', 'status', 'paymentReminder', 'partReturn'] as const;
export type OrderMail = (typeof orderMails)[number];

export interface OrderMailRecord {
  kind: 'mail';
  at: string;
  mail: OrderMail;
  to: string;
  /** A status mail's status. */
  status?: OrderStatus;
}

/** Part of the order taken back by operations (part-return.ts). */
export interface OrderReturnRecord {
  kind: 'partReturn';
  at: string;
  staffEmail?: string;
  returnId: string;
  lines: ReturnedUnits[];
}

export type OrderHistoryRecord = OrderMoveRecord | OrderReturnRecord | OrderMailRecord;
