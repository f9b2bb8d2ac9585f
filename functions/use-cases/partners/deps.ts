import { randomInt } from 'node:crypto';
import { partnerCodeOf } from '#shared/partners/partner-code';
import { userIdsOfEmail } from '../../lib/cognito';
import { catalogueIndex } from '../../lib/search/published-index';
import { queryCatalogue } from '../../lib/search/query-catalogue';
import { listPartnerOrders } from '../../lib/table/orders';
import { getPartner, partnerItems } from '../../lib/table/partners';
import { type TablePorts, tablePorts } from '../table-ports';

/**
 * The ports of the partner use cases: the caller's partner terms, the orders of the
 * customers it brought, the published catalogue and its query, the enrolment's items, a new code and
 * the user pool's look-up of an e-mail.
 */
export interface PartnerPorts extends TablePorts {
  getPartner: typeof getPartner;
  listPartnerOrders: typeof listPartnerOrders;
  priceListing: (query: Parameters<typeof queryCatalogue>[1]) => Promise<ReturnType<typeof queryCatalogue>>;
  partnerItems: typeof partnerItems;
  newPartnerCode: () => string;
  /** The user pool's ids of the users with an e-mail (the staff's enrolment). */
  userIdsOfEmail: (email: string) => Promise<string[]>;
}

export const deps = (): PartnerPorts => ({
  ...tablePorts(),
  getPartner,
  listPartnerOrders,
  priceListing: async (query) => queryCatalogue(await catalogueIndex(), query),
  partnerItems,
  newPartnerCode: () => partnerCodeOf(randomInt),
  userIdsOfEmail,
});
