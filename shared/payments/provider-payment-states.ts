import { defineMachine } from '../state-machine';

// A payment at the provider (a "payment session") as a declared machine with its moves named by
// action, like the order's (shared/orders/order-states.ts). The provider's notification settles it,
// a refused BLIK code or card declines it, the reconciliation schedule expires it once its time limit
// passed with no notification, and staff refund a paid one. Money that arrives after the time limit
// is still the customer's: an expired payment may still settle, once. The DynamoDB condition of each
// move takes its `IN (…)` list from `sourcesOfMove`.

export const providerPaymentStates = ['registered', 'paid', 'failed', 'expired', 'refunded'] as const;
export type ProviderPaymentState = (typeof providerPaymentStates)[number];

export type ProviderPaymentAction = 'settle' | 'decline' | 'expire' | 'refund';

interface ProviderPaymentMove {
  action: ProviderPaymentAction;
  from: ProviderPaymentState;
  to: ProviderPaymentState;
}

export const paymentMoves: readonly ProviderPaymentMove[] = [
  { action: 'settle', from: 'registered', to: 'paid' },
  { action: 'settle', from: 'expired', to: 'paid' },
  { action: 'decline', from: 'registered', to: 'failed' },
  { action: 'expire', from: 'registered', to: 'expired' },
  { action: 'refund', from: 'paid', to: 'refunded' },
];

const targetsFrom = (from: ProviderPaymentState): ProviderPaymentState[] =>
  paymentMoves.filter((move) => move.from === from).map((move) => move.to);

export const providerPaymentMachine = defineMachine<ProviderPaymentState>({
  initial: ['registered'],
  terminal: ['failed', 'refunded'],
  next: Object.fromEntries(providerPaymentStates.map((state) => [state, targetsFrom(state)])) as Record<
    ProviderPaymentState,
    ProviderPaymentState[]
  >,
});

/** The states an action may be taken from: the `#state IN (…)` of its conditional write. */
export const sourcesOfMove = (action: ProviderPaymentAction): ProviderPaymentState[] =>
  paymentMoves.filter((move) => move.action === action).map((move) => move.from);

/** Where an action leaves a payment in `from`, or `undefined` when the table has no such move. */
export const paymentMoveOf = (
  action: ProviderPaymentAction,
  from: ProviderPaymentState,
): ProviderPaymentState | undefined =>
  paymentMoves.find((move) => move.action === action && move.from === from)?.to;
