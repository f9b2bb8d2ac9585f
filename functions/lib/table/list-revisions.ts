import { randomBytes } from 'node:crypto';
import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documents, tableName } from '../dynamo';

// Revisions of the lists a warm container keeps between requests. A customer's subscriptions
// (`CLIENT#<sub>` / `SUB#…`, hundreds for some) have one item beside them, `CLIENT#<sub>` / `SUBREV`,
// whose `revision` every write of one of them renews in the same transaction: `commitGuarded` adds
// the renewal to any transaction that writes such an item (once per customer, as DynamoDB allows one
// operation per item), so no write path can forget it. A revision is a random token, not a count, so
// a table emptied and written again never repeats one a container kept. A reader that finds the
// revision it kept the list under reads one small item instead of the whole list.

const isSubscriptionKey = (key: Record<string, unknown>) =>
  String(key.pk).startsWith('CLIENT#') && String(key.sk).startsWith('SUB#');
const revisionSk = 'SUBREV';

/** An item of a transaction (`transaction.ts` names it too; this module is below it). */
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The key an item writes (a ConditionCheck writes nothing). */
const writtenKey = (item: TransactItem): Record<string, unknown> | undefined =>
  item.Put?.Item ?? item.Update?.Key ?? item.Delete?.Key;

/** The items, then one new revision of each customer's subscriptions they write. */
export const withListRevisions = (items: TransactItem[]): TransactItem[] => {
  const renewed = new Map<string, TransactItem>();
  for (const item of items) {
    const key = writtenKey(item);
    if (!key || !isSubscriptionKey(key)) continue;
    const pk = String(key.pk);
    if (renewed.has(pk)) continue;
    renewed.set(pk, {
      Put: {
        TableName: tableName(),
        Item: { pk, sk: revisionSk, revision: randomBytes(12).toString('base64url') },
      },
    });
  }
  return renewed.size === 0 ? items : [...items, ...renewed.values()];
};

/**
 * The revision of a customer's subscriptions (strongly consistent), or undefined while none of them
 * was written since revisions began: such a list is never kept.
 */
export const subscriptionsRevision = async (sub: string): Promise<string | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: `CLIENT#${sub}`, sk: revisionSk },
      ConsistentRead: true,
    }),
  );
  return Item?.revision as string | undefined;
};
