// The cursor of a paginated list: the last key a Query read, base64url JSON. A cursor that is not one
// of the query's own keys (forged, or from another partition) starts from the top.

export type Key = Record<string, string>;

export const cursorOf = (key: Key | undefined): string | undefined =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;

/** The key a cursor names, when it is one of this query's keys (`partition`: its key name and value). */
export const keyOfCursor = (cursor: string | undefined, partition: [string, string]): Key | undefined => {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    const valid =
      typeof key === 'object' &&
      key !== null &&
      Object.values(key).every((value) => typeof value === 'string') &&
      (key as Key)[partition[0]] === partition[1];
    return valid ? (key as Key) : undefined;
  } catch {
    return undefined;
  }
};
