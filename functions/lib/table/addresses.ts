import { maxSavedAddresses, type SavedAddress, savedAddressSchema } from '#shared/orders/saved-address';
import { tableName } from '../dynamo';
import { clientKeys } from './client-keys';
import { queryAll } from './query-all';
import type { TransactItem } from './transaction';

// A signed-in client's saved delivery addresses (`CLIENT#<sub>` / `ADDRESS#<id>`) and their count
// (`CLIENT#<sub>` / `ADDRESSCOUNT`), which every add and removal changes in the same transaction so
// that concurrent adds cannot pass the limit of `maxSavedAddresses`.

/** A client's addresses, oldest first (ids are ULIDs), read back through the shared schema; access pattern 2. */
export const addressesOf = async (userId: string): Promise<SavedAddress[]> => {
  const { pk, skPrefix } = clientKeys.addresses(userId);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    ConsistentRead: true,
  });
  return items.flatMap((item) => {
    const saved = savedAddressSchema.safeParse(item);
    return saved.success ? [saved.data] : [];
  });
};

/** Items of the address changes; the use cases commit them with their guards. */
export const addressItems = {
  /** Raises the count; its condition fails at the limit. */
  countUp: (userId: string): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: clientKeys.addressCount(userId),
      UpdateExpression: 'SET #count = if_not_exists(#count, :zero) + :one',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': maxSavedAddresses },
    },
  }),
  /** Lowers the count of an address being removed. */
  countDown: (userId: string): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: clientKeys.addressCount(userId),
      UpdateExpression: 'SET #count = #count - :one',
      ConditionExpression: '#count >= :one',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1 },
    },
  }),
  /** A new address under a new id. */
  add: (userId: string, { id, address }: SavedAddress, now: Date): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: {
        ...clientKeys.address(userId, id),
        id,
        address,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  /** Replaces the address of an id; its condition fails when the client has no address of that id. */
  edit: (userId: string, { id, address }: SavedAddress, now: Date): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: clientKeys.address(userId, id),
      UpdateExpression: 'SET address = :address, updatedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':address': address, ':at': now.toISOString() },
    },
  }),
  /** Deletes the address of an id; its condition fails when the client has no address of that id. */
  remove: (userId: string, id: string): TransactItem => ({
    Delete: {
      TableName: tableName(),
      Key: clientKeys.address(userId, id),
      ConditionExpression: 'attribute_exists(pk)',
    },
  }),
};
