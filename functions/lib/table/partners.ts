import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { accountTypeIds } from '#shared/identity/account-types';
import type { Currency } from '#shared/locale';
import { documents, tableName } from '../dynamo';
import { getAll } from './batch-get';
import { clientKeys } from './client-keys';
import type { TransactItem } from './transaction';

// Business partners (access pattern 39). A partner is a client whose profile's
// account type is partner (1) and who has its terms beside the profile (`CLIENT#<sub>` / `PARTNER`:
// code, currency), both written only by the back office's enrolment. Its code finds it
// (`PARTNERCODE#<code>`). A customer it brought carries `partnerId` in the profile from her sign-up on;
// her orders carry it too and are listed under the partner (`orders.ts`, `listPartnerOrders`).

export interface Partner {
  partnerId: string;
  code: string;
  currency: Currency;
  enrolledAt: string;
}

export const partnerKeys = {
  terms: (partnerId: string) => clientKeys.partner(partnerId),
  code: (code: string) => ({ pk: `PARTNERCODE#${code}`, sk: 'PARTNERCODE' }),
};

export const partnerItems = {
  /** The partner's terms; its condition fails when the client is a partner already. */
  terms: (partner: Partner): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...partnerKeys.terms(partner.partnerId), ...partner },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  /** The code's lookup; its condition fails when another partner holds the code. */
  code: (code: string, partnerId: string): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...partnerKeys.code(code), partnerId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  /** The profile's account type turned partner; its condition fails without a profile. */
  accountType: (partnerId: string, now: Date): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: clientKeys.profile(partnerId),
      UpdateExpression: 'SET accountTypeId = :partner, updatedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':partner': accountTypeIds.partner, ':at': now.toISOString() },
    },
  }),
};

/** The caller's partner terms, only while her profile says partner (one consistent BatchGet). */
export const getPartner = async (sub: string): Promise<Partner | undefined> => {
  const profileKey = clientKeys.profile(sub);
  const termsKey = partnerKeys.terms(sub);
  const items = await getAll([profileKey, termsKey]);
  const profile = items.find((item) => item.sk === profileKey.sk);
  const terms = items.find((item) => item.sk === termsKey.sk);
  if (profile?.accountTypeId !== accountTypeIds.partner || !terms) return undefined;
  return {
    partnerId: sub,
    code: String(terms.code),
    currency: terms.currency as Currency,
    enrolledAt: String(terms.enrolledAt),
  };
};

/** The partner a code names; undefined for an unknown code. */
export const partnerIdOfCode = async (code: string): Promise<string | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: partnerKeys.code(code), ConsistentRead: true }),
  );
  return typeof Item?.partnerId === 'string' ? Item.partnerId : undefined;
};

/** The partner who brought a client, from her profile; undefined when none did. */
export const referringPartnerOf = async (sub: string): Promise<string | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({
      TableName: tableName(),
      Key: clientKeys.profile(sub),
      ProjectionExpression: 'partnerId',
      ConsistentRead: true,
    }),
  );
  return typeof Item?.partnerId === 'string' ? Item.partnerId : undefined;
};
