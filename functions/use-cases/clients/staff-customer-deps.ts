import { poolUserById, poolUsersOfEmail, resendSignUpCode } from '../../lib/cognito';
import { clientLogItem, listClientLog } from '../../lib/table/client-log';
import {
  clientsReferredBy,
  getClientProfiles,
  newestClients,
  signInBlockItem,
} from '../../lib/table/client-profiles';
import { clientsFoundBy } from '../../lib/table/client-search';
import { listClientInvoices } from '../../lib/table/invoices';
import { accountsOf } from '../../lib/table/microsoft-accounts';
import { subscriptionsOf } from '../../lib/table/microsoft-subscriptions';
import { getSubscriber } from '../../lib/table/newsletter-subscribers';
import { listClientOrders, listPartnerOrders } from '../../lib/table/orders';
import { getPartner, listPartners } from '../../lib/table/partners';
import { listPaymentHistory } from '../../lib/table/payments';
import { listSavedCards } from '../../lib/table/saved-cards';
import { type PartnerPorts, deps as partnerDeps } from '../partners/deps';
import { type ClientPorts, deps } from './deps';

/**
 * The ports of the operations staff's customer use cases: the client ports (the business conversion
 * runs through them), the user pool's look-ups and code mail, the customer search, the sign-in block
 * and the staff's record, the reads of what the customer bought, paid and holds, the partner
 * enrolment's and suspension's ports and the list of partners.
 */
export interface StaffCustomerPorts
  extends ClientPorts,
    Pick<PartnerPorts, 'partnerItems' | 'newPartnerCode'> {
  poolUsersOfEmail: typeof poolUsersOfEmail;
  poolUserById: typeof poolUserById;
  resendSignUpCode: typeof resendSignUpCode;
  clientsFoundBy: typeof clientsFoundBy;
  newestClients: typeof newestClients;
  clientsReferredBy: typeof clientsReferredBy;
  getClientProfiles: typeof getClientProfiles;
  signInBlockItem: typeof signInBlockItem;
  clientLogItem: typeof clientLogItem;
  listClientLog: typeof listClientLog;
  listClientOrders: typeof listClientOrders;
  listPartnerOrders: typeof listPartnerOrders;
  listClientInvoices: typeof listClientInvoices;
  listPaymentHistory: typeof listPaymentHistory;
  listSavedCards: typeof listSavedCards;
  accountsOf: typeof accountsOf;
  subscriptionsOf: typeof subscriptionsOf;
  getSubscriber: typeof getSubscriber;
  getPartner: typeof getPartner;
  listPartners: typeof listPartners;
}

export const staffCustomerDeps = (): StaffCustomerPorts => ({
  ...deps(),
  partnerItems: partnerDeps().partnerItems,
  newPartnerCode: partnerDeps().newPartnerCode,
  poolUsersOfEmail,
  poolUserById,
  resendSignUpCode,
  clientsFoundBy,
  newestClients,
  clientsReferredBy,
  getClientProfiles,
  signInBlockItem,
  clientLogItem,
  listClientLog,
  listClientOrders,
  listPartnerOrders,
  listClientInvoices,
  listPaymentHistory,
  listSavedCards,
  accountsOf,
  subscriptionsOf,
  getSubscriber,
  getPartner,
  listPartners,
});
