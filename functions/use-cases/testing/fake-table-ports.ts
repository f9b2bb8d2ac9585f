import type { OutboxItem } from '../../lib/table/outbox';
import type { GuardedItem } from '../../lib/table/transaction';
import type { Commit, TablePorts } from '../table-ports';

export const fixedNow = new Date('2026-01-02T03:04:05.000Z');

/**
 * In-memory table ports for unit tests: `commit` records what it was given and refuses with the first
 * item (in item order) whose guard code is among `failing`, as a cancelled transaction would.
 */
export const fakeTablePorts = (failing: readonly string[] = []) => {
  const commits: { items: GuardedItem<string>[]; events: OutboxItem[] }[] = [];
  const commit: Commit = async (items, events = []) => {
    commits.push({ items, events });
    const refused = items.find(
      ({ whenConditionFails: code }) => code !== undefined && failing.includes(code),
    );
    return refused?.whenConditionFails ? { ok: false, code: refused.whenConditionFails } : { ok: true };
  };
  const ports: TablePorts = { commit, clock: () => fixedNow };
  return { ports, commits };
};

/**
 * Table ports whose `commit` refuses the first `times` commits with `code` (a change meanwhile), then
 * commits: `commits` holds those committed, `refused` those refused.
 */
export const fakeTablePortsRefusingFirst = (code: string, times: number) => {
  const table = fakeTablePorts();
  const refusing = fakeTablePorts([code]);
  const commit: Commit = (items, events) =>
    (refusing.commits.length < times ? refusing : table).ports.commit(items, events);
  return { ports: { ...table.ports, commit }, commits: table.commits, refused: refusing.commits };
};
