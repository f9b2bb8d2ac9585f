import type { CustomerSearchTerm } from '#shared/identity/customer-search';
import { tableName } from '../dynamo';
import { putAll } from './batch-write';
import { partitionPage } from './partition-page';
import type { TransactItem } from './transaction';

// The staff's customer search (shared/identity/customer-search.ts): one item per term of a customer,
// under the term's partition, naming her. Put when her profile is created, her name edited or her
// company recorded; a term she no longer carries keeps its item, and the search skips it on reading
// her profile (so a rename needs no delete of what it replaced).

const partitionOf = ({ kind, value }: CustomerSearchTerm) => `CLIENTSEARCH#${kind}#${value}`;

const itemOf = (userId: string, term: CustomerSearchTerm) => ({ pk: partitionOf(term), sk: userId, userId });

/** The terms' items for a change's own transaction. */
export const clientSearchItems = (userId: string, terms: readonly CustomerSearchTerm[]): TransactItem[] =>
  terms.map((term) => ({ Put: { TableName: tableName(), Item: itemOf(userId, term) } }));

/** Puts the terms' items outside a transaction (a put again writes the same). */
export const putClientSearchTerms = (userId: string, terms: readonly CustomerSearchTerm[]): Promise<void> =>
  putAll(terms.map((term) => itemOf(userId, term)));

export interface ClientIdPage {
  userIds: string[];
  cursor?: string;
}

/** The customers a term names, `limit` a page. */
export const clientsFoundBy = async (
  term: CustomerSearchTerm,
  cursor: string | undefined,
  limit: number,
): Promise<ClientIdPage> => {
  const page = await partitionPage(partitionOf(term), cursor, limit);
  const userIds = page.items.map((item) => String(item.userId));
  return page.cursor ? { userIds, cursor: page.cursor } : { userIds };
};
