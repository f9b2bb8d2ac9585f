import { randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SavedCard } from '#shared/payments/saved-card';
import { documents, tableName } from '../dynamo';
import { queryAll } from './query-all';
import type { TransactItem } from './transaction';

// Saved cards (access patterns in README.md). A customer's cards are items
// `CLIENT#<sub>` / `CARD#<cardId>` holding only the provider's reference, brand, last four and expiry.
// The default is ONE pointer item `CLIENT#<sub>` / `CARD#DEFAULT` (a card id is 22 base64url
// characters, never `DEFAULT`), so exactly one card is default by construction and one Query on
// `CARD#` reads the cards and the pointer together. `CARDREF#<reference>` under the customer makes a
// reference saved once. A card's 1 PLN verification payment is `CARDCHECK#<sessionId>` / `CARDCHECK`
// (registered → paid when notified → refunded when the refund is confirmed), found by the session id
// the provider's notifications carry.

/** The card verification's states: registered at the provider, paid (card saved, refund asked), refunded. */
export type CardCheckState = 'registered' | 'paid' | 'refunded';

export interface CardCheck {
  sessionId: string;
  sub: string;
  amount: number;
  currency: 'PLN';
  state: CardCheckState;
  /** ISO 8601. */
  createdAt: string;
  /** Where the provider notifies the refund of the charge. */
  refundUrl: string;
  providerOrderId?: number;
  /** The card it saved; absent when the card had already been added (the charge is refunded all the same). */
  cardId?: string;
  /** ISO 8601: when the provider took the charge's refund request; absent until then. */
  refundAskedAt?: string;
}

/** Our provider session id of a card verification: `card.` (no payment id has a dot) and 128 random bits. */
const cardCheckPrefix = 'card.';
export const newCardCheckSessionId = (): string =>
  `${cardCheckPrefix}${randomBytes(16).toString('base64url')}`;
export const isCardCheckSession = (sessionId: string): boolean => sessionId.startsWith(cardCheckPrefix);
export const newCardId = (): string => randomBytes(16).toString('base64url');

const defaultSk = 'CARD#DEFAULT';

export const savedCardKeys = {
  card: (sub: string, cardId: string) => ({ pk: `CLIENT#${sub}`, sk: `CARD#${cardId}` }),
  defaultCard: (sub: string) => ({ pk: `CLIENT#${sub}`, sk: defaultSk }),
  reference: (sub: string, reference: string) => ({ pk: `CLIENT#${sub}`, sk: `CARDREF#${reference}` }),
  check: (sessionId: string) => ({ pk: `CARDCHECK#${sessionId}`, sk: 'CARDCHECK' }),
};

/** The customer's cards, with `isDefault` from the pointer (access pattern: list cards). */
export const listSavedCards = async (sub: string): Promise<SavedCard[]> => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :card)',
    ExpressionAttributeValues: { ':pk': `CLIENT#${sub}`, ':card': 'CARD#' },
    ConsistentRead: true,
  });
  const defaultId = items.find((item) => item.sk === defaultSk)?.cardId;
  return items
    .filter((item) => item.sk !== defaultSk)
    .map(({ cardId, reference, brand, last4, expMonth, expYear, state, addedAt }) => ({
      cardId,
      reference,
      brand,
      last4,
      expMonth,
      expYear,
      state,
      addedAt,
      isDefault: cardId === defaultId,
    })) as SavedCard[];
};

export const getCardCheck = async (sessionId: string): Promise<CardCheck | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: savedCardKeys.check(sessionId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { pk, sk, ...check } = Item;
  return check as CardCheck;
};

export const savedCardItems = {
  /** A new card verification, before the buyer goes to the provider's page. */
  putCheck: (check: CardCheck): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...savedCardKeys.check(check.sessionId), ...check },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  /** The verification moved on, once: its condition is the state it leaves. */
  moveCheck: (
    sessionId: string,
    from: CardCheckState,
    to: CardCheckState,
    fields: { providerOrderId?: number; cardId?: string } = {},
  ): TransactItem => {
    const extra = Object.entries(fields).filter(([, value]) => value !== undefined);
    return {
      Update: {
        TableName: tableName(),
        Key: savedCardKeys.check(sessionId),
        UpdateExpression: ['SET #state = :to', ...extra.map(([name]) => `${name} = :${name}`)].join(', '),
        ConditionExpression: '#state = :from',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':from': from,
          ':to': to,
          ...Object.fromEntries(extra.map(([name, value]) => [`:${name}`, value])),
        },
      },
    };
  },
  /** The paid verification's refund taken by the provider, recorded once. */
  checkRefundAsked: (sessionId: string, now: Date): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: savedCardKeys.check(sessionId),
      UpdateExpression: 'SET refundAskedAt = :now',
      ConditionExpression: '#state = :paid AND attribute_not_exists(refundAskedAt)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':paid': 'paid', ':now': now.toISOString() },
    },
  }),
  /** The card (without `isDefault`, which the pointer holds). */
  putCard: (sub: string, { isDefault, ...card }: SavedCard): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...savedCardKeys.card(sub, card.cardId), ...card },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  /** The reference taken by this customer; fails when the card was already added. */
  putReference: (sub: string, reference: string, cardId: string): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...savedCardKeys.reference(sub, reference), cardId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  activateCard: (sub: string, cardId: string): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: savedCardKeys.card(sub, cardId),
      UpdateExpression: 'SET #state = :active',
      ConditionExpression: '#state = :inactive',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':active': 'active', ':inactive': 'inactive' },
    },
  }),
  /** The customer's card still exists (the default may point only at one). */
  cardExists: (sub: string, cardId: string): TransactItem => ({
    ConditionCheck: {
      TableName: tableName(),
      Key: savedCardKeys.card(sub, cardId),
      ConditionExpression: 'attribute_exists(pk)',
    },
  }),
  /** The default pointer moved from `seen` (undefined: no default yet) to `cardId`. */
  pointDefault: (sub: string, cardId: string, seen: string | undefined): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...savedCardKeys.defaultCard(sub), cardId },
      ...(seen === undefined
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : { ConditionExpression: 'cardId = :seen', ExpressionAttributeValues: { ':seen': seen } }),
    },
  }),
  /** The default pointer removed with its card. */
  dropDefault: (sub: string, cardId: string): TransactItem => ({
    Delete: {
      TableName: tableName(),
      Key: savedCardKeys.defaultCard(sub),
      ConditionExpression: 'cardId = :cardId',
      ExpressionAttributeValues: { ':cardId': cardId },
    },
  }),
  /** The default pointer is not at this card (a card being deleted did not become default meanwhile). */
  notDefault: (sub: string, cardId: string): TransactItem => ({
    ConditionCheck: {
      TableName: tableName(),
      Key: savedCardKeys.defaultCard(sub),
      ConditionExpression: 'attribute_not_exists(pk) OR cardId <> :cardId',
      ExpressionAttributeValues: { ':cardId': cardId },
    },
  }),
  deleteCard: (sub: string, cardId: string): TransactItem => ({
    Delete: {
      TableName: tableName(),
      Key: savedCardKeys.card(sub, cardId),
      ConditionExpression: 'attribute_exists(pk)',
    },
  }),
  deleteReference: (sub: string, reference: string): TransactItem => ({
    Delete: { TableName: tableName(), Key: savedCardKeys.reference(sub, reference) },
  }),
};
