import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documents, tableName } from '../dynamo';
import type { OrderOwner } from './orders';
import type { TransactItem } from './transaction';

// Free trials running (payment method 7): one item per trial order, put in the
// placement's transaction and deleted in the transaction that places its first paid month, so a trial
// is converted once. gsi2 finds the trials whose end has come (access pattern 37).

/** A running trial: its order, the order's owner (whose saved card pays next) and its end. */
export interface Trial {
  orderId: string;
  owner: OrderOwner;
  /** ISO 8601. */
  endsAt: string;
}

const trialKeys = {
  item: (orderId: string) => ({ pk: `TRIAL#${orderId}`, sk: 'TRIAL' }),
  byEnd: (endsAt: string, orderId: string) => ({ gsi2pk: 'TRIALS', gsi2sk: `${endsAt}#${orderId}` }),
};

export const trialItems = {
  put: (trial: Trial): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...trialKeys.item(trial.orderId), ...trialKeys.byEnd(trial.endsAt, trial.orderId), ...trial },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  /** The trial converted: its condition fails when another run converted it first. */
  convert: (trial: Trial): TransactItem => ({
    Delete: {
      TableName: tableName(),
      Key: trialKeys.item(trial.orderId),
      ConditionExpression: 'attribute_exists(pk)',
    },
  }),
};

/** Up to `limit` trials that ended by `now`, the longest ended first. */
export const listEndedTrials = async (now: Date, limit: number): Promise<Trial[]> => {
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :now',
      ExpressionAttributeValues: { ':pk': 'TRIALS', ':now': now.toISOString() },
      Limit: limit,
    }),
  );
  return Items.map(({ orderId, owner, endsAt }) => ({ orderId, owner, endsAt }) as Trial);
};
