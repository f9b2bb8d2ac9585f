import { shownSoldOutChange, stockStateOf } from '../../lib/table/stock';
import { type TablePorts, tablePorts } from '../table-ports';

// Apart from the publishing's ports (`deps.ts`): following a product's stock renders no page and
// publishes no index, so the `follow-stock` consumer carries neither the site's renderer nor the S3
// client.

/** Following a counted product's stock: its consistent read and the announcement's guarded update. */
export interface StockFollowPorts extends TablePorts {
  stockStateOf: typeof stockStateOf;
  shownSoldOutChange: typeof shownSoldOutChange;
}

export const stockFollowDeps = (): StockFollowPorts => ({
  ...tablePorts(),
  stockStateOf,
  shownSoldOutChange,
});
