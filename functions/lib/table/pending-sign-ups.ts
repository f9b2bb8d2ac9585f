import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SignUpAccountType } from '../../../shared/identity/account-types';
import type { Consent } from '../../../shared/identity/sign-up-attributes';
import { documents, tableName } from '../dynamo';

// What a sign-up chose that is not a Cognito attribute (`SIGNUP#<e-mail>` / `PENDING`): the account
// type and the consents with their time and text version. The pre-sign-up trigger writes it, the
// post-confirmation trigger moves it into the client profile; an unconfirmed sign-up expires.

export interface ConsentRecord {
  consent: Consent;
  /** ISO time the consent was given (the sign-up). */
  givenAt: string;
  /** `consentTextVersion` of the texts the user agreed to. */
  textVersion: string;
}

export interface PendingSignUp {
  accountType: SignUpAccountType;
  consents: ConsentRecord[];
}

/** Cognito keeps an unconfirmed user; a confirmation after this long creates a profile without them. */
const lifetimeSeconds = 30 * 24 * 3600;

/**
 * Keyed by the lower-cased e-mail, the sign-in name: both triggers see it, whatever user name Cognito
 * generates, and Cognito refuses a second sign-up with an e-mail it already holds.
 */
const key = (email: string) => ({ pk: `SIGNUP#${email.toLowerCase()}`, sk: 'PENDING' });

/** A repeated sign-up with the same e-mail (after the first one's user was deleted) replaces it. */
export const putPendingSignUp = async (email: string, pending: PendingSignUp, now = new Date()) => {
  await documents().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...key(email), ...pending, expiresAt: Math.floor(now.getTime() / 1000) + lifetimeSeconds },
    }),
  );
};

export const getPendingSignUp = async (email: string): Promise<PendingSignUp | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: key(email), ConsistentRead: true }),
  );
  return Item && { accountType: Item.accountType, consents: Item.consents };
};

export const deletePendingSignUp = async (email: string) => {
  await documents().send(new DeleteCommand({ TableName: tableName(), Key: key(email) }));
};
