import { figuresChanged } from '#events/contracts/figures-changed';
import { shownAvailability } from '#shared/catalogue/shown-availability';
import { outboxItem } from '../../lib/table/outbox';
import type { StockState } from '../../lib/table/stock';
import type { StockFollowPorts } from './stock-follow-deps';

const attempts = 5;

/** What following a product's stock did: nothing to announce, or announced sold out or back. */
export type StockFollowed = 'unchanged' | 'sold-out' | 'back';

/**
 * A counted product's shown availability follows its units (spec section 4: a sold-out product never
 * says "ships within 24 hours"). Input: a product whose units an order took or gave back. Output: what
 * changed. Course: read the product and its stock consistently; when the units left and what the shop
 * last announced agree (sold out at 0, available above), nothing; else record the new announcement, on
 * the condition that units and announcement are still the ones read, with `catalogue.figures-changed`
 * (`stock`) from the shown availability before to the one after: it publishes the product's figures
 * and pages (`publish-figures.ts`, not the whole catalogue) and, when units came back, e-mails the
 * customers waiting for the product. A placement or return meanwhile
 * fails the condition and the stock is read again, so the last change of units is the one announced.
 */
export const followStock = async (
  { stockStateOf, shownSoldOutChange, commit, clock }: StockFollowPorts,
  productId: string,
): Promise<StockFollowed> => {
  for (let attempt = 1; ; attempt++) {
    const state = await stockStateOf(productId);
    if (!state || state.shownSoldOut === state.units <= 0) return 'unchanged';
    const committed = await commit(
      [{ item: shownSoldOutChange(state), whenConditionFails: 'stock_changed_meanwhile' }],
      announcementOf(state, clock()),
    );
    if (committed.ok) return state.shownSoldOut ? 'back' : 'sold-out';
    if (attempt === attempts) {
      throw new Error(`product ${productId}'s stock changed during each of ${attempts} attempts`);
    }
  }
};

/** `catalogue.figures-changed` from the shown availability announced last to the one now, if they differ. */
const announcementOf = ({ product, units, shownSoldOut }: StockState, now: Date) => {
  const before = shownAvailability(product.availability, shownSoldOut ? 0 : undefined);
  const after = shownAvailability(product.availability, units);
  return before.state === after.state
    ? []
    : [
        outboxItem(
          figuresChanged,
          {
            productId: product.id,
            change: 'stock',
            availabilityBefore: before.state,
            availabilityAfter: after.state,
          },
          { now },
        ),
      ];
};
