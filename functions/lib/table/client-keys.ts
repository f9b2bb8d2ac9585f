// Keys of a client's own items (key chart in README.md): everything a client owns sits under
// `CLIENT#<sub>`, so the partition key is the ownership check.

export const clientKeys = {
  settings: (userId: string) => ({ pk: `CLIENT#${userId}`, sk: 'SETTINGS' }),
  profile: (userId: string) => ({ pk: `CLIENT#${userId}`, sk: 'PROFILE' }),
  invoiceData: (userId: string) => ({ pk: `CLIENT#${userId}`, sk: 'INVOICEDATA' }),
  address: (userId: string, id: string) => ({ pk: `CLIENT#${userId}`, sk: `ADDRESS#${id}` }),
  /** The partition and sort key prefix of all a client's addresses (access pattern 2). */
  addresses: (userId: string) => ({ pk: `CLIENT#${userId}`, skPrefix: 'ADDRESS#' }),
  /** The count of a client's addresses, kept in the same transactions as the addresses. */
  addressCount: (userId: string) => ({ pk: `CLIENT#${userId}`, sk: 'ADDRESSCOUNT' }),
  /** A customer's order (`orders.ts`; a guest's sits under its own partition there). */
  order: (userId: string, orderId: string) => ({ pk: `CLIENT#${userId}`, sk: `ORDER#${orderId}` }),
  /** The partition and sort key prefix of all a client's orders (access pattern 14). */
  orders: (userId: string) => ({ pk: `CLIENT#${userId}`, skPrefix: 'ORDER#' }),
  /** A business partner's terms: its code and currency (`partners.ts`). */
  partner: (userId: string) => ({ pk: `CLIENT#${userId}`, sk: 'PARTNER' }),
};
