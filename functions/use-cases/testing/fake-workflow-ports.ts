import type { WorkflowProgress } from '../../lib/table/workflows';
import type { WorkflowPorts } from '../workflow/workflow';

/**
 * In-memory progress items with the repository's version condition; `saved` lists every accepted
 * write; `clock` answers `now.value`, which a test moves on.
 */
export const fakeWorkflowPorts = (start = new Date('2026-01-02T03:04:05.000Z')) => {
  const items = new Map<string, WorkflowProgress>();
  const saved: WorkflowProgress[] = [];
  const now = { value: start };
  const ports: WorkflowPorts = {
    progressOf: async (id) => items.get(id),
    saveProgress: async (progress) => {
      const stored = items.get(progress.id);
      if (stored && stored.version !== progress.version - 1) return false;
      items.set(progress.id, structuredClone(progress));
      saved.push(structuredClone(progress));
      return true;
    },
    clock: () => now.value,
  };
  return { ports, items, saved, now };
};

/** The same ports, but the `nth` progress save crashes (the process dies before it is written). */
export const crashingOnSave = <Ports extends WorkflowPorts>(ports: Ports, nth: number): Ports => {
  let saves = 0;
  return {
    ...ports,
    saveProgress: async (progress) => {
      if (++saves === nth) throw new Error('crash');
      return ports.saveProgress(progress);
    },
  };
};
