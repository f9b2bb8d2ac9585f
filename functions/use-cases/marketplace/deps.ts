import { ulid } from 'ulid';
import type { AllegroSeller } from '../../lib/allegro/port';
import {
  forgetProblem,
  importedOrderId,
  keepProblem,
  marketplaceItems,
  moveJournal,
  readJournal,
  readProblem,
} from '../../lib/table/marketplace';
import { lastOrderSequence } from '../../lib/table/order-numbers';
import { findOrder, orderItems, placementItems } from '../../lib/table/orders';
import { newPaymentId, paymentItems } from '../../lib/table/payments';
import { productsWithStock, unitsOf } from '../../lib/table/stock';
import { type TablePorts, tablePorts } from '../table-ports';

/**
 * The ports of the marketplace use cases: the seller's side of Allegro, the journal and import marks,
 * the problems kept for the staff, the catalogue with its stock, and the order and payment items an
 * imported order is committed with.
 */
export interface MarketplacePorts extends TablePorts {
  allegro: AllegroSeller;
  readJournal: typeof readJournal;
  moveJournal: typeof moveJournal;
  importedOrderId: typeof importedOrderId;
  keepProblem: typeof keepProblem;
  readProblem: typeof readProblem;
  forgetProblem: typeof forgetProblem;
  marketplaceItems: typeof marketplaceItems;
  productsWithStock: typeof productsWithStock;
  unitsOf: typeof unitsOf;
  placementItems: typeof placementItems;
  orderItems: typeof orderItems;
  findOrder: typeof findOrder;
  lastOrderSequence: typeof lastOrderSequence;
  paymentItems: typeof paymentItems;
  newPaymentId: typeof newPaymentId;
  newOrderId: (now: Date) => string;
}

export const marketplaceDeps = (allegro: AllegroSeller): MarketplacePorts => ({
  ...tablePorts(),
  allegro,
  readJournal,
  moveJournal,
  importedOrderId,
  keepProblem,
  readProblem,
  forgetProblem,
  marketplaceItems,
  productsWithStock,
  unitsOf,
  placementItems,
  orderItems,
  findOrder,
  lastOrderSequence,
  paymentItems,
  newPaymentId,
  newOrderId: (now) => ulid(now.getTime()),
});
