import type { RequestHistoryRecord } from '#shared/forms/staff-requests';
import { tableName } from '../dynamo';
import { queryAll } from './query-all';
import type { TransactItem } from './transaction';

// A request's history in the operations' inbox (shared/forms/staff-requests.ts): `FORMLOG#<id>` /
// `<at>#<action>`, each move put in the move's own transaction (its condition keeps it single). Keys,
// the item and its read only.

export const requestLogKeys = {
  of: (id: string) => ({ pk: `FORMLOG#${id}` }),
  record: (id: string, record: RequestHistoryRecord) => ({
    pk: `FORMLOG#${id}`,
    sk: `${record.at}#${record.action}`,
  }),
};

/** A move's record, committed with it. */
export const requestMoveLogged = (id: string, record: RequestHistoryRecord): TransactItem => ({
  Put: { TableName: tableName(), Item: { ...requestLogKeys.record(id, record), ...record } },
});

/** The request's history, oldest first. */
export const listRequestLog = async (id: string): Promise<RequestHistoryRecord[]> => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': requestLogKeys.of(id).pk },
  });
  return items.map(({ pk, sk, ...record }) => record as unknown as RequestHistoryRecord);
};
