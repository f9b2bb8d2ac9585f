import type { OrderProgress } from '#shared/orders/order-progress';

// The order progress of spec section 4 as the status page's stepper shows it: one step each for the
// order, its payment and its realization, each with the message key of its value and how far it is.

/** `done`: behind; `active`: under way now (read out as the current step); `waiting`: ahead; `stopped`: ended without completion. */
export type StepState = 'done' | 'active' | 'waiting' | 'stopped';

export interface ProgressStep {
  step: keyof OrderProgress;
  /** `order.progress.<step>.<value>` */
  label: string;
  state: StepState;
}

const orderState: Record<OrderProgress['order'], StepState> = { placed: 'done', cancelled: 'stopped' };

const realizationState: Record<OrderProgress['realization'], StepState> = {
  waiting: 'waiting',
  inProgress: 'active',
  finished: 'done',
  cancelled: 'stopped',
  returned: 'stopped',
};

/** A waiting payment is what the order waits for, unless the order was cancelled. */
const paymentState = (progress: OrderProgress): StepState => {
  if (progress.payment === 'done') return 'done';
  return progress.order === 'cancelled' ? 'waiting' : 'active';
};

export const progressSteps = (progress: OrderProgress): ProgressStep[] => [
  { step: 'order', label: `order.progress.order.${progress.order}`, state: orderState[progress.order] },
  { step: 'payment', label: `order.progress.payment.${progress.payment}`, state: paymentState(progress) },
  {
    step: 'realization',
    label: `order.progress.realization.${progress.realization}`,
    state: realizationState[progress.realization],
  },
];
