import { defineMachine } from '../state-machine';
import { type Availability, availabilityStates } from './product';

type AvailabilityState = Availability['state'];

/** From a live state the supplier's stock may lead to any other live state, or end in `discontinued`. */
const fromLive = (state: AvailabilityState): AvailabilityState[] => [
  ...availabilityStates.filter((to) => to !== state && to !== 'discontinued'),
  'discontinued',
];

/**
 * Product availability (spec section 4) as a transition table. A product enters the catalogue in any
 * state; a presale may move to a new date (`presale` after itself); `discontinued` is final.
 */
export const availabilityMachine = defineMachine<AvailabilityState>({
  initial: availabilityStates,
  terminal: ['discontinued'],
  next: {
    instant: fromLive('instant'),
    'within-24h': fromLive('within-24h'),
    '1-day': fromLive('1-day'),
    '1-2-days': fromLive('1-2-days'),
    '2-3-days': fromLive('2-3-days'),
    'on-demand': fromLive('on-demand'),
    presale: [...fromLive('presale'), 'presale'],
    'expected-soon': fromLive('expected-soon'),
    'ask-delivery-time': fromLive('ask-delivery-time'),
    'notify-availability': fromLive('notify-availability'),
    discontinued: [],
  },
});

/** States in which a product can be ordered and delivered now. */
const orderableStates: readonly AvailabilityState[] = [
  'instant',
  'within-24h',
  '1-day',
  '1-2-days',
  '2-3-days',
];

export const isOrderable = (state: AvailabilityState): boolean => orderableStates.includes(state);

/**
 * States in which a product may go into the basket: orderable now, or delivered on demand, whose
 * order waits for staff to confirm the availability before it is paid (payment method 10).
 */
export const mayGoInBasket = (state: AvailabilityState): boolean =>
  isOrderable(state) || state === 'on-demand';

/** A move that e-mails the customers waiting for the product: from a state not orderable to one that is. */
export const notifiesWaitingCustomers = (from: AvailabilityState, to: AvailabilityState): boolean =>
  !isOrderable(from) && isOrderable(to);
