import { productRatings, ratingItems } from '../../lib/table/ratings';
import { type TablePorts, tablePorts } from '../table-ports';

/** The ports of the ratings use cases: the rating items, the aggregate read, commit and clock. */
export interface RatingPorts extends TablePorts {
  ratingItems: typeof ratingItems;
  productRatings: typeof productRatings;
}

export const deps = (): RatingPorts => ({ ...tablePorts(), ratingItems, productRatings });
