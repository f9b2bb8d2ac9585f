import { createHash } from 'node:crypto';
import { przelewy24SignedFields as signedFields } from '#shared/payments/przelewy24';

// Przelewy24's `sign` (REST API v1, guide/payments.md 2.1): SHA-384 (hex) of the JSON object of the
// named fields in the documented order with the CRC key last, serialised as PHP's json_encode with
// JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES, which is what JSON.stringify writes.

export type SignKind = keyof typeof signedFields;
export type SignedValues<K extends SignKind> = Record<(typeof signedFields)[K][number], string | number>;

/** The sign of `values` over the fields of `kind`, taken in the documented order whatever `values`' order. */
export const p24Sign = <K extends SignKind>(kind: K, values: SignedValues<K>, crc: string): string => {
  const names = signedFields[kind] as readonly (keyof SignedValues<K> & string)[];
  const fields = Object.fromEntries(names.map((name) => [name, values[name]]));
  return createHash('sha384')
    .update(JSON.stringify({ ...fields, crc }))
    .digest('hex');
};
