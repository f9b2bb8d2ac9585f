import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';

// Orders, payments, invoices and subscription changes by the day they were created (gsi3, access
// pattern 31): one partition per entity and UTC day, sorted by the creation instant, so an export reads
// a day page by page.

export type CreatedEntity = 'ORDER' | 'PAYMENT' | 'INVOICE' | 'SUBCHANGE';

export const createdKeys = (entity: CreatedEntity, createdAt: string, id: string) => ({
  gsi3pk: `CREATED#${entity}#${createdAt.slice(0, 10)}`,
  gsi3sk: `${createdAt}#${id}`,
});

/** The Query of what was created on `day` before `cut` (ISO 8601), oldest first. */
export const createdOn = (
  entity: CreatedEntity,
  day: string,
  cut: string,
): Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'> => ({
  IndexName: 'gsi3',
  KeyConditionExpression: 'gsi3pk = :day AND gsi3sk < :cut',
  ExpressionAttributeValues: { ':day': createdKeys(entity, day, '').gsi3pk, ':cut': cut },
});
