import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '#shared/locale';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { type SubscriptionState, subscriptionMachine } from '#shared/microsoft/subscription-states';
import { documents, tableName } from '../dynamo';
import { queryAll } from './query-all';
import type { TransactItem } from './transaction';

// A customer's Microsoft 365 subscriptions (issue 15 part 3; key chart in README.md): `CLIENT#<sub>` /
// `SUB#<id>`, the id being its order's and the line's (`<orderId>-<n>`), so recording a paid order's
// subscriptions twice puts nothing twice. Every move is conditional on the machine's source states
// (`shared/microsoft/subscription-states.ts`); an active one carries its renewal keys (gsi2:
// `RENEWAL#<yyyy-mm>` / `<termEnd>#<id>`) for the renewals of part 5.

/** What the panel shows of it (`SubscriptionView`, but its status, which is derived), with what only the shop needs. */
export interface StoredSubscription extends Omit<SubscriptionView, 'status'> {
  sub: string;
  /** The offer at Partner Center: `productId:skuId:availabilityId`. */
  catalogItemId: string;
  /** The order's e-mail and language: where and how the customer is told about it. */
  email: string;
  language: Language;
  /** Raised by each configuration: the provisioning run's id and Partner Center's request id include it. */
  configuration: number;
  tenantId?: string;
  partnerOrderId?: string;
}

const key = (sub: string, id: string) => ({ pk: `CLIENT#${sub}`, sk: `SUB#${id}` });
const renewalKeys = (id: string, termEnd: string) => ({
  gsi2pk: `RENEWAL#${termEnd.slice(0, 7)}`,
  gsi2sk: `${termEnd}#${id}`,
});

const subscriptionOf = (item: Record<string, unknown>): StoredSubscription => {
  const { pk: _pk, sk: _sk, gsi2pk: _g2pk, gsi2sk: _g2sk, ...subscription } = item;
  return subscription as unknown as StoredSubscription;
};

/** The customer's subscriptions, oldest first (access pattern 23). */
export const subscriptionsOf = async (sub: string): Promise<StoredSubscription[]> => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sub)',
    ExpressionAttributeValues: { ':pk': `CLIENT#${sub}`, ':sub': 'SUB#' },
  });
  return items
    .map(subscriptionOf)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
};

export const getSubscription = async (sub: string, id: string): Promise<StoredSubscription | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: key(sub, id), ConsistentRead: true }),
  );
  return Item && subscriptionOf(Item);
};

/** A move's condition: the state is one the machine lets reach `to`, and the configuration the one read. */
const moveCondition = (to: SubscriptionState, configuration: number) => {
  const sources = subscriptionMachine.sourcesOf(to);
  return {
    ConditionExpression: `#state IN (${sources.map((_, i) => `:from${i}`).join(', ')}) AND configuration = :configuration`,
    values: {
      ...Object.fromEntries(sources.map((state, i) => [`:from${i}`, state])),
      ':configuration': configuration,
    },
  };
};

export const subscriptionItems = {
  /** A paid order's line, not configured; its condition fails when it was recorded already. */
  record: (subscription: StoredSubscription): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...key(subscription.sub, subscription.id), ...subscription },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  /** The tenant chosen: provisioning starts, under the next configuration number. */
  configure: (
    subscription: StoredSubscription,
    account: { accountId: string; tenantId: string; domain: string },
  ): TransactItem => {
    const { ConditionExpression, values } = moveCondition('provisioning', subscription.configuration);
    return {
      Update: {
        TableName: tableName(),
        Key: key(subscription.sub, subscription.id),
        UpdateExpression:
          'SET #state = :to, configuration = :next, accountId = :account, tenantId = :tenant, #domain = :domain REMOVE failure',
        ConditionExpression,
        ExpressionAttributeNames: { '#state': 'state', '#domain': 'domain' },
        ExpressionAttributeValues: {
          ...values,
          ':to': 'provisioning',
          ':next': subscription.configuration + 1,
          ':account': account.accountId,
          ':tenant': account.tenantId,
          ':domain': account.domain,
        },
      },
    };
  },
  /** Microsoft provisioned it: Partner Center's subscription, term and windows, and the renewal keys. */
  activate: (
    subscription: StoredSubscription,
    active: Required<
      Pick<
        StoredSubscription,
        | 'partnerOrderId'
        | 'partnerSubscriptionId'
        | 'activatedAt'
        | 'termEnd'
        | 'autoRenew'
        | 'cancellationAllowedUntil'
      >
    >,
  ): TransactItem => {
    const { ConditionExpression, values } = moveCondition('active', subscription.configuration);
    const renewal = renewalKeys(subscription.id, active.termEnd);
    return {
      Update: {
        TableName: tableName(),
        Key: key(subscription.sub, subscription.id),
        UpdateExpression:
          'SET #state = :to, partnerOrderId = :order, partnerSubscriptionId = :partner, activatedAt = :at, termEnd = :end, autoRenew = :renew, cancellationAllowedUntil = :cancel, gsi2pk = :g2pk, gsi2sk = :g2sk',
        ConditionExpression,
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ...values,
          ':to': 'active',
          ':order': active.partnerOrderId,
          ':partner': active.partnerSubscriptionId,
          ':at': active.activatedAt,
          ':end': active.termEnd,
          ':renew': active.autoRenew,
          ':cancel': active.cancellationAllowedUntil,
          ':g2pk': renewal.gsi2pk,
          ':g2sk': renewal.gsi2sk,
        },
      },
    };
  },
  /** Provisioning finally failed (after its compensation): the reason kept, the customer may retry. */
  fail: (subscription: StoredSubscription, failure: string): TransactItem => {
    const { ConditionExpression, values } = moveCondition('failed', subscription.configuration);
    return {
      Update: {
        TableName: tableName(),
        Key: key(subscription.sub, subscription.id),
        UpdateExpression: 'SET #state = :to, failure = :failure',
        ConditionExpression,
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ...values, ':to': 'failed', ':failure': failure },
      },
    };
  },
};
