import type { OutboxItem } from '../lib/table/outbox';
import { type Committed, commitGuarded, type GuardedItem } from '../lib/table/transaction';

// The ports every area's `deps()` shares: committing guarded items with their events, and the clock.
// A unit test passes fakes of the same shape.

/**
 * Commits the items and events together; a failed condition answers its item's `whenConditionFails`:
 * an error code, or an outcome the use case decides on (e.g. a repeated request that still succeeds).
 */
export type Commit = <Code extends string>(
  items: GuardedItem<Code>[],
  events?: OutboxItem[],
) => Promise<Committed<Code>>;

export interface TablePorts {
  commit: Commit;
  clock: () => Date;
}

export const tablePorts = (): TablePorts => ({ commit: commitGuarded, clock: () => new Date() });
