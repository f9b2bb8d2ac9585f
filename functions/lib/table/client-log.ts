import type { CustomerLogRecord } from '#shared/identity/staff-customer';
import { tableName } from '../dynamo';
import { queryAll } from './query-all';
import type { TransactItem } from './transaction';

// What the staff did to a customer's account (shared/identity/staff-customer.ts): `CLIENTLOG#<userId>` /
// `<at>#<action>`, put in the action's own transaction where it has one, else once it succeeded.

const partitionOf = (userId: string) => `CLIENTLOG#${userId}`;

export const clientLogItem = (userId: string, record: CustomerLogRecord): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { pk: partitionOf(userId), sk: `${record.at}#${record.action}`, ...record },
  },
});

/** The customer's record, oldest first. */
export const listClientLog = async (userId: string): Promise<CustomerLogRecord[]> => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': partitionOf(userId) },
  });
  return items.map(({ pk: _pk, sk: _sk, ...record }) => record as unknown as CustomerLogRecord);
};
