import type { AllegroSeller } from '../../lib/allegro/port';

// The shop's counted stock is the one truth: each Allegro offer whose own id (`external.id`) is a
// product the shop counts shows the product's units, so Allegro never sells what the shop no longer has.

export interface OfferStockPorts {
  allegro: AllegroSeller;
  /** The counted units of those of the ids that have a count. */
  unitsOf: (ids: readonly string[]) => Promise<Map<string, number>>;
}

/**
 * Input: the products whose stock changed, or none for every offer (the schedule's full check).
 * Output: how many offers were compared and how many set. Course: the offers are read at Allegro (all,
 * or those of the products), their products' units read, and each offer whose stock differs set to
 * them; an offer of a product the shop does not count is left as it is.
 */
export const syncOfferStock = async (
  ports: OfferStockPorts,
  productIds?: readonly string[],
): Promise<{ compared: number; set: number }> => {
  const offers = productIds
    ? (await Promise.all(productIds.map((externalId) => ports.allegro.offers({ externalId })))).flat()
    : await ports.allegro.offers();
  const linked = offers.filter((offer) => offer.externalId !== undefined);
  const units = await ports.unitsOf([...new Set(linked.map((offer) => offer.externalId as string))]);
  const differing = linked.filter((offer) => {
    const held = units.get(offer.externalId as string);
    return held !== undefined && Math.max(0, held) !== offer.available;
  });
  for (const offer of differing)
    await ports.allegro.setOfferStock(offer.id, Math.max(0, units.get(offer.externalId as string) ?? 0));
  return { compared: linked.length, set: differing.length };
};
