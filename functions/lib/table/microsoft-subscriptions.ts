import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '#shared/locale';
import type { SubscriptionRecord } from '#shared/microsoft/subscription';
import {
  type ChangeMade,
  type SubscriptionChangeKind,
  subscriptionChangeOf,
} from '#shared/microsoft/subscription-change';
import { type SubscriptionState, subscriptionMachine } from '#shared/microsoft/subscription-states';
import { dropOldestPast } from '../bounded-cache';
import { documents, tableName } from '../dynamo';
import { subscriptionsRevision } from './list-revisions';
import { queryAll } from './query-all';
import { subscriptionChangeItem } from './subscription-changes';
import type { TransactItem } from './transaction';

// A customer's Microsoft 365 subscriptions (key chart in README.md): `CLIENT#<sub>` /
// `SUB#<id>`, the id being its order's and the line's (`<orderId>-<n>`), so recording a paid order's
// subscriptions twice puts nothing twice. Every move is conditional on the machine's source states
// (`shared/microsoft/subscription-states.ts`); an active one carries its renewal keys (gsi2:
// `RENEWAL#<yyyy-mm>` / `<termEnd>#<id>`) for the `renew-subscriptions` schedule.

/** What the panel shows of it (`SubscriptionView`, but what is derived as it answers), with what only the shop needs. */
export interface StoredSubscription extends SubscriptionRecord {
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
  /** The subscription's line on `termOrderId`, and on `prepaidOrderId` (0 when absent). */
  termOrderLine?: number;
  prepaidOrderLine?: number;
  /** The term end whose renewal offer was mailed (renewal-offer-mails.ts): once per term. */
  renewalOfferedFor?: string;
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

/** What the panel's lists read of a subscription (the list, the dashboard): the view's fields only. */
export type ListedSubscription = SubscriptionRecord;

/** Every field of a listed subscription (a field added to the view but not here fails to compile). */
const listedFields: Record<keyof ListedSubscription, true> = {
  orderNumber: true,
  id: true,
  orderId: true,
  productId: true,
  name: true,
  names: true,
  billing: true,
  quantity: true,
  state: true,
  unitNet: true,
  currency: true,
  createdAt: true,
  licenceSku: true,
  accountId: true,
  domain: true,
  partnerSubscriptionId: true,
  activatedAt: true,
  termStart: true,
  termEnd: true,
  autoRenew: true,
  cancellationAllowedUntil: true,
  refundable: true,
  nextTermQuantity: true,
  charges: true,
  cancelledAt: true,
  refundNet: true,
  failure: true,
  termOrderId: true,
  prepaidOrderId: true,
};
const listedNames = Object.keys(listedFields);

/** Customers whose lists this container keeps, each under the revision it was read at. */
const keptLists = new Map<string, { revision: string; listed: ListedSubscription[] }>();
const keptListLimit = 500;

/**
 * The customer's subscriptions, oldest first (access pattern 23): only the listed fields are read (a
 * customer may hold hundreds). Kept between requests under their revision (`list-revisions.ts`): the
 * revision is read first and the list after it, both strongly consistent, so a list is never kept
 * under a revision newer than what it shows; an unchanged revision answers from what is kept.
 */
export const subscriptionsOf = async (sub: string): Promise<readonly ListedSubscription[]> => {
  const revision = await subscriptionsRevision(sub);
  const kept = keptLists.get(sub);
  if (kept && kept.revision === revision) return kept.listed;
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sub)',
    ExpressionAttributeValues: { ':pk': `CLIENT#${sub}`, ':sub': 'SUB#' },
    ProjectionExpression: listedNames.map((name) => `#${name}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(listedNames.map((name) => [`#${name}`, name])),
    ConsistentRead: true,
  });
  const listed = (items as unknown as ListedSubscription[]).sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
  keptLists.delete(sub);
  if (revision !== undefined) {
    keptLists.set(sub, { revision, listed });
    dropOldestPast(keptLists, keptListLimit);
  }
  return listed;
};

export const getSubscription = async (sub: string, id: string): Promise<StoredSubscription | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: key(sub, id), ConsistentRead: true }),
  );
  return Item && subscriptionOf(Item);
};

/** What an active subscription holds of Partner Center's (`activate`). */
export type ActiveState = Required<
  Pick<
    StoredSubscription,
    | 'partnerOrderId'
    | 'partnerSubscriptionId'
    | 'activatedAt'
    | 'termStart'
    | 'termEnd'
    | 'quantity'
    | 'autoRenew'
    | 'cancellationAllowedUntil'
    | 'refundable'
  >
>;

/** `SET` of every field given, each under its own name and value placeholder. */
const setting = (fields: Record<string, unknown>) => {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  return {
    UpdateExpression: `SET ${entries.map(([name]) => `#${name} = :${name}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
  };
};

/** The month (`yyyy-mm`, UTC) `offset` months from `now`'s. */
const monthFrom = (now: Date, offset: number): string =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);

/** The months whose renewals a run reads: this one and the two before (a schedule down for weeks catches up). */
const renewalMonths = (now: Date): string[] => [-2, -1, 0].map((offset) => monthFrom(now, offset));

/**
 * The months an active subscription's term may end in: the two before this one (its renewal not
 * recorded yet) to thirteen on (a year's term, renewed late in its month).
 */
const activeMonths = (now: Date): string[] =>
  Array.from({ length: 16 }, (_, index) => monthFrom(now, index - 2));

/**
 * The active subscriptions of one month's renewal keys (access pattern 24) whose `gsi2sk` (`<termEnd>#<id>`)
 * meets `range`, oldest first, page by page. The index projects whole items (eventually consistent):
 * every move from them is conditional on what was read, so a stale one changes nothing twice.
 */
async function* renewalKeysOf(
  month: string,
  range: { condition: string; values: Record<string, string> },
): AsyncGenerator<StoredSubscription[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: `gsi2pk = :pk AND ${range.condition}`,
        ExpressionAttributeValues: { ':pk': `RENEWAL#${month}`, ...range.values },
        ExclusiveStartKey: start,
        Limit: 500,
      }),
    );
    yield (page.Items ?? []).map(subscriptionOf).filter((subscription) => subscription.state === 'active');
    start = page.LastEvaluatedKey;
  } while (start);
}

/**
 * Active subscriptions whose term has ended by `now`, over this month and the two before; a renewed one
 * leaves the set (its keys move to its new term's end).
 */
export async function* dueForRenewal(now: Date): AsyncGenerator<StoredSubscription[]> {
  for (const month of renewalMonths(now))
    yield* renewalKeysOf(month, { condition: 'gsi2sk <= :now', values: { ':now': now.toISOString() } });
}

/**
 * Every active subscription that renews or ends at its term's end (the ones still holding renewal
 * keys), month by month of its term's end, page by page: the reconciliation's subscriptions.
 */
export async function* activeSubscriptions(now: Date): AsyncGenerator<StoredSubscription[]> {
  for (const month of activeMonths(now))
    yield* renewalKeysOf(month, { condition: 'begins_with(gsi2sk, :month)', values: { ':month': month } });
}

/**
 * Active subscriptions whose term ends after `from` and by `to`, over the (at most two) months a window
 * of up to a month spans: the renewal offers' candidates.
 */
export async function* endingBetween(from: Date, to: Date): AsyncGenerator<StoredSubscription[]> {
  for (const month of new Set([from, to].map((day) => day.toISOString().slice(0, 7))))
    yield* renewalKeysOf(month, {
      condition: 'gsi2sk BETWEEN :from AND :to',
      values: { ':from': from.toISOString(), ':to': `${to.toISOString()}#~` },
    });
}

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
  /** What a move below made, logged in the move's own transaction (`subscription-changes.ts`). */
  logged: (
    kind: SubscriptionChangeKind,
    subscription: StoredSubscription,
    made: ChangeMade,
    at: string,
  ): TransactItem => subscriptionChangeItem(subscriptionChangeOf(kind, subscription, made, at)),
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
  activate: (subscription: StoredSubscription, active: ActiveState): TransactItem => {
    const { ConditionExpression, values } = moveCondition('active', subscription.configuration);
    const set = setting({ state: 'active', ...active, ...renewalKeys(subscription.id, active.termEnd) });
    return {
      Update: {
        TableName: tableName(),
        Key: key(subscription.sub, subscription.id),
        UpdateExpression: set.UpdateExpression,
        ConditionExpression,
        ExpressionAttributeNames: set.ExpressionAttributeNames,
        ExpressionAttributeValues: { ...set.ExpressionAttributeValues, ...values },
      },
    };
  },
  /**
   * A change Partner Center made (seats, auto-renew), with what it costs until the next invoice;
   * conditional on the subscription being active with the seats and renewal read, so two changes made
   * at once never overwrite each other's.
   */
  change: (
    subscription: StoredSubscription,
    state: Partial<StoredSubscription>,
    charge?: NonNullable<StoredSubscription['charges']>[number],
  ): TransactItem => {
    const set = setting({ ...state, ...(state.termEnd ? renewalKeys(subscription.id, state.termEnd) : {}) });
    return {
      Update: {
        TableName: tableName(),
        Key: key(subscription.sub, subscription.id),
        UpdateExpression: charge
          ? `${set.UpdateExpression}, charges = list_append(if_not_exists(charges, :none), :charge)`
          : set.UpdateExpression,
        ConditionExpression: '#state = :active AND quantity = :quantityRead AND autoRenew = :renewRead',
        ExpressionAttributeNames: { ...set.ExpressionAttributeNames, '#state': 'state' },
        ExpressionAttributeValues: {
          ...set.ExpressionAttributeValues,
          ':active': 'active',
          ':quantityRead': subscription.quantity,
          ':renewRead': subscription.autoRenew ?? false,
          ...(charge ? { ':none': [], ':charge': [charge] } : {}),
        },
      },
    };
  },
  /**
   * Renewed for its next term (Microsoft renewed it): the term, seats and windows Partner Center gives,
   * the charges settled by the renewal order cleared, the renewal keys moved; conditional on the term
   * read, so a subscription is renewed once per term.
   */
  renew: (
    subscription: StoredSubscription,
    next: Required<
      Pick<
        StoredSubscription,
        | 'termStart'
        | 'termEnd'
        | 'quantity'
        | 'cancellationAllowedUntil'
        | 'refundable'
        | 'nextTermQuantity'
        | 'termOrderId'
        | 'termOrderLine'
      >
    >,
  ): TransactItem => {
    const set = setting({ ...next, ...renewalKeys(subscription.id, next.termEnd) });
    return {
      Update: {
        TableName: tableName(),
        Key: key(subscription.sub, subscription.id),
        UpdateExpression: `${set.UpdateExpression} REMOVE charges, prepaidOrderId, prepaidOrderLine`,
        ConditionExpression: '#state = :active AND termEnd = :termRead',
        ExpressionAttributeNames: { ...set.ExpressionAttributeNames, '#state': 'state' },
        ExpressionAttributeValues: {
          ...set.ExpressionAttributeValues,
          ':active': 'active',
          ':termRead': subscription.termEnd,
        },
      },
    };
  },
  /**
   * Its next term ordered ahead (the renewal offer): Partner Center's answer kept (renewal on, the next
   * term's licences) and the order named, once per term: conditional on active, the term read and no
   * order named yet.
   */
  prepay: (
    subscription: StoredSubscription,
    state: Partial<StoredSubscription>,
    order: { orderId: string; line: number },
  ): TransactItem => {
    const set = setting({ ...state, prepaidOrderId: order.orderId, prepaidOrderLine: order.line });
    return {
      Update: {
        TableName: tableName(),
        Key: key(subscription.sub, subscription.id),
        UpdateExpression: set.UpdateExpression,
        ConditionExpression:
          '#state = :active AND termEnd = :termRead AND attribute_not_exists(prepaidOrderId)',
        ExpressionAttributeNames: { ...set.ExpressionAttributeNames, '#state': 'state' },
        ExpressionAttributeValues: {
          ...set.ExpressionAttributeValues,
          ':active': 'active',
          ':termRead': subscription.termEnd,
        },
      },
    };
  },
  /** Its renewal offered by mail for the term ending at `termEnd`: once per term (conditional on another term or none). */
  offered: (subscription: StoredSubscription): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: key(subscription.sub, subscription.id),
      UpdateExpression: 'SET renewalOfferedFor = :term',
      ConditionExpression:
        '#state = :active AND termEnd = :term AND (attribute_not_exists(renewalOfferedFor) OR renewalOfferedFor <> :term)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':active': 'active', ':term': subscription.termEnd },
    },
  }),
  /** Not renewed at Microsoft (auto-renew off, or cancelled there): out of the renewals, expired past its term. */
  lapse: (subscription: StoredSubscription): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: key(subscription.sub, subscription.id),
      UpdateExpression: 'SET autoRenew = :off REMOVE gsi2pk, gsi2sk',
      // Once: a stale read of the renewal keys finds it lapsed already.
      ConditionExpression: 'termEnd = :termRead AND attribute_exists(gsi2pk)',
      ExpressionAttributeValues: { ':off': false, ':termRead': subscription.termEnd },
    },
  }),
  /**
   * Cancelled: an active one at Partner Center within its window, or one never provisioned; what it
   * gives back, and no renewal any more. Conditional on the state and configuration read.
   */
  cancel: (subscription: StoredSubscription, cancelledAt: string, refundNet: number): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: key(subscription.sub, subscription.id),
      UpdateExpression:
        'SET #state = :to, cancelledAt = :at, refundNet = :refund, autoRenew = :off REMOVE gsi2pk, gsi2sk',
      ConditionExpression: '#state = :read AND configuration = :configuration',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':to': 'cancelled',
        ':read': subscription.state,
        ':configuration': subscription.configuration,
        ':at': cancelledAt,
        ':refund': refundNet,
        ':off': false,
      },
    },
  }),
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
