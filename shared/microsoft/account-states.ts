import { defineMachine } from '../state-machine';

// A customer's Microsoft 365 account (a tenant) as the shop holds it (spec section 2, "Add Microsoft 365
// account"). One the shop creates at Microsoft is active at once. An existing one is linked in the
// two steps of the customer's admin centre (microsoft.md 3.3): the admin authorises us as reseller,
// then confirms; the shop learns each step by asking Partner Center (a refresh may see both at once).

export const accountStates = ['awaitingAuthorisation', 'awaitingConfirmation', 'active'] as const;
export type AccountState = (typeof accountStates)[number];

export const accountMachine = defineMachine<AccountState>({
  initial: ['awaitingAuthorisation', 'active'],
  terminal: ['active'],
  next: {
    awaitingAuthorisation: ['awaitingConfirmation', 'active'],
    awaitingConfirmation: ['active'],
    active: [],
  },
});
