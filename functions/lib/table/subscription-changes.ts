import type { SubscriptionChange } from '#shared/microsoft/subscription-change';
import { tableName } from '../dynamo';
import { createdKeys, createdOn } from './created-by-day';
import { queryPages } from './query-all';
import type { TransactItem } from './transaction';

// A subscription's dated changes (key chart in README.md): `SUBCHANGES#<subscriptionId>` /
// `<at>#<kind>`, put in the transaction of the change itself, so a change is logged exactly when it
// is made (a transaction refused by its condition logs nothing), and once: its put is conditional on
// no change of that moment and kind (a resumed change's record that landed before is not made
// twice). By day on gsi3 for the exports.

const key = (change: Pick<SubscriptionChange, 'subscriptionId' | 'at' | 'kind'>) => ({
  pk: `SUBCHANGES#${change.subscriptionId}`,
  sk: `${change.at}#${change.kind}`,
});

/** The change's item, to commit with the subscription's own move. */
export const subscriptionChangeItem = (change: SubscriptionChange): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...key(change),
      ...createdKeys('SUBCHANGE', change.at, `${change.subscriptionId}#${change.kind}`),
      ...change,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

const changeOf = (item: Record<string, unknown>): SubscriptionChange => {
  const { pk: _pk, sk: _sk, gsi3pk: _g3pk, gsi3sk: _g3sk, ...change } = item;
  return change as unknown as SubscriptionChange;
};

/** The changes made on `day` (UTC) before `cut`, oldest first, a page at a time (gsi3, access pattern 31). */
export async function* subscriptionChangesOn(day: string, cut: string): AsyncGenerator<SubscriptionChange[]> {
  for await (const page of queryPages(createdOn('SUBCHANGE', day, cut))) yield page.map(changeOf);
}
