import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { accountTypeIds } from '#shared/identity/account-types';
import type { Currency } from '#shared/locale';
import type { PartnerState, PartnerSuspension } from '#shared/partners/staff-partners';
import { documents, tableName } from '../dynamo';
import { getAll } from './batch-get';
import { clientKeys } from './client-keys';
import { cursorOf, type Key, keyOfCursor } from './page-cursor';
import type { TransactItem } from './transaction';

// Business partners (access pattern 39). A partner is a client whose profile's
// account type is partner (1) and who has its terms beside the profile (`CLIENT#<sub>` / `PARTNER`:
// code, currency), both written only by the back office's enrolment. Its code finds it
// (`PARTNERCODE#<code>`). A customer it brought carries `partnerId` in the profile from her sign-up on;
// her orders carry it too and are listed under the partner (`orders.ts`, `listPartnerOrders`).
// The staff's list of partners is gsi4 `PARTNERS#<state>` / `<enrolledAt>#<sub>` on the terms; a
// suspension moves the terms to the suspended list and marks the code, which then names nobody.

export interface Partner {
  partnerId: string;
  code: string;
  currency: Currency;
  enrolledAt: string;
  /** Set by the operations staff: the portal is closed and the code brings nobody while it is. */
  suspended?: PartnerSuspension;
}

/** The terms' place on the staff's list of partners in a state, newest enrolment first. */
const listKeys = (partner: Pick<Partner, 'partnerId' | 'enrolledAt'>, state: PartnerState) => ({
  gsi4pk: `PARTNERS#${state}`,
  gsi4sk: `${partner.enrolledAt}#${partner.partnerId}`,
});

export const partnerKeys = {
  terms: (partnerId: string) => clientKeys.partner(partnerId),
  code: (code: string) => ({ pk: `PARTNERCODE#${code}`, sk: 'PARTNERCODE' }),
};

export const partnerItems = {
  /** The partner's terms; its condition fails when the client is a partner already. */
  terms: (partner: Partner): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...partnerKeys.terms(partner.partnerId), ...listKeys(partner, 'active'), ...partner },
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
  /**
   * The partner suspended (`suspension`) or reinstated (null): its terms move to that state's list and
   * its code is marked. The conditions fail when it is already so (another staff member was first).
   */
  suspension: (partner: Partner, suspension: PartnerSuspension | null): TransactItem[] => {
    const list = listKeys(partner, suspension ? 'suspended' : 'active');
    const values = suspension ? { ':suspension': suspension } : undefined;
    return [
      {
        Update: {
          TableName: tableName(),
          Key: partnerKeys.terms(partner.partnerId),
          UpdateExpression: suspension
            ? 'SET suspended = :suspension, gsi4pk = :list, gsi4sk = :place'
            : 'REMOVE suspended SET gsi4pk = :list, gsi4sk = :place',
          ConditionExpression: suspension
            ? 'attribute_exists(pk) AND attribute_not_exists(suspended)'
            : 'attribute_exists(suspended)',
          ExpressionAttributeValues: { ...values, ':list': list.gsi4pk, ':place': list.gsi4sk },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: partnerKeys.code(partner.code),
          UpdateExpression: suspension ? 'SET suspended = :suspension' : 'REMOVE suspended',
          ...(values ? { ExpressionAttributeValues: values } : {}),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
    ];
  },
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
    ...(terms.suspended ? { suspended: terms.suspended as PartnerSuspension } : {}),
  };
};

/** A page of the partners in a state, newest enrolment first (gsi4 `PARTNERS#<state>`). */
export const listPartners = async (
  state: PartnerState,
  cursor: string | undefined,
  limit: number,
): Promise<{ partners: Partner[]; cursor?: string }> => {
  const partition = `PARTNERS#${state}`;
  const { Items = [], LastEvaluatedKey } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi4',
      KeyConditionExpression: 'gsi4pk = :partition',
      ExpressionAttributeValues: { ':partition': partition },
      ProjectionExpression: 'partnerId, code, currency, enrolledAt, suspended',
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: keyOfCursor(cursor, ['gsi4pk', partition]),
    }),
  );
  const next = cursorOf(LastEvaluatedKey as Key | undefined);
  const partners = Items as Partner[];
  return next ? { partners, cursor: next } : { partners };
};

/** The partner a code names; undefined for an unknown code or a suspended partner's. */
export const partnerIdOfCode = async (code: string): Promise<string | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: partnerKeys.code(code), ConsistentRead: true }),
  );
  return typeof Item?.partnerId === 'string' && !Item.suspended ? Item.partnerId : undefined;
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
