import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  type Article,
  type ArticleCategory,
  type ArticleHead,
  type ArticleKind,
  articleHeadFields,
} from '#shared/blog/article';
import type { ArticleState } from '#shared/blog/article-states';
import {
  type StaffArticleSummary,
  type StaffArticlesQuery,
  staffArticleSummary,
} from '#shared/blog/staff-articles';
import { type Language, languages } from '#shared/locale';
import { documents, tableName } from '../dynamo';
import { cursorOf, type Key, keyOfCursor } from './page-cursor';
import { queryAll } from './query-all';
import type { TransactItem } from './transaction';

// Blog articles (access pattern 28): one item per language and link holding the article and its
// ratings' `count`/`sum`. Only a published article is on the readers' lists: newest first by language
// (gsi1), by category (gsi2) and by kind (gsi3), each sorted by `<publishedAt>#<link>`, so a month is a
// `begins_with` on gsi1. A scheduled one waits on gsi2 under `ARTICLESDUE` by its time; an unpublished
// one is on no reader's list. Every article is on the staff's list (gsi4, newest change first). A
// reader's rating is its own item beside the article, so an article is rated once per reader.

export const articleKeys = {
  article: (language: Language, link: string) => ({ pk: `ARTICLE#${language}#${link}`, sk: 'ARTICLE' }),
  rating: (language: Language, link: string, userId: string) => ({
    pk: `ARTICLE#${language}#${link}`,
    sk: `RATING#${userId}`,
  }),
};

const dueKey = 'ARTICLESDUE';
const staffKey = 'ARTICLESTAFF';

type Stored = Omit<Article, 'ratings'>;

/** The index keys of an article in its state; those it has no value for are removed. */
const indexKeys = ({ language, category, kind, publishedAt, link, state }: Stored, updatedAt: string) => {
  const sort = `${publishedAt}#${link}`;
  const readers = {
    gsi1pk: state === 'published' ? `ARTICLES#${language}` : undefined,
    gsi1sk: state === 'published' ? sort : undefined,
    gsi3pk: state === 'published' ? `ARTICLEKIND#${language}#${kind}` : undefined,
    gsi3sk: state === 'published' ? sort : undefined,
  };
  const second =
    state === 'published'
      ? { gsi2pk: `ARTICLECAT#${language}#${category}`, gsi2sk: sort }
      : state === 'scheduled'
        ? { gsi2pk: dueKey, gsi2sk: `${publishedAt}#${language}#${link}` }
        : { gsi2pk: undefined, gsi2sk: undefined };
  return { ...readers, ...second, gsi4pk: staffKey, gsi4sk: `${updatedAt}#${language}#${link}` };
};

/** An article stored before it had a state was published (every article was, once stored). */
const stateOf = (state: unknown): ArticleState => (state as ArticleState | undefined) ?? 'published';

/** The condition a save holds to: none, the article not stored yet, or stored in one of `states`. */
export type SaveCondition =
  | { isNew: true }
  | { states: readonly ArticleState[]; publishedAt?: string }
  | undefined;

const conditionOf = (condition: SaveCondition) => {
  if (!condition) return {};
  if ('isNew' in condition) return { ConditionExpression: 'attribute_not_exists(pk)' };
  const values = Object.fromEntries(condition.states.map((state, index) => [`:state${index}`, state]));
  const known = `#article.#state IN (${Object.keys(values).join(', ')})`;
  const state = condition.states.includes('published')
    ? `attribute_exists(pk) AND (${known} OR attribute_not_exists(#article.#state))`
    : known;
  if (!condition.publishedAt) return { ConditionExpression: state, values };
  return {
    ConditionExpression: `${state} AND #article.#publishedAt = :publishedAt`,
    values: { ...values, ':publishedAt': condition.publishedAt },
  };
};

const articleOf = (item: Record<string, unknown>): Article => {
  const article = item.article as Omit<Article, 'ratings' | 'translations' | 'state'> &
    Partial<Pick<Article, 'translations' | 'state'>>;
  // An article stored before translations could be named has none.
  return {
    ...article,
    state: stateOf(article.state),
    translations: article.translations ?? [],
    ratings: item.ratings as Article['ratings'],
  };
};

export const articleItems = {
  /**
   * The article written or rewritten, or moved to another state: its text, state and lists replaced,
   * its ratings kept; `condition`'s failure is the caller's outcome.
   */
  save: (written: Stored, updatedAt: Date, condition?: SaveCondition): TransactItem => {
    // What staff wrote and its state are the article; its ratings and dates live beside it.
    const { ratings: _ratings, updatedAt: _updatedAt, ...article } = written as DatedArticle;
    const keys = Object.entries(indexKeys(article, updatedAt.toISOString()));
    const set = keys.filter(([, value]) => value !== undefined);
    const removed = keys.filter(([, value]) => value === undefined).map(([name]) => name);
    const { ConditionExpression, values = {} } = conditionOf(condition);
    return {
      Update: {
        TableName: tableName(),
        Key: articleKeys.article(article.language, article.link),
        UpdateExpression: [
          `SET #article = :article, #ratings = if_not_exists(#ratings, :noRatings), #updatedAt = :updatedAt, ${set
            .map(([name]) => `${name} = :${name}`)
            .join(', ')}`,
          removed.length > 0 ? `REMOVE ${removed.join(', ')}` : '',
        ].join(' '),
        ...(ConditionExpression ? { ConditionExpression } : {}),
        ExpressionAttributeNames: {
          '#article': 'article',
          '#ratings': 'ratings',
          '#updatedAt': 'updatedAt',
          ...(ConditionExpression?.includes('#state') ? { '#state': 'state' } : {}),
          ...(ConditionExpression?.includes('#publishedAt') ? { '#publishedAt': 'publishedAt' } : {}),
        },
        ExpressionAttributeValues: {
          ':article': article,
          ':noRatings': { count: 0, sum: 0 },
          ':updatedAt': updatedAt.toISOString(),
          ...Object.fromEntries(set.map(([name, value]) => [`:${name}`, value])),
          ...values,
        },
      },
    };
  },
  /**
   * The rendered body kept on an article stored without it, nothing else changed; its condition fails
   * when the body changed since it was read (that save rendered its own).
   */
  keepRendered: (
    { language, link, body }: Pick<Article, 'language' | 'link' | 'body'>,
    html: string,
  ): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: articleKeys.article(language, link),
      UpdateExpression: 'SET #article.#html = :html',
      ConditionExpression: '#article.#body = :body',
      ExpressionAttributeNames: { '#article': 'article', '#html': 'html', '#body': 'body' },
      ExpressionAttributeValues: { ':html': html, ':body': body },
    },
  }),
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

/** An article with when it last changed (none for one stored before changes were dated). */
export type DatedArticle = Article & { updatedAt?: string };

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
  return Item
    ? { ...articleOf(Item), ...(Item.updatedAt ? { updatedAt: String(Item.updatedAt) } : {}) }
    : undefined;
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

/** The scheduled articles whose time came by `now`, soonest first, with their bodies. */
export const dueArticles = async (now: Date): Promise<Article[]> =>
  (
    await queryAll({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :due AND gsi2sk <= :now',
      ExpressionAttributeValues: { ':due': dueKey, ':now': `${now.toISOString()}#~` },
    })
  ).map(articleOf);

/**
 * Every article stored before its rendered body was kept (version 2.6.2 or earlier), with its body: those
 * on the staff's list in any state, and the published ones stored before that list (on their language's).
 */
export const articlesWithoutHtml = async (): Promise<Article[]> => {
  const lists = [
    { index: 'gsi4', pk: staffKey },
    ...languages.map((language) => ({ index: 'gsi1', pk: `ARTICLES#${language}` })),
  ];
  const read = await Promise.all(
    lists.map(({ index, pk }) =>
      queryAll({
        IndexName: index,
        KeyConditionExpression: `${index}pk = :pk`,
        FilterExpression: 'attribute_not_exists(#article.#html)',
        ExpressionAttributeNames: { '#article': 'article', '#html': 'html' },
        ExpressionAttributeValues: { ':pk': pk },
      }),
    ),
  );
  const byKey = new Map(read.flat().map((item) => [String(item.pk), item]));
  return [...byKey.values()].map(articleOf);
};

/** Items one page of the staff's list may read to fill itself under selective filters. */
const staffReadBudget = 1000;

/**
 * A page of the staff's list (newest change first): every language and state, the filters applied to
 * what the query reads. A page reads on until it holds `limit` articles or read `staffReadBudget` items;
 * its cursor is the key of the last item read.
 */
export const staffArticles = async (
  { cursor, ...filter }: StaffArticlesQuery,
  limit: number,
): Promise<{ articles: StaffArticleSummary[]; cursor?: string }> => {
  const wanted = Object.entries(filter).filter(([, value]) => value !== undefined);
  const names = Object.fromEntries(wanted.map(([name]) => [`#${name}`, name]));
  const values = Object.fromEntries(wanted.map(([name, value]) => [`:${name}`, value]));
  // An article stored before it had a state is published.
  const condition = ([name]: [string, unknown]) =>
    name === 'state' && filter.state === 'published'
      ? '(#article.#state = :state OR attribute_not_exists(#article.#state))'
      : `#article.#${name} = :${name}`;
  const articles: StaffArticleSummary[] = [];
  let from = keyOfCursor(cursor, ['gsi4pk', staffKey]);
  let read = 0;
  let last: Key | undefined;
  do {
    const page = await documents().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi4',
        KeyConditionExpression: 'gsi4pk = :staff',
        ...(wanted.length > 0 ? { FilterExpression: wanted.map(condition).join(' AND ') } : {}),
        ...(wanted.length > 0 ? { ExpressionAttributeNames: { '#article': 'article', ...names } } : {}),
        ExpressionAttributeValues: { ':staff': staffKey, ...values },
        ScanIndexForward: false,
        Limit: Math.min(200, staffReadBudget - read),
        ExclusiveStartKey: from,
      }),
    );
    read += page.ScannedCount ?? 0;
    for (const item of page.Items ?? []) {
      if (articles.length === limit) break;
      articles.push(staffArticleSummary(articleOf(item), String(item.updatedAt)));
      last = { pk: String(item.pk), sk: String(item.sk), gsi4pk: staffKey, gsi4sk: String(item.gsi4sk) };
    }
    from = page.LastEvaluatedKey as Key | undefined;
    if (articles.length === limit) break;
    last = from;
  } while (from && read < staffReadBudget);
  const next = articles.length === limit || from ? cursorOf(last) : undefined;
  return { articles, ...(next ? { cursor: next } : {}) };
};
