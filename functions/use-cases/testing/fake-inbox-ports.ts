import type { RequestHistoryRecord } from '#shared/forms/staff-requests';
import type { InboxFilter, StoredRequest } from '../../lib/table/form-inbox';
import type { TransactItem } from '../../lib/table/transaction';
import type { InboxPorts } from '../forms/deps';
import { fakeTablePorts } from './fake-table-ports';

/**
 * In-memory inbox ports: `requests` newest first as given, filtered as the indexes would; items are
 * labelled records; `commit` refuses the `failing` guards; `countInbox` remembers the filters asked.
 */
export const fakeInboxPorts = (
  requests: StoredRequest[] = [],
  { failing = [] as string[], history = [] as RequestHistoryRecord[] } = {},
) => {
  const table = fakeTablePorts(failing);
  const counted: InboxFilter[] = [];
  const label = (name: string, ...args: unknown[]) => ({ [name]: args }) as unknown as TransactItem;
  const matches = (filter: InboxFilter) => (request: StoredRequest) =>
    (filter.kind === undefined || request.kind === filter.kind) &&
    (filter.status === undefined || request.status === filter.status);
  const ports: InboxPorts = {
    ...table.ports,
    listInbox: async (filter, limit) => ({ requests: requests.filter(matches(filter)).slice(0, limit) }),
    countInbox: async (filter) => {
      counted.push(filter);
      return requests.filter(matches(filter)).length;
    },
    findRequest: async (kind, id) => requests.find((request) => request.kind === kind && request.id === id),
    listRequestLog: async () => history,
    requestItems: {
      move: (request, to, now, assignee) => label('move', request.id, to, now.toISOString(), assignee),
      logged: (id, record) => label('logged', id, record),
    },
  };
  return { ports, commits: table.commits, counted };
};
