import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type AccountTypeId, isAccountTypeId } from '#shared/identity/account-types';
import type { CompanyInvoiceData } from '#shared/identity/company';
import type { ProfileEdit } from '#shared/identity/profile';
import type { Language } from '#shared/locale';
import { documents, tableName } from '../dynamo';
import { clientKeys } from './client-keys';
import type { ConsentRecord } from './pending-sign-ups';
import type { TransactItem } from './transaction';

// Client profiles (`CLIENT#<sub>` / `PROFILE`), created by the post-confirmation trigger, and the
// default invoice data beside them (`CLIENT#<sub>` / `INVOICEDATA`).

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
  createdAt: string;
  updatedAt: string;
}

export type NewProfile = Omit<StoredProfile, 'createdAt' | 'updatedAt'>;

/** Creates the profile once: a repeated confirmation (a retried trigger) leaves the first one alone. */
export const createClientProfile = async (profile: NewProfile, now = new Date()): Promise<boolean> => {
  const at = now.toISOString();
  try {
    await documents().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...clientKeys.profile(profile.userId), ...profile, createdAt: at, updatedAt: at },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

const profileOf = (item: Record<string, unknown> | undefined): StoredProfile | undefined => {
  if (!item || !isAccountTypeId(item.accountTypeId)) return undefined;
  const { pk: _pk, sk: _sk, ...profile } = item;
  return profile as unknown as StoredProfile;
};

const invoiceDataOf = (item: Record<string, unknown> | undefined): CompanyInvoiceData | null =>
  (item?.invoiceData as CompanyInvoiceData | undefined) ?? null;

/** The profile and default invoice data in one round trip (access pattern 1). */
export const getClientProfile = async (
  userId: string,
): Promise<{ profile: StoredProfile; invoiceData: CompanyInvoiceData | null } | undefined> => {
  const keys = [clientKeys.profile(userId), clientKeys.invoiceData(userId)];
  const { Responses } = await documents().send(
    new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys, ConsistentRead: true } } }),
  );
  const items = Responses?.[tableName()] ?? [];
  const find = (sk: string) => items.find((item) => item.sk === sk);
  const profile = profileOf(find('PROFILE'));
  return profile && { profile, invoiceData: invoiceDataOf(find('INVOICEDATA')) };
};

/** The account type alone, for every token Cognito issues; undefined without a profile. */
export const getAccountTypeId = async (userId: string): Promise<AccountTypeId | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({
      TableName: tableName(),
      Key: clientKeys.profile(userId),
      ProjectionExpression: 'accountTypeId',
      ConsistentRead: true,
    }),
  );
  return isAccountTypeId(Item?.accountTypeId) ? Item.accountTypeId : undefined;
};

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
  recordInvoiceData: (userId: string, invoiceData: CompanyInvoiceData, now: Date): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...clientKeys.invoiceData(userId), invoiceData, updatedAt: now.toISOString() },
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
