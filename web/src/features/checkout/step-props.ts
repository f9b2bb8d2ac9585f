import type { BasketView } from '#shared/basket/basket-view';
import type { OrderClientAction, OrderClientState } from '#shared/orders/order-client-state';
import type { StoredProfile } from '../../lib/session/profile-store';

/** What every checkout step reads and how it changes the order client state. */
export interface StepProps {
  state: OrderClientState;
  dispatch: (action: OrderClientAction) => void;
  basket: BasketView;
  /** The signed-in customer; undefined for a guest. */
  profile: StoredProfile | undefined;
}
