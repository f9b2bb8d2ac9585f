import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '#shared/locale';
import { type NewsletterSignup, newsletterLinkLifetimeHours } from '#shared/newsletter';
import { documents, tableName } from '../dynamo';
import type { TransactItem } from './transaction';

// Newsletter subscribers with double opt-in: a sign-up stores the address as `pending` (expiring if
// never confirmed); it becomes `subscribed` only through a single-use confirmation link. The link's
// token is kept only as its SHA-256 hash (a table read never yields a working link) and expires after
// its lifetime. The use cases `functions/use-cases/newsletter/{subscribe,confirm}-newsletter.ts`
// commit the items below.

export const subscriberKeys = {
  item: (email: string) => ({ pk: `NEWSLETTER#${email}`, sk: 'SUBSCRIBER' }),
  /** Staff list of subscribers by the date they confirmed (access pattern 29). */
  byDate: (subscribedAt: string) => ({ gsi2pk: 'NEWSLETTER', gsi2sk: subscribedAt }),
};

export const confirmationLinkKeys = {
  item: (tokenHash: string) => ({ pk: `NEWSLETTERLINK#${tokenHash}`, sk: 'LINK' }),
};

export interface Subscriber {
  email: string;
  language: Language;
  /** Absent on subscribers stored before double opt-in, who are subscribed. */
  status?: 'pending' | 'subscribed';
  consentGivenAt: string;
  subscribedAt?: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export const signupItems = {
  /**
   * The address as pending, forgotten if never confirmed; its condition fails when the address is
   * subscribed (a pending one is replaced).
   */
  pending: (signup: NewsletterSignup, now: Date): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: {
        ...subscriberKeys.item(signup.email),
        email: signup.email,
        language: signup.language,
        status: 'pending',
        consentGivenAt: now.toISOString(),
        // Never confirmed: forgotten after twice a link's lifetime (no link can outlive it).
        expiresAt: Math.floor(now.getTime() / 1000) + 2 * newsletterLinkLifetimeHours * 3600,
      },
      ConditionExpression: 'attribute_not_exists(pk) OR #status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':pending': 'pending' },
    },
  }),
};

export const getSubscriber = async (email: string): Promise<Subscriber | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: subscriberKeys.item(email), ConsistentRead: true }),
  );
  return Item as Subscriber | undefined;
};

export const isSubscribed = (subscriber: Subscriber | undefined): boolean =>
  subscriber !== undefined && subscriber.status !== 'pending';

/** A new confirmation link's token for the address (random, 32 bytes, base64url); only its hash is stored. */
export const createConfirmationToken = async (
  email: string,
  language: Language,
  now = new Date(),
): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await documents().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...confirmationLinkKeys.item(hashOf(token)),
        email,
        language,
        expiresAt: Math.floor(now.getTime() / 1000) + newsletterLinkLifetimeHours * 3600,
      },
    }),
  );
  return token;
};

export interface ConfirmationLink {
  email: string;
  language: Language;
  /** Epoch seconds; the TTL removes the item some time after, so a read checks it too. */
  expiresAt: number;
}

/** The confirmation link of a token (its hash is the key), read consistently; undefined when unknown. */
export const confirmationLinkOf = async (token: string): Promise<ConfirmationLink | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({
      TableName: tableName(),
      Key: confirmationLinkKeys.item(hashOf(token)),
      ConsistentRead: true,
    }),
  );
  return Item as ConfirmationLink | undefined;
};

/** Removes a used confirmation link outside a transaction. */
export const forgetConfirmationLink = async (token: string): Promise<void> => {
  await documents().send(
    new DeleteCommand({ TableName: tableName(), Key: confirmationLinkKeys.item(hashOf(token)) }),
  );
};

export const confirmationItems = {
  /** Uses the link up; its condition fails when another request used it first. */
  spendLink: (token: string): TransactItem => ({
    Delete: {
      TableName: tableName(),
      Key: confirmationLinkKeys.item(hashOf(token)),
      ConditionExpression: 'attribute_exists(pk)',
    },
  }),
  /** Subscribes a pending address (listed by date, no longer expiring); its condition fails otherwise. */
  subscribe: (email: string, language: Language, now: Date): TransactItem => {
    const subscribedAt = now.toISOString();
    const { gsi2pk, gsi2sk } = subscriberKeys.byDate(subscribedAt);
    return {
      Update: {
        TableName: tableName(),
        Key: subscriberKeys.item(email),
        UpdateExpression:
          'SET #status = :subscribed, #language = :language, subscribedAt = :at, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk REMOVE expiresAt',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status', '#language': 'language' },
        ExpressionAttributeValues: {
          ':subscribed': 'subscribed',
          ':pending': 'pending',
          ':language': language,
          ':at': subscribedAt,
          ':gsi2pk': gsi2pk,
          ':gsi2sk': gsi2sk,
        },
      },
    };
  },
};
