import { randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountState } from '#shared/microsoft/account-states';
import type { MicrosoftAccountView } from '#shared/microsoft/microsoft-account';
import { documents, tableName } from '../dynamo';
import { queryAll } from './query-all';
import type { TransactItem } from './transaction';

// A customer's Microsoft 365 accounts (key chart in README.md): `CLIENT#<sub>` /
// `TENANT#<accountId>`, and `TENANTDOMAIN#<domain>` / `TENANTDOMAIN` (its owner) written in the same
// transaction, so a tenant is on one customer's list only: another customer cannot add a tenant of
// someone else's and manage it. The partition is the ownership check; the agreement's primary contact
// is kept with its time (what Microsoft was told, microsoft.md 3.2).

export interface StoredAccount extends MicrosoftAccountView {
  agreementContact?: { firstName: string; lastName: string; email: string };
}

export const newAccountId = (): string => randomBytes(16).toString('base64url');

const keys = {
  account: (sub: string, accountId: string) => ({ pk: `CLIENT#${sub}`, sk: `TENANT#${accountId}` }),
  domain: (domain: string) => ({ pk: `TENANTDOMAIN#${domain}`, sk: 'TENANTDOMAIN' }),
};

const accountOf = (item: Record<string, unknown>): StoredAccount => {
  const { pk: _pk, sk: _sk, ...account } = item;
  return account as unknown as StoredAccount;
};

/** The customer's accounts, oldest first (access pattern: the panel's accounts). */
export const accountsOf = async (sub: string): Promise<StoredAccount[]> => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :account)',
    ExpressionAttributeValues: { ':pk': `CLIENT#${sub}`, ':account': 'TENANT#' },
    ConsistentRead: true,
  });
  return items.map(accountOf).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
};

export const getAccount = async (sub: string, accountId: string): Promise<StoredAccount | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: keys.account(sub, accountId), ConsistentRead: true }),
  );
  return Item && accountOf(Item);
};

export const accountItems = {
  /** The domain's owner; its condition fails when a customer (this one or another) holds the domain. */
  owner: (sub: string, account: StoredAccount): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...keys.domain(account.domain), owner: sub, accountId: account.accountId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  /** The account under its new id, committed with its domain's `owner`. */
  add: (sub: string, account: StoredAccount): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...keys.account(sub, account.accountId), ...account },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  /**
   * An account off the customer's list (a linking whose tenant Microsoft does not know); its condition
   * holds the state it was read in.
   */
  remove: (sub: string, account: StoredAccount): TransactItem => ({
    Delete: {
      TableName: tableName(),
      Key: keys.account(sub, account.accountId),
      ConditionExpression: '#state = :state',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':state': account.state },
    },
  }),
  /** Its domain freed with it: this account's hold only, never another's. */
  release: (sub: string, account: StoredAccount): TransactItem => ({
    Delete: {
      TableName: tableName(),
      Key: keys.domain(account.domain),
      ConditionExpression: 'attribute_not_exists(pk) OR (#owner = :owner AND accountId = :accountId)',
      ExpressionAttributeNames: { '#owner': 'owner' },
      ExpressionAttributeValues: { ':owner': sub, ':accountId': account.accountId },
    },
  }),
  /** A linking step seen at Microsoft; its condition holds the state it was read in. */
  move: (
    sub: string,
    accountId: string,
    from: AccountState,
    to: AccountState,
    tenantId?: string,
  ): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: keys.account(sub, accountId),
      UpdateExpression: tenantId
        ? 'SET #state = :to, tenantId = :tenant REMOVE relationshipUrl'
        : 'SET #state = :to',
      ConditionExpression: '#state = :from',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':from': from, ':to': to, ...(tenantId ? { ':tenant': tenantId } : {}) },
    },
  }),
  /** The agreement accepted, once. */
  agreement: (
    sub: string,
    accountId: string,
    acceptedAt: string,
    contact: NonNullable<StoredAccount['agreementContact']>,
  ): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: keys.account(sub, accountId),
      UpdateExpression: 'SET agreementAcceptedAt = :at, agreementContact = :contact',
      ConditionExpression: '#state = :active AND attribute_not_exists(agreementAcceptedAt)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':at': acceptedAt, ':contact': contact, ':active': 'active' },
    },
  }),
};
