import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  type CatalogueFigures,
  type PublishedFigures,
  publishedFiguresSchema,
} from '#shared/catalogue/catalogue-figures';
import { documents, tableName } from '../dynamo';
import { catalogueKeys } from './catalogue';
import { queryAll } from './query-all';
import type { TransactItem } from './transaction';

// A product's published figures (access pattern 6a): `PRODUCT#<id>` / `FIGURES` beside its product
// item, one per product whose ratings, shown availability or prices changed since the catalogue was
// first published; `revision` raised by each publication (conditional on the one read), and
// `renderedRevision` once its pages show them. In gsi2 under one key by publication time, so a warm
// cms container asks only for what was published since it last looked. Keys, items and reads only:
// the decisions are functions/use-cases/catalogue/publish-figures.ts's.

export const publishedFiguresKeys = {
  of: (productId: string) => ({ pk: catalogueKeys.product(productId).pk, sk: 'FIGURES' }),
  /** gsi2: every product's published figures under one key, by publication time. */
  feedPartition: 'FIGURES',
  feedSort: (publishedAt: string, productId: string) => `${publishedAt}#${productId}`,
};

const parsed = (item: Record<string, unknown> | undefined): PublishedFigures | undefined => {
  const result = publishedFiguresSchema.safeParse(item);
  return result.success ? result.data : undefined;
};

/** The product's published figures, read consistently; undefined before their first publication. */
export const readPublishedFigures = async (productId: string): Promise<PublishedFigures | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({
      TableName: tableName(),
      Key: publishedFiguresKeys.of(productId),
      ConsistentRead: true,
    }),
  );
  return parsed(Item);
};

/**
 * The product's new figures published, on the condition that the published ones are still those of
 * `revisionRead` (none: not published yet), so of two publications at once one wins.
 */
export const figuresPublication = (
  productId: string,
  figures: CatalogueFigures,
  revisionRead: number | undefined,
  now: Date,
): TransactItem => {
  const publishedAt = now.toISOString();
  return {
    Update: {
      TableName: tableName(),
      Key: publishedFiguresKeys.of(productId),
      UpdateExpression:
        'SET productId = :productId, figures = :figures, revision = :next, publishedAt = :at, gsi2pk = :feed, gsi2sk = :feedKey',
      ConditionExpression: revisionRead === undefined ? 'attribute_not_exists(pk)' : 'revision = :read',
      ExpressionAttributeValues: {
        ':productId': productId,
        ':figures': figures,
        ':next': (revisionRead ?? 0) + 1,
        ':at': publishedAt,
        ':feed': publishedFiguresKeys.feedPartition,
        ':feedKey': publishedFiguresKeys.feedSort(publishedAt, productId),
        ...(revisionRead === undefined ? {} : { ':read': revisionRead }),
      },
    },
  };
};

/** Records that the product's pages show the figures of `revision`, on the condition that they are still the published ones. */
export const pagesRenderedRecord = (productId: string, revision: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: publishedFiguresKeys.of(productId),
    UpdateExpression: 'SET renderedRevision = :revision',
    ConditionExpression: 'revision = :revision',
    ExpressionAttributeValues: { ':revision': revision },
  },
});

/** The figures published after `since` (an ISO time), oldest first; an item failing its schema is skipped. */
export const figuresPublishedSince = async (since: string): Promise<PublishedFigures[]> =>
  (
    await queryAll({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :feed AND gsi2sk > :since',
      ExpressionAttributeValues: { ':feed': publishedFiguresKeys.feedPartition, ':since': since },
    })
  ).flatMap((item) => parsed(item) ?? []);
