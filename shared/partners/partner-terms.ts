import type { ProductKind } from '../catalogue/product';
import { shareOf } from '../pricing/rounding';

// A partner's terms (our assumption, the spec names no rates): one discount off the
// catalogue's net price per product kind, in basis points, the same for every partner. Licences 8 %,
// hardware and devices as a service 4 %, IT services 10 %.

export const partnerDiscounts: Readonly<Record<ProductKind, number>> = {
  'm365-subscription': 800,
  'open-licence': 800,
  'perpetual-licence': 800,
  hardware: 400,
  'device-as-a-service': 400,
  'it-service': 1000,
};

/**
 * The partner's net price of a catalogue net price (integer minor units): the kind's discount rounded
 * half away from zero to the minor unit, once (the shop's one rounding rule), taken off.
 */
export const partnerNetOf = (catalogueNet: number, kind: ProductKind): number => {
  return catalogueNet - shareOf(catalogueNet, partnerDiscounts[kind]);
};
