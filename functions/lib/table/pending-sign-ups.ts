import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SignUpAccountType } from '#shared/identity/account-types';
import type { Consent } from '#shared/identity/sign-up-attributes';
import { documents, tableName } from '../dynamo';
import type { TransactItem } from './transaction';

// What a sign-up chose that is not a Cognito attribute (`SIGNUP#<e-mail>` / `PENDING`): the account
// type, the consents with their time and text version, and a partner's code it came with. The pre-sign-up trigger records it, the
// post-confirmation trigger moves it into the client profile (through the use cases of
// `functions/use-cases/clients/`); an unconfirmed sign-up expires.

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
  /** The partner code the sign-up came with (`shared/partners/partner-code.ts`), well-formed; known or not. */
  partnerCode?: string;
}

/** Cognito keeps an unconfirmed user; a confirmation after this long creates a profile without them. */
const lifetimeSeconds = 30 * 24 * 3600;

/**
 * Keyed by the lower-cased e-mail, the sign-in name: both triggers see it, whatever user name Cognito
 * generates, and Cognito refuses a second sign-up with an e-mail it already holds.
 */
const key = (email: string) => ({ pk: `SIGNUP#${email.toLowerCase()}`, sk: 'PENDING' });

/**
 * Items of the sign-up use cases (`functions/use-cases/clients/record-sign-up.ts`, `confirm-client.ts`).
 * A repeated sign-up with the same e-mail (after the first one's user was deleted) replaces the record.
 */
export const pendingSignUpItems = {
  record: (email: string, pending: PendingSignUp, now: Date): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...key(email), ...pending, expiresAt: Math.floor(now.getTime() / 1000) + lifetimeSeconds },
    },
  }),
  forget: (email: string): TransactItem => ({ Delete: { TableName: tableName(), Key: key(email) } }),
};

export const getPendingSignUp = async (email: string): Promise<PendingSignUp | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: key(email), ConsistentRead: true }),
  );
  return (
    Item && {
      accountType: Item.accountType,
      consents: Item.consents,
      ...(typeof Item.partnerCode === 'string' ? { partnerCode: Item.partnerCode } : {}),
    }
  );
};
