import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { KeptLookup } from '../company-register/port';
import type { RegisterDayStore } from '../company-register/register-day-store';
import { documents, tableName } from '../dynamo';

// The VAT register's answers of a day and the day's searches, shared by every container, so the shop
// asks the register once per NIP and day and stays within its daily limit
// (../company-register/README.md): `VATREGISTER#<nip>` / `DAY#<day>` holds the answer (found or not;
// an outage is never kept), `VATREGISTERSEARCHES` / `DAY#<day>` the count, raised conditionally below
// the limit. Both expire two days after they are written.

const keptSeconds = 2 * 24 * 60 * 60;

export const registerAnswerKeys = {
  answer: (nip: string, day: string) => ({ pk: `VATREGISTER#${nip}`, sk: `DAY#${day}` }),
  searches: (day: string) => ({ pk: 'VATREGISTERSEARCHES', sk: `DAY#${day}` }),
};

const expiresAt = () => Math.floor(Date.now() / 1000) + keptSeconds;

/** Runs a conditional write; false when its condition failed. */
const whenHolds = async (write: () => Promise<unknown>): Promise<boolean> => {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

/** Sets the day's count by `set` (`:limit` the limit) while it is below the limit. */
const countSearches = (day: string, limit: number, set: string, values: Record<string, number> = {}) =>
  whenHolds(() =>
    documents().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: registerAnswerKeys.searches(day),
        UpdateExpression: `SET searches = ${set}, expiresAt = :expiresAt`,
        ConditionExpression: 'attribute_not_exists(searches) OR searches < :limit',
        ExpressionAttributeValues: { ':limit': limit, ':expiresAt': expiresAt(), ...values },
      }),
    ),
  );

export const tableRegisterDayStore: RegisterDayStore = {
  answerOf: async (nip, day) => {
    const { Item } = await documents().send(
      new GetCommand({ TableName: tableName(), Key: registerAnswerKeys.answer(nip, day) }),
    );
    return Item?.answer as KeptLookup | undefined;
  },
  keep: async (nip, day, answer) => {
    await documents().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...registerAnswerKeys.answer(nip, day), answer, expiresAt: expiresAt() },
      }),
    );
  },
  takeSearch: (day, limit) =>
    countSearches(day, limit, 'if_not_exists(searches, :zero) + :one', { ':zero': 0, ':one': 1 }),
  spendDay: async (day, limit) => {
    await countSearches(day, limit, ':limit');
  },
};
