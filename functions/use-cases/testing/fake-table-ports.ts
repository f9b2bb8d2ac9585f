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
