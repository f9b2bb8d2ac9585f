import { createHash } from 'node:crypto';

/**
 * Partner Center's idempotency key (`MS-RequestId`, a GUID) for a request the shop may repeat: derived
 * from what makes the request the same, so a retry gets the first answer.
 */
export const requestIdOf = (...parts: string[]): string => {
  const hex = createHash('sha256').update(parts.join('\n')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};
