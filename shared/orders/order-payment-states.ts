import { defineMachine } from '../state-machine';

// The payment of an order (spec section 4, the progress's payment step) as a declared state machine,
// beside the order's own (order-states.ts): it waits until staff book it, and a booked payment stays
// booked. Which order statuses allow booking, and where booking leaves the status, is the order
// table's `bookPayment` moves.

export const paymentStates = ['waiting', 'done'] as const;
export type PaymentState = (typeof paymentStates)[number];

export const paymentMachine = defineMachine<PaymentState>({
  initial: ['waiting'],
  terminal: ['done'],
  next: { waiting: ['done'], done: [] },
});
