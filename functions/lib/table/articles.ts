import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  type Article,
  type ArticleCategory,
  type ArticleHead,
  type ArticleKind,
  articleHeadFields,
} from '#shared/blog/article';
import type { Language } from '#shared/locale';
import { documents, tableName } from '../dynamo';
import { queryAll } from './query-all';
import type { TransactItem } from './transaction';

// Blog articles (access pattern 28): one item per language and link holding the article and its
// ratings' `count`/`sum`; listed newest first by language (gsi1), by category (gsi2) and by kind
// (gsi3), each sorted by `<publishedAt>#<link>`, so a month is a `begins_with` on gsi1. A reader's
// rating is its own item beside the article, so an article is rated once per reader.

export const articleKeys = {
  article: (language: Language, link: string) => ({ pk: `ARTICLE#${language}#${link}`, sk: 'ARTICLE' }),
  rating: (language: Language, link: string, userId: string) => ({
    pk: `ARTICLE#${language}#${link}`,
    sk: `RATING#${userId}`,
  }),
};

const listKeys = ({ language, category, kind, publishedAt, link }: Article) => {
  const sort = `${publishedAt}#${link}`;
  return {
    gsi1pk: `ARTICLES#${language}`,
    gsi1sk: sort,
    gsi2pk: `ARTICLECAT#${language}#${category}`,
    gsi2sk: sort,
    gsi3pk: `ARTICLEKIND#${language}#${kind}`,
    gsi3sk: sort,
  };
};

const articleOf = (item: Record<string, unknown>): Article => {
  const article = item.article as Omit<Article, 'ratings' | 'translations'> &
    Partial<Pick<Article, 'translations'>>;
  // An article stored before translations could be named has none.
  return {
    ...article,
    translations: article.translations ?? [],
    ratings: item.ratings as Article['ratings'],
  };
};

export const articleItems = {
  /** The article written or rewritten: its text and lists replaced, its ratings kept. */
  save: (article: Omit<Article, 'ratings'>): TransactItem => {
    const keys = listKeys({ ...article, ratings: { count: 0, sum: 0 } });
    return {
      Update: {
        TableName: tableName(),
        Key: articleKeys.article(article.language, article.link),
        UpdateExpression: `SET #article = :article, #ratings = if_not_exists(#ratings, :noRatings), ${Object.keys(
          keys,
        )
          .map((name) => `${name} = :${name}`)
          .join(', ')}`,
        ExpressionAttributeNames: { '#article': 'article', '#ratings': 'ratings' },
        ExpressionAttributeValues: {
          ':article': article,
          ':noRatings': { count: 0, sum: 0 },
          ...Object.fromEntries(Object.entries(keys).map(([name, value]) => [`:${name}`, value])),
        },
      },
    };
  },
  /** Adds a rating to the article's aggregate; its condition fails for a missing article. */
  addRating: (language: Language, link: string, rating: number): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: articleKeys.article(language, link),
      UpdateExpression: 'ADD #ratings.#count :one, #ratings.#sum :rating',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#ratings': 'ratings', '#count': 'count', '#sum': 'sum' },
      ExpressionAttributeValues: { ':one': 1, ':rating': rating },
    },
  }),
  /** The reader's rating item; its condition fails when the reader rated the article before. */
  putRating: (
    language: Language,
    link: string,
    userId: string,
    rating: number,
    ratedAt: Date,
  ): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...articleKeys.rating(language, link, userId), rating, ratedAt: ratedAt.toISOString() },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
};

export const getArticle = async (
  language: Language,
  link: string,
  { consistent = false } = {},
): Promise<Article | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({
      TableName: tableName(),
      Key: articleKeys.article(language, link),
      ConsistentRead: consistent,
    }),
  );
  return Item ? articleOf(Item) : undefined;
};

/** Which of the article lists to read: all of a language, or one category or kind; a month of all. */
export type ArticleList =
  | { language: Language; category: ArticleCategory }
  | { language: Language; kind: ArticleKind }
  | { language: Language; month?: string };

const indexOf = (list: ArticleList) => {
  if ('category' in list) return { name: 'gsi2', pk: `ARTICLECAT#${list.language}#${list.category}` };
  if ('kind' in list) return { name: 'gsi3', pk: `ARTICLEKIND#${list.language}#${list.kind}` };
  return { name: 'gsi1', pk: `ARTICLES#${list.language}` };
};

/** Up to `limit` articles of a list, newest first. */
export const newestArticles = async (list: ArticleList, limit: number): Promise<Article[]> => {
  const { name, pk } = indexOf(list);
  const month = 'month' in list ? list.month : undefined;
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: name,
      KeyConditionExpression: `${name}pk = :pk${month ? ` AND begins_with(${name}sk, :month)` : ''}`,
      ExpressionAttributeValues: { ':pk': pk, ...(month ? { ':month': month } : {}) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map(articleOf);
};

/** A language's articles, newest first, with `projection`'s attributes only when given. */
const articlesOf = async (
  language: Language,
  projection?: Pick<QueryCommandInput, 'ProjectionExpression' | 'ExpressionAttributeNames'>,
) =>
  (
    await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': `ARTICLES#${language}` },
      ScanIndexForward: false,
      ...projection,
    })
  ).map(articleOf);

/** Every article of a language with its body, newest first (re-rendering their pages). */
export const allArticles = (language: Language): Promise<Article[]> => articlesOf(language);

/**
 * Every article of a language without its body, newest first (the lists' sidebar, the list pages and
 * the sitemaps): the head's fields only come back, so the answers stay small however long the articles
 * (DynamoDB still reads, and counts, the whole items).
 */
export const articleHeads = (language: Language): Promise<ArticleHead[]> =>
  articlesOf(language, {
    ProjectionExpression: ['#ratings', ...articleHeadFields.map((field) => `#article.#${field}`)].join(', '),
    ExpressionAttributeNames: {
      '#article': 'article',
      '#ratings': 'ratings',
      ...Object.fromEntries(articleHeadFields.map((field) => [`#${field}`, field])),
    },
  });

/** The reader's own rating of the article, or undefined. */
export const articleRatingOf = async (
  language: Language,
  link: string,
  userId: string,
): Promise<number | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: articleKeys.rating(language, link, userId) }),
  );
  return typeof Item?.rating === 'number' ? Item.rating : undefined;
};
