import { shownAvailability } from '#shared/catalogue/shown-availability';
import { availabilityRequestItems } from '../../lib/table/availability-requests';
import { getProduct } from '../../lib/table/catalogue';
import { deliveryTimeQuestionItems } from '../../lib/table/delivery-time-questions';
import { claimMail } from '../../lib/table/mail-quota';
import { stockStateOf } from '../../lib/table/stock';
import type { MailLimitPorts } from '../limit-mails-to';
import { type TablePorts, tablePorts } from '../table-ports';

/** The ports of the availability use cases: the mail limit, the items of requests and questions, the product read. */
export interface AvailabilityPorts extends TablePorts, MailLimitPorts {
  availabilityRequestItems: typeof availabilityRequestItems;
  deliveryTimeQuestionItems: typeof deliveryTimeQuestionItems;
  productExists: (productId: string) => Promise<boolean>;
  /** Whether the product is sold out: orderable but with no counted unit left (shown-availability.ts). */
  soldOut: (productId: string) => Promise<boolean>;
}

export const deps = (): AvailabilityPorts => ({
  ...tablePorts(),
  claimMail,
  availabilityRequestItems,
  deliveryTimeQuestionItems,
  productExists: async (productId) => (await getProduct(productId)) !== undefined,
  soldOut: async (productId) => {
    const stock = await stockStateOf(productId);
    return (
      stock !== undefined &&
      shownAvailability(stock.product.availability, stock.units) !== stock.product.availability
    );
  },
});
