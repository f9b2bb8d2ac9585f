// What of the catalogue the service pages use: its it-service products the calculator adds and its
// categories they link to and pick devices from (the ids of the catalogue's seed).
//
// The IT services the calculator offers beside devices (spec section 9): Azure Backup from 149 PLN a
// month (the smallest plan, whose price is the "from") and server management at 500 PLN per server a
// month. They are the catalogue's it-service products: the calculator shows and the basket charges
// their catalogue prices in the shopper's currency, so the ids here are all this module fixes.

export interface ServiceAddOn {
  /** Message key `services.addOn.<key>`. */
  key: 'azureBackup' | 'serverManagement';
  productId: string;
  /** Billed per server (a count the shopper chooses) or once per month. */
  per: 'server' | 'month';
}

export const serviceAddOns: readonly ServiceAddOn[] = [
  { key: 'azureBackup', productId: 'azure-backup-100gb', per: 'month' },
  { key: 'serverManagement', productId: 'server-management-windows', per: 'server' },
];

/** The most servers the calculator adds in one go (the basket's line limit is higher). */
export const maxServers = 50;

/** The categories whose devices the calculator offers (laptops and PCs, the kinds `mayBeService` takes). */
export const deviceCategoryIds = ['laptops', 'pcs'] as const;

/** The catalogue category each landing page links to. */
export const offerCategoryIds = {
  deviceAsAService: 'device-as-a-service',
  itServices: 'it-services',
} as const;
