import { benchCheckoutPages, noteCheckoutPages } from './checkout-pages';
import { useShopTable } from './guest-shopper';
import { benchPlacement, notePlacement } from './placement-latency';
import { benchStockRace, noteStockRace } from './stock-race';

// The checkout targets on the running shop: the basket and checkout pages first (no orders' mails and
// events in the background yet), then placement latency, then the stock race.

export const benchCheckout = async (root: string, port: number) => {
  const started = performance.now();
  useShopTable(port);
  const pages = await benchCheckoutPages(root, port);
  const placement = await benchPlacement(port);
  const race = await benchStockRace(port);
  return { pages, placement, race, seconds: (performance.now() - started) / 1000 };
};

export const noteCheckout = (
  note: (line?: string) => void,
  { pages, placement, race, seconds }: Awaited<ReturnType<typeof benchCheckout>>,
) => {
  note(`The checkout sections below took ${seconds.toFixed(0)} s together.`);
  note();
  noteCheckoutPages(note, pages);
  notePlacement(note, placement);
  noteStockRace(note, race);
};
