import { subscriptionChangeOf } from '#shared/microsoft/subscription-change';
import type { Subscription, SubscriptionPatch } from '../../lib/partner-center/partner-center-contract';
import {
  type PartnerCenter,
  PartnerCenterError,
  type PartnerCenterFailure,
} from '../../lib/partner-center/port';
import type { StoredAccount } from '../../lib/table/microsoft-accounts';
import type { StoredSubscription } from '../../lib/table/microsoft-subscriptions';
import type { Order } from '../../lib/table/orders';
import type { SubscriptionPorts } from '../csp/subscription-deps';
import { fakeTablePorts } from './fake-table-ports';
import { fakeWorkflowPorts } from './fake-workflow-ports';

// In-memory ports of the subscription use cases: a Partner Center that provisions after `pendingPolls`
// polls, keeps what its changes set (`microsoft`), can be told to fail a call or to lose the answers
// of changes it made (`lostAnswers`), the customer's accounts and subscriptions, and a pause that
// moves the clock instead of waiting.

export const readyAccount: StoredAccount = {
  accountId: 'A'.repeat(22),
  domain: 'firma.onmicrosoft.com',
  kind: 'created',
  state: 'active',
  tenantId: '11111111-2222-4333-8444-555555555555',
  agreementAcceptedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const provisioningSubscription: StoredSubscription = {
  id: '01JD0000000000000000000000-0',
  sub: 'sub-1',
  orderId: '01JD0000000000000000000000',
  orderNumber: '2026/000001',
  productId: 'm365-business-standard-monthly',
  name: 'Microsoft 365 Business Standard (miesięczna)',
  billing: 'monthly',
  catalogItemId: 'CFQ7TTC0LDPB:0001:CFQ7TTC0ABCD',
  quantity: 3,
  unitNet: 5616,
  currency: 'PLN',
  state: 'provisioning',
  createdAt: '2026-01-02T03:04:05.000Z',
  email: 'anna@firma.pl',
  language: 'pl',
  configuration: 1,
  accountId: readyAccount.accountId,
  tenantId: readyAccount.tenantId as string,
  domain: readyAccount.domain,
};

/**
 * Provisioned as `pc-sub-1` with its 3 seats, renewing; its seats' and cancellation's 168 hours end on
 * 8 January (the fake clock reads 2 January 2026).
 */
export const activeSubscription: StoredSubscription = {
  ...provisioningSubscription,
  state: 'active',
  quantity: 3,
  unitNet: 3100,
  autoRenew: true,
  partnerSubscriptionId: 'pc-sub-1',
  termStart: '2026-01-01T00:00:00.000Z',
  termEnd: '2026-02-01T00:00:00.000Z',
  cancellationAllowedUntil: '2026-01-08T00:00:00.000Z',
  refundable: [{ quantity: 3, until: '2026-01-08T00:00:00.000Z' }],
};

/** A subscription at the fake Partner Center: what its calls set. */
export interface AtMicrosoft {
  quantity: number;
  autoRenewEnabled: boolean;
  status: Subscription['status'];
  scheduled: Subscription['scheduledNextTermInstructions'];
  creationDate: string;
  commitmentEndDate: string;
}

export const fakeSubscriptionPorts = ({
  pendingPolls = 0,
  failing = {},
  refusing = [],
}: {
  pendingPolls?: number;
  /** Partner Center calls that fail, each with its failure, every time until the entry is removed. */
  failing?: Partial<
    Record<'createCart' | 'checkoutCart' | 'getSubscription' | 'updateSubscription', PartnerCenterFailure>
  >;
  /** Guard codes whose items the table refuses (a condition that fails). */
  refusing?: readonly string[];
} = {}) => {
  const table = fakeTablePorts(refusing);
  const workflow = fakeWorkflowPorts();
  const calls: string[] = [];
  const subscriptions = new Map<string, StoredSubscription>();
  const orders = new Map<string, Order>();
  const accounts: StoredAccount[] = [];
  /** Partner Center's subscriptions by id: `pc-sub-1` with 3 seats, renewing. */
  const microsoft = new Map<string, AtMicrosoft>([
    [
      'pc-sub-1',
      {
        quantity: 3,
        autoRenewEnabled: true,
        status: 'active',
        scheduled: null,
        creationDate: '2026-01-02T03:04:05.000Z',
        commitmentEndDate: '2026-02-02T03:04:05.000Z',
      },
    ],
  ]);
  /** Changes Partner Center makes whose answers are then lost (thrown as its silence). */
  const lostAnswers = { value: 0 };
  let polls = 0;
  const refuse = (call: keyof typeof failing) => {
    calls.push(call);
    const failure = failing[call];
    if (failure) throw new PartnerCenterError(failure, `${call} failed`);
  };
  const partnerSubscription = (id: string, status = microsoft.get(id)?.status): Subscription => {
    const at = microsoft.get(id);
    if (!at || !status) throw new PartnerCenterError('not_found', `${id} not found`);
    return {
      id,
      status,
      quantity: at.quantity,
      refundableQuantity: {
        totalQuantity: at.quantity,
        details: [{ quantity: at.quantity, allowedUntilDateTime: '2026-01-09T03:04:05.000Z' }],
      },
      creationDate: at.creationDate,
      effectiveStartDate: '2026-01-02T03:04:05.000Z',
      commitmentEndDate: at.commitmentEndDate,
      autoRenewEnabled: at.autoRenewEnabled,
      cancellationAllowedUntilDate: '2026-01-09T03:04:05.000Z',
      scheduledNextTermInstructions: at.scheduled,
    } as Subscription;
  };
  const partnerCenter = {
    createCart: async (_tenant: string, _lines: unknown, requestId: string) => {
      refuse('createCart');
      return { id: `cart-${requestId}` };
    },
    checkoutCart: async () => {
      refuse('checkoutCart');
      return { id: 'pc-order-1', lineItems: [{ subscriptionId: 'pc-sub-1' }] };
    },
    getSubscription: async (_tenant: string, id: string) => {
      refuse('getSubscription');
      return partnerSubscription(id, polls++ < pendingPolls ? 'pending' : undefined);
    },
    listSubscriptions: async () => {
      calls.push('listSubscriptions');
      return [...microsoft.keys()].map((id) => partnerSubscription(id));
    },
    updateSubscription: async (_tenant: string, id: string, patch: SubscriptionPatch) => {
      calls.push(`updateSubscription ${id} ${JSON.stringify(patch)}`);
      const failure = failing.updateSubscription;
      if (failure) throw new PartnerCenterError(failure, 'updateSubscription failed');
      const at = microsoft.get(id);
      if (!at) throw new PartnerCenterError('not_found', `${id} not found`);
      microsoft.set(id, {
        ...at,
        ...(patch.status === 'deleted' ? { status: 'deleted' as const } : {}),
        ...(patch.quantity === undefined ? {} : { quantity: patch.quantity, scheduled: null }),
        ...(patch.autoRenewEnabled === undefined ? {} : { autoRenewEnabled: patch.autoRenewEnabled }),
        ...(patch.scheduledNextTermInstructions === undefined
          ? {}
          : { scheduled: patch.scheduledNextTermInstructions }),
      });
      if (lostAnswers.value > 0) {
        lostAnswers.value -= 1;
        throw new PartnerCenterError('unavailable', 'the answer was lost');
      }
      return partnerSubscription(id);
    },
  } as unknown as PartnerCenter;
  const ports: SubscriptionPorts = {
    ...table.ports,
    ...workflow.ports,
    partnerCenter: () => partnerCenter,
    accountsOf: async () => accounts,
    getAccount: async (_sub, id) => accounts.find((account) => account.accountId === id),
    subscriptionsOf: async () => [...subscriptions.values()],
    getSubscription: async (_sub, id) => subscriptions.get(id),
    subscriptionItems: {
      logged: (kind, subscription, made, at) => ({
        Put: {
          TableName: 't',
          Item: { op: `log:${kind}`, ...subscriptionChangeOf(kind, subscription, made, at) },
        },
      }),
      record: (subscription) => ({ Put: { TableName: 't', Item: { op: 'record', ...subscription } } }),
      configure: (subscription) => ({
        Put: { TableName: 't', Item: { op: 'configure', id: subscription.id } },
      }),
      activate: (subscription, active) => ({
        Put: { TableName: 't', Item: { op: 'activate', id: subscription.id, ...active } },
      }),
      change: (subscription, state, charge) => ({
        Put: {
          TableName: 't',
          Item: { op: 'change', id: subscription.id, ...state, ...(charge ? { charge } : {}) },
        },
      }),
      cancel: (subscription, cancelledAt, refundNet) => ({
        Put: { TableName: 't', Item: { op: 'cancel', id: subscription.id, cancelledAt, refundNet } },
      }),
      renew: (subscription, next) => ({
        Put: { TableName: 't', Item: { op: 'renew', id: subscription.id, ...next } },
      }),
      lapse: (subscription) => ({ Put: { TableName: 't', Item: { op: 'lapse', id: subscription.id } } }),
      offered: (subscription) => ({
        Put: { TableName: 't', Item: { op: 'offered', id: subscription.id, term: subscription.termEnd } },
      }),
      prepay: (subscription, state, order) => ({
        Put: { TableName: 't', Item: { op: 'prepay', id: subscription.id, ...order, ...state } },
      }),
      fail: (subscription, failure) => ({
        Put: { TableName: 't', Item: { op: 'fail', id: subscription.id, failure } },
      }),
    },
    findOrder: async (id) => orders.get(id),
    productOf: async () => undefined,
    pause: async (ms) => {
      workflow.now.value = new Date(workflow.now.value.getTime() + ms);
    },
  };
  return {
    ports,
    calls,
    subscriptions,
    orders,
    accounts,
    commits: table.commits,
    progress: workflow.items,
    failing,
    microsoft,
    lostAnswers,
  };
};

/** The operations committed, in order (`record`, `configure`, `activate`, `fail`), with their events' types. */
export const committedOps = (commits: ReturnType<typeof fakeSubscriptionPorts>['commits']) =>
  commits.map(({ items, events }) => ({
    ops: items.map(({ item }) => (item.Put?.Item as { op?: string } | undefined)?.op),
    events: events.map((event) => event.detailType),
  }));
