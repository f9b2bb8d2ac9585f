// Keys of a client's own items (key chart in README.md): everything a client owns sits under
// `CLIENT#<sub>`, so the partition key is the ownership check.

export const clientKeys = {
  settings: (userId: string) => ({ pk: `CLIENT#${userId}`, sk: 'SETTINGS' }),
  profile: (userId: string) => ({ pk: `CLIENT#${userId}`, sk: 'PROFILE' }),
  invoiceData: (userId: string) => ({ pk: `CLIENT#${userId}`, sk: 'INVOICEDATA' }),
};
