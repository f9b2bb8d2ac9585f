import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type AccountTypeId, isAccountTypeId } from '#shared/identity/account-types';
import type { CompanyInvoiceData } from '#shared/identity/company';
import { customerSearchTermsOf } from '#shared/identity/customer-search';
import type { ProfileEdit } from '#shared/identity/profile';
import type { RegisterCheck } from '#shared/identity/register-check';
import type { SignInBlock } from '#shared/identity/staff-customer';
import type { Language } from '#shared/locale';
import { documents, tableName } from '../dynamo';
import { getAll } from './batch-get';
import { clientKeys } from './client-keys';
import { type ClientIdPage, putClientSearchTerms } from './client-search';
import { cursorOf, type Key, keyOfCursor } from './page-cursor';
import type { ConsentRecord } from './pending-sign-ups';
import type { TransactItem } from './transaction';

// Client profiles (`CLIENT#<sub>` / `PROFILE`, and on gsi4 `CLIENTS` / `<createdAt>#<sub>` for the
// staff's list of the newest; one a partner referred also on gsi1 `PARTNERCLIENTS#<partnerId>`),
// created by the post-confirmation trigger, and the default invoice data
// beside them (`CLIENT#<sub>` / `INVOICEDATA`).

export interface StoredProfile {
  userId: string;
  email: string;
  name: string;
  phone: string;
  accountTypeId: AccountTypeId;
  language: Language;
  /** Consents given, each with its time and text version (spec section 5). */
  consents: ConsentRecord[];
  isExternal: boolean;
  /**
   * The business partner who brought the client: set once, when the profile is created
   * from a sign-up with a known partner's code (first touch); nothing writes it afterwards.
   */
  partnerId?: string;
  /** Set and cleared by the operations staff only: no token is issued while it is set. */
  signInBlocked?: SignInBlock;
  createdAt: string;
  updatedAt: string;
}

export type NewProfile = Omit<StoredProfile, 'createdAt' | 'updatedAt' | 'signInBlocked'>;

/**
 * Creates the profile once: a repeated confirmation (a retried trigger) leaves the first one alone.
 * Her name's search terms are put either way, so a retried trigger finishes what a failed one began.
 */
export const createClientProfile = async (profile: NewProfile, now = new Date()): Promise<boolean> => {
  const at = now.toISOString();
  let created = true;
  try {
    await documents().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...clientKeys.profile(profile.userId),
          gsi4pk: 'CLIENTS',
          gsi4sk: `${at}#${profile.userId}`,
          ...(profile.partnerId
            ? { gsi1pk: `PARTNERCLIENTS#${profile.partnerId}`, gsi1sk: `${at}#${profile.userId}` }
            : {}),
          ...profile,
          createdAt: at,
          updatedAt: at,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    created = false;
  }
  await putClientSearchTerms(
    profile.userId,
    customerSearchTermsOf({ name: profile.name, invoiceData: null }),
  );
  return created;
};

const profileOf = (item: Record<string, unknown> | undefined): StoredProfile | undefined => {
  if (!item || !isAccountTypeId(item.accountTypeId)) return undefined;
  const {
    pk: _pk,
    sk: _sk,
    gsi1pk: _gsi1pk,
    gsi1sk: _gsi1sk,
    gsi4pk: _gsi4pk,
    gsi4sk: _gsi4sk,
    ...profile
  } = item;
  return profile as unknown as StoredProfile;
};

export interface StoredClient {
  profile: StoredProfile;
  invoiceData: CompanyInvoiceData | null;
}

/** Profiles and their invoice data by user id, in the ids' order; an id without a profile is left out. */
export const getClientProfiles = async (userIds: readonly string[]): Promise<StoredClient[]> => {
  if (userIds.length === 0) return [];
  const items = await getAll(userIds.flatMap((id) => [clientKeys.profile(id), clientKeys.invoiceData(id)]));
  const find = (id: string, sk: string) =>
    items.find((item) => item.pk === clientKeys.profile(id).pk && item.sk === sk);
  return userIds.flatMap((id) => {
    const profile = profileOf(find(id, 'PROFILE'));
    return profile ? [{ profile, invoiceData: invoiceDataOf(find(id, 'INVOICEDATA')) }] : [];
  });
};

/** Ids of the profiles on one partition of an index, newest first, `limit` a page. */
const newestOn = async (
  index: 'gsi1' | 'gsi4',
  partition: string,
  cursor: string | undefined,
  limit: number,
): Promise<ClientIdPage> => {
  const { Items = [], LastEvaluatedKey } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: '#pk = :partition',
      ExpressionAttributeNames: { '#pk': `${index}pk` },
      ExpressionAttributeValues: { ':partition': partition },
      ProjectionExpression: 'userId',
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: keyOfCursor(cursor, [`${index}pk`, partition]),
    }),
  );
  const next = cursorOf(LastEvaluatedKey as Key | undefined);
  const userIds = Items.map((item) => String(item.userId));
  return next ? { userIds, cursor: next } : { userIds };
};

/** The newest customers' ids, `limit` a page (gsi4 `CLIENTS`). */
export const newestClients = (cursor: string | undefined, limit: number): Promise<ClientIdPage> =>
  newestOn('gsi4', 'CLIENTS', cursor, limit);

/** The customers a partner referred, newest first, `limit` a page (gsi1 `PARTNERCLIENTS#<partnerId>`). */
export const clientsReferredBy = (partnerId: string, limit: number): Promise<ClientIdPage> =>
  newestOn('gsi1', `PARTNERCLIENTS#${partnerId}`, undefined, limit);

const invoiceDataOf = (item: Record<string, unknown> | undefined): CompanyInvoiceData | null =>
  (item?.invoiceData as CompanyInvoiceData | undefined) ?? null;

/** How the default invoice data stood against the public VAT register when saved (none before it was asked). */
const invoiceCheckOf = (item: Record<string, unknown> | undefined) =>
  item?.registerCheck ? { invoiceCheck: item.registerCheck as RegisterCheck } : {};

/** The profile and default invoice data in one round trip (access pattern 1). */
export const getClientProfile = async (
  userId: string,
): Promise<
  { profile: StoredProfile; invoiceData: CompanyInvoiceData | null; invoiceCheck?: RegisterCheck } | undefined
> => {
  const keys = [clientKeys.profile(userId), clientKeys.invoiceData(userId)];
  const { Responses } = await documents().send(
    new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys, ConsistentRead: true } } }),
  );
  const items = Responses?.[tableName()] ?? [];
  const find = (sk: string) => items.find((item) => item.sk === sk);
  const profile = profileOf(find('PROFILE'));
  const invoice = find('INVOICEDATA');
  return profile && { profile, invoiceData: invoiceDataOf(invoice), ...invoiceCheckOf(invoice) };
};

/** What every token Cognito issues needs: the account type and whether sign-in is blocked; undefined without a profile. */
export const getTokenFacts = async (
  userId: string,
): Promise<{ accountTypeId: AccountTypeId; signInBlocked: boolean } | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({
      TableName: tableName(),
      Key: clientKeys.profile(userId),
      ProjectionExpression: 'accountTypeId, signInBlocked',
      ConsistentRead: true,
    }),
  );
  return isAccountTypeId(Item?.accountTypeId)
    ? { accountTypeId: Item.accountTypeId, signInBlocked: Item.signInBlocked !== undefined }
    : undefined;
};

/**
 * The operations staff's block of her sign-in, or its lifting: its condition fails when the profile is
 * gone or the block is already as asked (another staff member was first).
 */
export const signInBlockItem = (userId: string, block: SignInBlock | null, now: Date): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: clientKeys.profile(userId),
    ...(block
      ? {
          UpdateExpression: 'SET signInBlocked = :block, updatedAt = :at',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(signInBlocked)',
          ExpressionAttributeValues: { ':block': block, ':at': now.toISOString() },
        }
      : {
          UpdateExpression: 'REMOVE signInBlocked SET updatedAt = :at',
          ConditionExpression: 'attribute_exists(signInBlocked)',
          ExpressionAttributeValues: { ':at': now.toISOString() },
        }),
  },
});

/** Name and phone; its condition fails when the profile does not exist. */
export const profileEditItem = (userId: string, edit: ProfileEdit, now: Date): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: clientKeys.profile(userId),
    UpdateExpression: 'SET #name = :name, phone = :phone, updatedAt = :at',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#name': 'name' },
    ExpressionAttributeValues: { ':name': edit.fullName, ':phone': edit.phone, ':at': now.toISOString() },
  },
});

/**
 * Items of the business conversion (`functions/use-cases/clients/convert-to-business.ts` commits them):
 * the default invoice data, and the account type changed from an expected one.
 */
export const conversionItems = {
  /** Holds only while the profile exists. */
  profileExists: (userId: string): TransactItem => ({
    ConditionCheck: {
      TableName: tableName(),
      Key: clientKeys.profile(userId),
      ConditionExpression: 'attribute_exists(pk)',
    },
  }),
  /** With how the data stand against the public VAT register (`registerCheck`), when it was asked. */
  recordInvoiceData: (
    userId: string,
    invoiceData: CompanyInvoiceData,
    now: Date,
    registerCheck?: RegisterCheck,
  ): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: {
        ...clientKeys.invoiceData(userId),
        invoiceData,
        ...(registerCheck ? { registerCheck } : {}),
        updatedAt: now.toISOString(),
      },
    },
  }),
  forgetInvoiceData: (userId: string): TransactItem => ({
    Delete: { TableName: tableName(), Key: clientKeys.invoiceData(userId) },
  }),
  /** Its condition fails when the profile is gone or its type is neither `from` nor `to` (repeatable). */
  changeAccountType: (userId: string, from: AccountTypeId, to: AccountTypeId, now: Date): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: clientKeys.profile(userId),
      UpdateExpression: 'SET accountTypeId = :to, updatedAt = :at',
      ConditionExpression: 'accountTypeId IN (:from, :to)',
      ExpressionAttributeValues: { ':from': from, ':to': to, ':at': now.toISOString() },
    },
  }),
};
