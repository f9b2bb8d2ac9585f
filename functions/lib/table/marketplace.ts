import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Marketplace } from '#shared/orders/marketplace-origin';
import type { AllegroTokens, DeviceAuthorisation } from '../allegro/port';
import { documents, tableName } from '../dynamo';
import { queryAll } from './query-all';
import type { TransactItem } from './transaction';

// A marketplace's link to the shop (issue 39 part 2), under `MARKETPLACE#<name>`: `CONNECTION` holds
// the shop account's authorisation (the tokens, or the device code a staff member is confirming, or
// why it stopped), `JOURNAL` where the order event journal was read up to, `PROBLEM#<form id>` each
// marketplace order the shop could not take as it is (an unknown offer…), kept for the staff.
// `MARKETPLACEORDER#<name>#<form id>` / `ORDER` marks a marketplace order imported, put in the
// order's own transaction, so an event seen twice imports nothing twice.

const partition = (marketplace: Marketplace) => `MARKETPLACE#${marketplace}`;

export const marketplaceKeys = {
  connection: (marketplace: Marketplace) => ({ pk: partition(marketplace), sk: 'CONNECTION' }),
  journal: (marketplace: Marketplace) => ({ pk: partition(marketplace), sk: 'JOURNAL' }),
  problem: (marketplace: Marketplace, formId: string) => ({
    pk: partition(marketplace),
    sk: `PROBLEM#${formId}`,
  }),
  imported: (marketplace: Marketplace, formId: string) => ({
    pk: `MARKETPLACEORDER#${marketplace}#${formId}`,
    sk: 'ORDER',
  }),
};

/** The shop account's authorisation at the marketplace. */
export type Connection =
  | { state: 'connected'; tokens: AllegroTokens; connectedAt: string; connectedBy: string }
  /** A staff member started the device flow; the code waits for the seller's confirmation. */
  | { state: 'confirming'; device: DeviceAuthorisation; startedAt: string; startedBy: string }
  /** The tokens were refused (expired, revoked): imports stop until a staff member connects again. */
  | { state: 'stopped'; stoppedAt: string; reason: string };

/** Where the journal was read up to, and the last run's figures. */
export interface Journal {
  lastEventId?: string;
  lastRunAt?: string;
  /** Orders imported and problems kept by the last run that found events. */
  imported?: number;
  problems?: number;
}

export interface MarketplaceProblemRecord {
  formId: string;
  eventId: string;
  seenAt: string;
  buyerLogin: string;
  /** What keeps it from being an order (allegro-order.ts's `MarketplaceProblem`). */
  problem: Record<string, unknown> & { reason: string };
}

export const readConnection = async (marketplace: Marketplace): Promise<Connection | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({
      TableName: tableName(),
      Key: marketplaceKeys.connection(marketplace),
      ConsistentRead: true,
    }),
  );
  return Item?.connection as Connection | undefined;
};

/**
 * Puts the connection. `whenTokens` makes it conditional on the tokens still being those (a refresh
 * rotates the refresh token: of two containers refreshing at once, one writes, the other re-reads).
 */
export const writeConnection = async (
  marketplace: Marketplace,
  connection: Connection,
  whenRefreshToken?: string,
): Promise<boolean> => {
  try {
    await documents().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...marketplaceKeys.connection(marketplace), connection },
        ...(whenRefreshToken
          ? {
              ConditionExpression: '#c.#t.#r = :refresh',
              ExpressionAttributeNames: { '#c': 'connection', '#t': 'tokens', '#r': 'refreshToken' },
              ExpressionAttributeValues: { ':refresh': whenRefreshToken },
            }
          : {}),
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};

export const readJournal = async (marketplace: Marketplace): Promise<Journal> => {
  const { Item } = await documents().send(
    new GetCommand({
      TableName: tableName(),
      Key: marketplaceKeys.journal(marketplace),
      ConsistentRead: true,
    }),
  );
  const { pk: _, sk: __, ...journal } = Item ?? {};
  return journal as Journal;
};

/** Moves the journal on to `journal`, unless another run moved it from `from` first (false then). */
export const moveJournal = async (
  marketplace: Marketplace,
  from: string | undefined,
  journal: Journal,
): Promise<boolean> => {
  try {
    await documents().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...marketplaceKeys.journal(marketplace), ...journal },
        ConditionExpression: from === undefined ? 'attribute_not_exists(lastEventId)' : 'lastEventId = :from',
        ...(from === undefined ? {} : { ExpressionAttributeValues: { ':from': from } }),
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};

export const marketplaceItems = {
  /** The form imported as `orderId`; the condition fails when it was imported before. */
  imported: (marketplace: Marketplace, formId: string, orderId: string, at: string): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...marketplaceKeys.imported(marketplace, formId), orderId, importedAt: at },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
};

/** The order a marketplace form was imported as, if it was. */
export const importedOrderId = async (
  marketplace: Marketplace,
  formId: string,
): Promise<string | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: marketplaceKeys.imported(marketplace, formId) }),
  );
  return typeof Item?.orderId === 'string' ? Item.orderId : undefined;
};

/** Keeps a problem for the staff (the first sighting's record stays; a repeated event changes nothing). */
export const keepProblem = async (marketplace: Marketplace, record: MarketplaceProblemRecord) => {
  try {
    await documents().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...marketplaceKeys.problem(marketplace, record.formId), ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
};

/** The open problem of a form, if there is one. */
export const readProblem = async (
  marketplace: Marketplace,
  formId: string,
): Promise<MarketplaceProblemRecord | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({
      TableName: tableName(),
      Key: marketplaceKeys.problem(marketplace, formId),
      ConsistentRead: true,
    }),
  );
  if (!Item) return undefined;
  const { pk: _, sk: __, ...record } = Item;
  return record as MarketplaceProblemRecord;
};

/** A form's problem closed: the staff fixed its cause (it is imported again) or settled it outside the shop. */
export const forgetProblem = async (marketplace: Marketplace, formId: string) => {
  await documents().send(
    new DeleteCommand({ TableName: tableName(), Key: marketplaceKeys.problem(marketplace, formId) }),
  );
};

/** The problems waiting for the staff, by form id. */
export const listProblems = async (marketplace: Marketplace): Promise<MarketplaceProblemRecord[]> => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :problem)',
    ExpressionAttributeValues: { ':pk': partition(marketplace), ':problem': 'PROBLEM#' },
  });
  return items.map(({ pk: _, sk: __, ...record }) => record as unknown as MarketplaceProblemRecord);
};
