import { createHash } from 'node:crypto';

// Przelewy24's `sign`: SHA-384 (hex) of the JSON object of the named fields in the documented order,
// the CRC key last, serialised without escaped slashes or Unicode (what JSON.stringify does).

export const p24Sign = (fields: Record<string, string | number>, crc: string): string =>
  createHash('sha384')
    .update(JSON.stringify({ ...fields, crc }))
    .digest('hex');

/** The field sets each sign covers, in the order the documentation gives. */
export const signedFields = {
  register: ['sessionId', 'merchantId', 'amount', 'currency'],
  verify: ['sessionId', 'orderId', 'amount', 'currency'],
  notification: [
    'merchantId',
    'posId',
    'sessionId',
    'amount',
    'originAmount',
    'currency',
    'orderId',
    'methodId',
    'statement',
  ],
  refundNotification: ['orderId', 'sessionId', 'refundsUuid', 'merchantId', 'amount', 'currency', 'status'],
} as const;

type Signed<K extends keyof typeof signedFields> = Record<(typeof signedFields)[K][number], string | number>;

/** The sign of `body` over the fields of `kind`, taken in the documented order whatever the body's order. */
export const signOf = <K extends keyof typeof signedFields>(kind: K, body: Signed<K>, crc: string): string =>
  p24Sign(Object.fromEntries(signedFields[kind].map((name) => [name, body[name as keyof Signed<K>]])), crc);
