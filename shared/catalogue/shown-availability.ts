import { isOrderable } from './availability-states';
import type { Availability } from './product';

/**
 * The availability a shopper is shown for a product whose units are counted: a product that could be
 * ordered now but has no unit left shows "notify about availability" (never "ships within 24 hours"),
 * and shows its own state again once a unit is back. A product without a count (`units` undefined),
 * or in a state that is not orderable anyway (on demand, presale, discontinued …), shows its own.
 */
export const shownAvailability = (availability: Availability, units: number | undefined): Availability =>
  units !== undefined && units <= 0 && isOrderable(availability.state)
    ? { state: 'notify-availability' }
    : availability;

/** A product (or its view) as a shopper is shown it: with the availability its counted units allow. */
export const asShown = <P extends { availability: Availability }>(
  product: P,
  units: number | undefined,
): P => {
  const availability = shownAvailability(product.availability, units);
  return availability === product.availability ? product : { ...product, availability };
};
